import { BIODATA_CITY, BIODATA_STATE, bride } from './biodata-helpers';
import { expect, login, test } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil, overflowing } from './language-helpers';

// The Family and Lifestyle & residence sections and the family preferences at 375 px: labels
// wrap, nothing scrolls sideways, in either language.

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('at 375 px the biodata sections and the family preferences fit the phone', async ({ page, request }) => {
    const member = await bride(request, 'ta');
    const names = [member.name, BIODATA_CITY, BIODATA_STATE];
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');

    const lifestyle = page.getByRole('form', { name: 'வாழ்க்கை முறை, வசிப்பிடம்' });
    await lifestyle.getByLabel('உடல்நிலை').selectOption({ label: 'மாற்றுத்திறனாளி' });
    await lifestyle.getByLabel('வசிக்கும் நாடு').selectOption({ label: 'அமெரிக்கா' });
    await lifestyle.getByLabel('வசிப்பு அனுமதி').selectOption({ label: 'நிரந்தர வசிப்புரிமை' });
    await lifestyle.getByLabel('உணவு முறை').selectOption({ label: 'முழுச் சைவம் (பால் இல்லை)' });
    const family = page.getByRole('form', { name: 'குடும்பம்' });
    await family.getByLabel('சகோதரர்கள்', { exact: true }).selectOption('1');
    await family.getByLabel('திருமணமான சகோதரர்கள்').selectOption('1');
    await family.getByLabel('சகோதரர்கள்', { exact: true }).selectOption('0');
    await family.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
    await expect(family.getByText('திருமணமானவர்கள் மொத்த எண்ணிக்கையை விட அதிகமாக இருக்க முடியாது')).toBeVisible();
    await family.scrollIntoViewIfNeeded();
    await fitsThePhoneInTamil(page, 'the biodata sections', names);

    await page.goto('/partnerpreferences');
    const preferences = page.getByRole('form', { name: 'வரன் எதிர்பார்ப்புகள்' });
    await preferences.getByRole('group', { name: 'உணவு முறை' }).getByRole('checkbox', { name: 'சைவம்', exact: true }).check();
    await preferences.getByLabel('கல்வி (இதுவோ இதற்கு மேலோ)').selectOption({ label: 'இளநிலைப் பட்டம்' });
    await fitsThePhoneInTamil(page, 'the family preferences', names);
  });
});

test('at 375 px in English the biodata sections and the family preferences fit the phone', async ({ page, request }) => {
  const member = await bride(request);
  await login(page, member);
  const lifestyle = page.getByRole('form', { name: 'Lifestyle & residence' });
  await lifestyle.getByLabel('Physical status').selectOption('Physically challenged');
  await lifestyle.getByLabel('Country of residence').selectOption('United Kingdom');
  await expect(lifestyle.getByLabel('Residency status')).toBeVisible();
  await expect(lifestyle.getByLabel('About the physical challenge')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'Edit my profile scrolls sideways').toBeLessThanOrEqual(
    375,
  );
  expect(await overflowing(page), 'Edit my profile: controls wider than their box').toEqual([]);

  await page.goto('/partnerpreferences');
  await expect(page.getByRole('group', { name: 'Diet' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'preferences scroll sideways').toBeLessThanOrEqual(375);
  expect(await overflowing(page), 'preferences: controls wider than their box').toEqual([]);
});
