import type { Page } from '@playwright/test';
import { createMember, expect, test } from './fixtures';
import { loginInTamil, overflowing } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

// The search filters and Matches on a ₹10,000 phone: 375 px, in Tamil, where words are longest.
// Brides live in cities of Mizoram, a state no other spec uses; Matches by religion 'Other'.
test.use({ locale: 'ta-IN' });
const STATE = 'Mizoram';

async function fitsThePhone(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${what}: controls wider than their box`).toEqual([]);
}

test('at 375 px the further filters and the star list fit and search', async ({ page, request }) => {
  const city = 'Mamit';
  const women = await seedWomen(
    request,
    city,
    2,
    (i) => ({ religion: 'Christian', caste: 'Other', star: ['Uthirattathi', 'Rohini'][i]! }),
    STATE,
  );
  await waitUntilSearchable(request, city, 2, STATE);
  await page.goto(`/allprofiles?gender=Female&age=18+to+30&religion=Any&state=${STATE}&city=${city}`);
  await page.getByRole('button', { name: 'தேடல் வடிகட்டிகள்' }).click();
  const panel = page.getByRole('form', { name: 'தேடல் வடிகட்டிகள்' });
  await panel.getByLabel('குறைந்த உயரம்').selectOption('5 & below');
  await expect(panel.getByLabel('அதிக உயரம்')).toHaveAccessibleDescription(/முதல் உள்ள உயரங்கள் மட்டும்/);
  await panel.getByRole('button', { name: /^நட்சத்திரம் / }).click();
  const group = panel.getByRole('group', { name: 'நட்சத்திரம்' });
  await group.getByRole('checkbox', { name: 'உத்திரட்டாதி' }).check();
  await group.getByRole('checkbox', { name: 'பூரட்டாதி' }).check();
  await expect(panel.getByRole('button', { name: 'நட்சத்திரம் 2 நட்சத்திரங்கள் தேர்வு' })).toBeVisible();
  await fitsThePhone(page, 'the filter panel with the star list open');
  await group.getByRole('button', { name: 'முடிந்தது' }).click();
  await panel.getByRole('button', { name: 'தேடவும்' }).click();
  const found = page.getByRole('region', { name: 'முடிவுகள்' }).getByRole('article');
  await expect(found).toHaveCount(1);
  await expect(found.getByRole('heading')).toHaveText(women[0]!.name);
  await fitsThePhone(page, 'the results');
});

test('at 375 px Matches with the switch, a widening, the score and its reasons fit', async ({ page, request }) => {
  test.setTimeout(60_000);
  const city = 'Saiha';
  // Both stars fail Rajju or Vedhai with the groom's Rohini.
  await seedWomen(request, city, 2, (i) => ({ religion: 'Other', caste: 'Other', star: ['Hastham', 'Swathi'][i]! }), STATE);
  await waitUntilSearchable(request, city, 2, STATE);
  const groom = await createMember(request, { name: 'Vignesh Kumar' });
  await memberCall(request, groom.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1994-03-03' });
  await memberCall(request, groom.token, 'updateProfile', { religion: 'Other', caste: 'Other', star: 'Rohini' });
  await memberCall(request, groom.token, 'updatePartnerPreferences', {
    gender: 'Female',
    age: '25 to 30',
    religion: 'Other',
    caste: 'no_preference',
    marital_status: 'Never Married',
    job_type: 'Employee',
  });
  await memberCall(request, groom.token, 'updateUser', { locale: 'ta' });
  grantPlan(groom.id, 'Gold');
  await loginInTamil(page, groom);
  await expect(page).toHaveURL('/edituserprofile');

  await page.goto('/matches?compatible=1');
  const list = page.getByRole('region', { name: 'பொருத்தங்கள்' });
  const widen = list.getByRole('button', { name: /மேலும் .*வரன்/ });
  await expect(widen).toBeVisible();
  await expect(page.getByRole('switch', { name: 'பொருந்தும் நட்சத்திரங்கள் மட்டும்' })).toHaveAttribute('aria-checked', 'true');
  await fitsThePhone(page, 'Matches offering a widening');
  await widen.click();
  const card = list.getByRole('article').first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'ஏன்?' }).click();
  await expect(card.getByRole('list')).toBeVisible();
  await fitsThePhone(page, 'Matches with a score explained');
});
