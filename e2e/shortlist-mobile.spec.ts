import { profileDetailsPath } from '@inai/shared';
import { createMember, expect, test } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

test.use({ locale: 'ta-IN' });

// Brides live in a city of Nagaland, a state no other spec uses.
const STATE = 'Nagaland';
const CITY = 'Wokha';

test('in Tamil at 375 px the hearts, the shortlist and its empty state fit the phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [bride] = await seedWomen(request, CITY, 1, { religion: 'Hindu', caste: 'Pillai' }, STATE, () => ({
    profile_created_by: 'Relative',
  }));
  await waitUntilSearchable(request, CITY, 1, STATE);
  const member = await createMember(request, { name: 'Balasubramanian Venkataraman' });
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  grantPlan(member.id, 'Gold');
  const names = [member.name, bride!.name, CITY, STATE];
  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');

  await page.goto('/shortlisted');
  await expect(page.getByRole('heading', { name: 'உங்கள் தேர்வுப் பட்டியல் காலியாக உள்ளது' })).toBeVisible();
  await fitsThePhoneInTamil(page, 'the empty shortlist', names);

  await page.goto(`/allprofiles?gender=Female&age=18+to+30&religion=Any&state=${STATE}&city=${CITY}`);
  const card = page.getByRole('article', { name: bride!.name });
  await card.getByRole('button', { name: 'தேர்வுப் பட்டியலில் சேர்க்க' }).click();
  await expect(card.getByRole('button', { name: 'தேர்வுப் பட்டியலிலிருந்து நீக்க' })).toBeVisible();
  await fitsThePhoneInTamil(page, 'results with hearts', names);

  await page.goto(profileDetailsPath(bride!.id));
  await expect(page.getByTestId('profile-created-by')).toHaveText('சுயவிவரத்தை உருவாக்கியவர்: உறவினர்');
  await expect(page.getByRole('button', { name: 'தேர்வுப் பட்டியலிலிருந்து நீக்க' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'details scroll sideways').toBeLessThanOrEqual(375);

  await page.goto('/shortlisted');
  await expect(page.getByRole('article', { name: bride!.name })).toBeVisible();
  await fitsThePhoneInTamil(page, 'the shortlist', names);
});

test('in Tamil at 375 px registration asks who created the profile and the declaration fits', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByLabel('சுயவிவரத்தை உருவாக்கியவர்')).toHaveValue('Self');
  await expect(page.getByText(/நான் திருமணத்திற்காகவே வரன் தேடுகிறேன்/)).toBeVisible();
  await fitsThePhoneInTamil(page, '/register', []);
});
