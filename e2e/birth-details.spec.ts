import { expectAccessible } from './accessibility-helpers';
import { bornMember, chennaiChart, choosePlace, offered, saveBirthWithoutTime } from './birth-details-helpers';
import { expect, login, test, toast } from './fixtures';
import { loginInTamil } from './language-helpers';
import { BASIC } from './member-helpers';

// Birth details in Edit my profile's religion section (docs/design.md, "Birth chart"): the star and raasi worked
// out from them. The members live in Odisha, a state no other spec uses.
const STATE = 'Odisha';
const CITY = 'Angul';

test.describe('in English', () => {
  test('a member gives her birth time and place, and sees the star the chart calculator gives, fixed', async ({
    page,
    request,
  }) => {
    // A save that computes a chart, an accessibility scan and a reload: on a machine at a third of
    // its speed that walk has taken more than the default 30 s.
    test.setTimeout(60_000);
    const member = await bornMember(request, STATE, CITY);
    const chart = await chennaiChart(request, BASIC.dob, '06:30');
    await login(page, member);

    const form = page.getByRole('form', { name: 'Religion & Caste Information' });
    const group = form.getByRole('group', { name: 'Birth details' });
    await expect(group).toHaveAccessibleDescription(
      'Your time and place of birth are never shown to other members. Members who may see horoscopes see only your chart.',
    );
    await choosePlace(group, 'Place of birth', 'Chenn', 'Chennai, Tamil Nadu, India');
    const time = group.getByLabel('Time of birth (optional)');
    await expect(time).toHaveAccessibleDescription('Without it, your star is taken from your date of birth.');
    await time.fill('06:30');
    const star = form.getByRole('combobox', { name: 'Star (Natchatra)' });
    const raasi = form.getByRole('combobox', { name: 'Raasi' });
    await expect(star).toBeDisabled();
    await expect(star).toHaveAccessibleDescription('Will be worked out from your birth time and place when you save');

    await form.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(star).toHaveValue(chart.moon_star);
    await expect(star).toBeDisabled();
    await expect(star).toHaveAccessibleDescription('Worked out from your birth details');
    await expect(raasi).toHaveValue(chart.moon_raasi);
    await expect(raasi).toBeDisabled();
    await expect(form.getByRole('combobox', { name: 'Dosam' })).toHaveAccessibleDescription(/^Your birth chart: .*dosham/i);
    await expectAccessible(page, 'Edit my profile with birth details');

    await page.reload();
    await expect(group.getByRole('searchbox', { name: 'Place of birth' })).toHaveValue('Chennai, Tamil Nadu, India');
    await expect(time).toHaveValue('06:30');
    await expect(star).toHaveValue(chart.moon_star);
    await expect(star).toHaveAccessibleDescription('Worked out from your birth details');
  });

  test('without a time, on a day the Moon changed star, she is told when and chooses between that day’s stars', async ({
    page,
    request,
  }) => {
    const form = await saveBirthWithoutTime(page, request, STATE, CITY);

    await expect(form.getByRole('note').filter({ hasText: 'Moon' })).toHaveText(
      'On your date of birth the Moon was in Sadhayam until 10:09 pm, then in Poorattathi. Choose your star, or give your birth time.',
    );
    const star = form.getByRole('combobox', { name: 'Star (Natchatra)' });
    const raasi = form.getByRole('combobox', { name: 'Raasi' });
    await expect(star).toBeEnabled();
    expect(await offered(star)).toEqual(['Sadhayam', 'Poorattathi']);
    // Both stars lie in Kumbam that day: the raasi is decided.
    await expect(raasi).toBeDisabled();
    await expect(raasi).toHaveValue('Kumbam');
    await expect(raasi).toHaveAccessibleDescription('Worked out from your date of birth');

    await star.selectOption('Poorattathi');
    await form.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toast(page, 'Profile updated successfully!').last()).toBeVisible();
    await page.reload();
    await expect(star).toHaveValue('Poorattathi');

    // Clearing the place forgets the birth details: the star is hers to choose from all of them.
    await form.getByRole('button', { name: 'Clear the place of birth' }).click();
    await expect(star).toBeEnabled();
    expect(await offered(star)).toHaveLength(27);
    await expect(form.getByRole('note').filter({ hasText: 'Moon' })).toHaveCount(0);
  });
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('the birth details read in Tamil, the place list too, and the worked-out star says why it is fixed', async ({
    page,
    request,
  }) => {
    const member = await bornMember(request, STATE, CITY, 'ta');
    const chart = await chennaiChart(request, BASIC.dob, '06:30');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');

    const form = page.getByRole('form', { name: 'மதம், சாதி விவரங்கள்' });
    const group = form.getByRole('group', { name: 'பிறப்பு விவரங்கள்' });
    await expect(group).toHaveAccessibleDescription(/^உங்கள் பிறந்த நேரமும் ஊரும் மற்ற உறுப்பினர்களுக்கு ஒருபோதும் காட்டப்படாது/);
    await choosePlace(group, 'பிறந்த ஊர்', 'சென்னை', 'சென்னை, தமிழ்நாடு, இந்தியா');
    await group.getByLabel('பிறந்த நேரம் (கட்டாயமில்லை)').fill('06:30');
    await form.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
    await expect(toast(page, 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!')).toBeVisible();

    const star = form.getByRole('combobox', { name: 'நட்சத்திரம்' });
    const raasi = form.getByRole('combobox', { name: 'ராசி', exact: true });
    await expect(star).toHaveValue(chart.moon_star);
    await expect(star).toBeDisabled();
    await expect(star).toHaveAccessibleDescription('உங்கள் பிறப்பு விவரங்களிலிருந்து கணிக்கப்பட்டது');
    await expect(raasi).toHaveValue(chart.moon_raasi);
    // The selected star reads in Tamil script.
    expect(await star.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]!.text)).toMatch(/^[\u0B80-\u0BFF\s]+$/);

    // Without the time, the date of birth decides as far as it can.
    await group.getByLabel('பிறந்த நேரம் (கட்டாயமில்லை)').fill('');
    await form.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
    await expect(toast(page, 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!').last()).toBeVisible();
    await expect(form.getByRole('note').filter({ hasText: 'சந்திரனின்' })).toHaveText(
      'நீங்கள் பிறந்த தேதியில் சந்திரனின் நட்சத்திரம்: இரவு 10:09 வரை சதயம், அதன் பிறகு பூரட்டாதி. உங்கள் நட்சத்திரத்தைத் தேர்ந்தெடுக்கவும், அல்லது பிறந்த நேரத்தைக் கொடுக்கவும்.',
    );
    expect(await offered(star)).toEqual(['Sadhayam', 'Poorattathi']);
    await expect(raasi).toHaveAccessibleDescription('நீங்கள் பிறந்த தேதியிலிருந்து கணிக்கப்பட்டது');
    await expectAccessible(page, 'Edit my profile in Tamil with a day of two stars');
  });
});
