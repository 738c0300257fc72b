import type { Locator } from '@playwright/test';
import { alterNextProfileSave, bride } from './biodata-helpers';
import { expect, login, test, toast } from './fixtures';
import { loginInTamil } from './language-helpers';

// Edit my profile's Family and Lifestyle & residence sections and the preferences' Family &
// lifestyle group (docs/design.md, "The Tamil biodata"), as a member fills them, in English and in Tamil.

const optionValues = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

test('a member fills Family, Lifestyle & residence and the family preferences, and finds them after reloading', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await bride(request);
  await login(page, member);

  const family = page.getByRole('form', { name: 'Family' });
  await family.getByLabel("Father's occupation").fill('Retired headmaster');
  await family.getByLabel("Mother's occupation").fill('Homemaker');
  await family.getByLabel('Brothers', { exact: true }).selectOption('2');
  // Married brothers are some of the brothers: no more are offered.
  expect(await optionValues(family.getByLabel('Brothers married'))).toEqual(['0', '1', '2']);
  await family.getByLabel('Brothers married').selectOption('2');
  await family.getByLabel('Sisters', { exact: true }).selectOption('1');
  await family.getByLabel('Sisters married').selectOption('1');
  await family.getByLabel('Family type').selectOption('Joint');
  await family.getByLabel('Family status').selectOption('Middle class');
  await family.getByLabel('Family values').selectOption('Traditional');
  await family.getByLabel('Native place').fill('Karaikudi');
  await family.getByLabel('Family deity (kula deivam)').fill('Kollangudi Vettudaiyar Kaliamman');
  await family.getByLabel('Kulam / kootam').fill('Ilayathangudi');
  // Lowering the total below the married ones is refused, under the field, and nothing is sent.
  await family.getByLabel('Brothers', { exact: true }).selectOption('1');
  await family.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(family.getByText('Married cannot be more than the total')).toBeVisible();
  await family.getByLabel('Brothers married').selectOption('1');
  await family.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(family.getByText('Married cannot be more than the total')).toBeHidden();

  const lifestyle = page.getByRole('form', { name: 'Lifestyle & residence' });
  await lifestyle.getByLabel('Diet').selectOption('Vegetarian');
  await lifestyle.getByLabel('Smoking').selectOption('No');
  await lifestyle.getByLabel('Drinking').selectOption('Occasionally');
  await lifestyle.getByLabel('Education level').selectOption('Masters');
  await expect(lifestyle.getByLabel('About the physical challenge')).toHaveCount(0);
  await lifestyle.getByLabel('Physical status').selectOption('Physically challenged');
  await lifestyle.getByLabel('About the physical challenge').fill('Uses a hearing aid');
  // A residency status is asked only of members living outside India.
  await lifestyle.getByLabel('Country of residence').selectOption('India');
  await expect(lifestyle.getByLabel('Residency status')).toHaveCount(0);
  await lifestyle.getByLabel('Country of residence').selectOption('Singapore');
  await lifestyle.getByLabel('Residency status').selectOption('Permanent resident');

  // The server's own refusal shows under its field, and what the member chose stays.
  await alterNextProfileSave(page, { residence_country: 'India' });
  await lifestyle.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(lifestyle.getByText('A residency status is only for members living outside India')).toBeVisible();
  await expect(lifestyle.getByLabel('Country of residence')).toHaveValue('Singapore');
  await expect(lifestyle.getByLabel('About the physical challenge')).toHaveValue('Uses a hearing aid');
  await lifestyle.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Profile updated successfully!').last()).toBeVisible();
  await expect(lifestyle.getByText('A residency status is only for members living outside India')).toBeHidden();

  await page.goto('/partnerpreferences');
  const preferences = page.getByRole('form', { name: 'Partner preferences' });
  await preferences.getByLabel('Age from').selectOption('25');
  await preferences.getByLabel('Age to').selectOption('30');
  await preferences.getByLabel('Religion').selectOption('Hindu');
  const castes = preferences.getByRole('group', { name: 'Castes' });
  await castes.locator('summary').click();
  await castes.getByRole('checkbox', { name: 'No Preference' }).check();
  const diets = preferences.getByRole('group', { name: 'Diet' });
  await diets.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
  await diets.getByRole('checkbox', { name: 'Vegan' }).check();
  // No Preference clears the diets ticked; a diet ticked then clears No Preference.
  await diets.getByRole('checkbox', { name: 'No Preference' }).check();
  await expect(diets.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
  await diets.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
  await diets.getByRole('checkbox', { name: 'Eggetarian' }).check();
  await expect(diets.getByRole('checkbox', { name: 'No Preference' })).not.toBeChecked();
  await preferences.getByLabel('Smoking').selectOption({ label: 'Must not' });
  await preferences.getByLabel('Drinking').selectOption({ label: 'No Preference' });
  await preferences.getByLabel('Physical status').selectOption('no_preference');
  await preferences.getByLabel('Family values').selectOption('Traditional');
  await preferences.getByLabel('Lives').selectOption('Abroad');
  await preferences.getByLabel('Education (this or higher)').selectOption('Bachelors');
  await preferences.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, "Partner's preferences updated successfully!")).toBeVisible();

  await page.reload();
  await expect(diets.getByRole('checkbox', { name: 'Vegetarian', exact: true })).toBeChecked();
  await expect(diets.getByRole('checkbox', { name: 'Eggetarian' })).toBeChecked();
  await expect(diets.getByRole('checkbox', { name: 'Vegan' })).not.toBeChecked();
  await expect(preferences.getByLabel('Smoking')).toHaveValue('No');
  await expect(preferences.getByLabel('Drinking')).toHaveValue('no_preference');
  await expect(preferences.getByLabel('Lives')).toHaveValue('Abroad');
  await expect(preferences.getByLabel('Education (this or higher)')).toHaveValue('Bachelors');

  await page.goto('/edituserprofile');
  await expect(family.getByLabel('Brothers', { exact: true })).toHaveValue('1');
  await expect(family.getByLabel('Brothers married')).toHaveValue('1');
  await expect(family.getByLabel('Sisters married')).toHaveValue('1');
  await expect(family.getByLabel('Family type')).toHaveValue('Joint');
  await expect(family.getByLabel('Native place')).toHaveValue('Karaikudi');
  await expect(family.getByLabel('Family deity (kula deivam)')).toHaveValue('Kollangudi Vettudaiyar Kaliamman');
  await expect(lifestyle.getByLabel('Diet')).toHaveValue('Vegetarian');
  await expect(lifestyle.getByLabel('Drinking')).toHaveValue('Occasionally');
  await expect(lifestyle.getByLabel('About the physical challenge')).toHaveValue('Uses a hearing aid');
  await expect(lifestyle.getByLabel('Country of residence')).toHaveValue('Singapore');
  await expect(lifestyle.getByLabel('Residency status')).toHaveValue('Permanent resident');
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('the sections read in Tamil, their refusals too, and the saved values come back', async ({ page, request }) => {
    test.setTimeout(60_000);
    const member = await bride(request, 'ta');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');

    const family = page.getByRole('form', { name: 'குடும்பம்' });
    await family.getByLabel('சகோதரிகள்', { exact: true }).selectOption('2');
    await family.getByLabel('திருமணமான சகோதரிகள்').selectOption('2');
    await family.getByLabel('சகோதரிகள்', { exact: true }).selectOption('0');
    await family.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
    await expect(family.getByText('திருமணமானவர்கள் மொத்த எண்ணிக்கையை விட அதிகமாக இருக்க முடியாது')).toBeVisible();
    await family.getByLabel('சகோதரிகள்', { exact: true }).selectOption('3');
    await family.getByLabel('குடும்ப வகை').selectOption({ label: 'தனிக் குடும்பம்' });
    await family.getByLabel('சொந்த ஊர்').fill('கும்பகோணம்');
    await family.getByLabel('குலதெய்வம்').fill('சமயபுரம் மாரியம்மன்');
    await family.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
    await expect(toast(page, 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!')).toBeVisible();

    const lifestyle = page.getByRole('form', { name: 'வாழ்க்கை முறை, வசிப்பிடம்' });
    await lifestyle.getByLabel('உணவு முறை').selectOption({ label: 'அசைவம்' });
    await lifestyle.getByLabel('வசிக்கும் நாடு').selectOption({ label: 'ஐக்கிய அரபு எமிரேட்ஸ்' });
    await lifestyle.getByLabel('வசிப்பு அனுமதி').selectOption({ label: 'பணி அனுமதி' });
    await alterNextProfileSave(page, { residence_country: '' });
    await lifestyle.getByRole('button', { name: 'சேமிக்கவும்', exact: true }).click();
    await expect(lifestyle.getByText('வசிப்பு அனுமதி இந்தியாவுக்கு வெளியே வசிப்பவர்களுக்கு மட்டுமே')).toBeVisible();
    await lifestyle.getByRole('button', { name: 'சேமிக்கவும்', exact: true }).click();
    await expect(toast(page, 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!').last()).toBeVisible();

    await page.goto('/partnerpreferences');
    const preferences = page.getByRole('form', { name: 'வரன் எதிர்பார்ப்புகள்' });
    await expect(preferences.getByRole('heading', { name: 'குடும்பம், வாழ்க்கை முறை' })).toBeVisible();
    await preferences.getByLabel('குறைந்த வயது').selectOption('25');
    await preferences.getByLabel('அதிக வயது').selectOption('30');
    await preferences.getByLabel('மதம்').selectOption('Hindu');
    const castes = preferences.getByRole('group', { name: 'சாதிகள்' });
    await castes.locator('summary').click();
    await castes.getByRole('checkbox', { name: 'எதுவானாலும் சரி' }).check();
    const diets = preferences.getByRole('group', { name: 'உணவு முறை' });
    await diets.getByRole('checkbox', { name: 'எதுவானாலும் சரி' }).check();
    await preferences.getByLabel('புகைபிடித்தல்').selectOption({ label: 'கூடாது' });
    await preferences.getByLabel('வசிப்பிடம்').selectOption({ label: 'இந்தியாவில்' });
    await preferences.getByRole('button', { name: 'சேமிக்கவும்', exact: true }).click();
    await expect(toast(page, 'வரன் எதிர்பார்ப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!')).toBeVisible();

    await page.reload();
    await expect(diets.getByRole('checkbox', { name: 'எதுவானாலும் சரி' })).toBeChecked();
    await expect(preferences.getByLabel('வசிப்பிடம்')).toHaveValue('India');
    await page.goto('/edituserprofile');
    await expect(family.getByLabel('சகோதரிகள்', { exact: true })).toHaveValue('3');
    await expect(family.getByLabel('திருமணமான சகோதரிகள்')).toHaveValue('2');
    await expect(family.getByLabel('சொந்த ஊர்')).toHaveValue('கும்பகோணம்');
    await expect(lifestyle.getByLabel('வசிக்கும் நாடு')).toHaveValue('United Arab Emirates');
    await expect(lifestyle.getByLabel('வசிப்பு அனுமதி')).toHaveValue('Work permit');
  });
});
