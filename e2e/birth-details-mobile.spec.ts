import { bornMember, chennaiChart, choosePlace, offered, saveBirthWithoutTime } from './birth-details-helpers';
import { expect, test, toast } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil, overflowing } from './language-helpers';
import { BASIC } from './member-helpers';

// The religion section's birth details on a 375 px phone, in Tamil and in English. The members
// live in Assam, a state no other spec uses.
const STATE = 'Assam';
const CITY = 'Abhayapuri';

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('at 375 px the birth details, the worked-out star and the day’s warning fit the phone', async ({ page, request }) => {
    const member = await bornMember(request, STATE, CITY, 'ta');
    const chart = await chennaiChart(request, BASIC.dob, '06:30');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');

    const form = page.getByRole('form', { name: 'மதம், சாதி விவரங்கள்' });
    const group = form.getByRole('group', { name: 'பிறப்பு விவரங்கள்' });
    await group.getByRole('searchbox', { name: 'பிறந்த ஊர்' }).fill('சென்னை');
    // The place list names the state and country in Tamil.
    await expect(group.getByRole('button', { name: 'சென்னை, தமிழ்நாடு, இந்தியா' })).toBeVisible();
    await group.scrollIntoViewIfNeeded();
    await fitsThePhoneInTamil(page, 'the place list', [member.name, STATE, CITY]);
    await choosePlace(group, 'பிறந்த ஊர்', 'சென்னை', 'சென்னை, தமிழ்நாடு, இந்தியா');
    await group.getByLabel('பிறந்த நேரம் (கட்டாயமில்லை)').fill('06:30');
    await form.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
    await expect(toast(page, 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!')).toBeVisible();

    const star = form.getByRole('combobox', { name: 'நட்சத்திரம்' });
    await expect(star).toHaveValue(chart.moon_star);
    await expect(star).toBeDisabled();
    await expect(star).toHaveAccessibleDescription('உங்கள் பிறப்பு விவரங்களிலிருந்து கணிக்கப்பட்டது');
    await star.scrollIntoViewIfNeeded();
    await fitsThePhoneInTamil(page, 'the worked-out star', [member.name, STATE, CITY]);

    await group.getByLabel('பிறந்த நேரம் (கட்டாயமில்லை)').fill('');
    await form.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
    await expect(toast(page, 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!').last()).toBeVisible();
    const warning = form.getByRole('note').filter({ hasText: 'சந்திரனின்' });
    await expect(warning).toHaveText(
      'நீங்கள் பிறந்த தேதியில் சந்திரனின் நட்சத்திரம்: இரவு 10:09 வரை சதயம், அதன் பிறகு பூரட்டாதி. உங்கள் நட்சத்திரத்தைத் தேர்ந்தெடுக்கவும், அல்லது பிறந்த நேரத்தைக் கொடுக்கவும்.',
    );
    expect(await offered(star)).toEqual(['Sadhayam', 'Poorattathi']);
    await warning.scrollIntoViewIfNeeded();
    await fitsThePhoneInTamil(page, 'the day’s warning', [member.name, STATE, CITY]);
  });
});

test('at 375 px in English a date-only birth shows the day’s warning and that day’s stars, within the screen', async ({
  page,
  request,
}) => {
  const form = await saveBirthWithoutTime(page, request, STATE, CITY);

  const warning = form.getByRole('note').filter({ hasText: 'Moon' });
  await expect(warning).toHaveText(
    'On your date of birth the Moon was in Sadhayam until 10:09 pm, then in Poorattathi. Choose your star, or give your birth time.',
  );
  const star = form.getByRole('combobox', { name: 'Star (Natchatra)' });
  expect(await offered(star)).toEqual(['Sadhayam', 'Poorattathi']);
  await expect(form.getByRole('combobox', { name: 'Raasi' })).toHaveAccessibleDescription('Worked out from your date of birth');
  await warning.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'Edit my profile scrolls sideways').toBeLessThanOrEqual(
    375,
  );
  expect(await overflowing(page), 'Edit my profile: controls wider than their box').toEqual([]);
  const box = await warning.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});
