import type { Page } from '@playwright/test';
import { createMember, expect, test } from './fixtures';
import { cutSelects, loginInTamil, overflowing } from './language-helpers';
import { publicScreens } from './screens';
import { BASIC, memberCall } from './member-helpers';
import { addPhotoAndHoroscope, grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

test.use({ locale: 'ta-IN' });

async function fitsThePhone(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${path}: controls wider than their box`).toEqual([]);
}

test('in Tamil at 375 px no public page scrolls sideways and no control overflows', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of publicScreens('ta')) {
    await page.goto(path);
    await fitsThePhone(page, path);
  }
  // The menu, open, and a form's messages, shown.
  await page.goto('/');
  await page.getByRole('button', { name: 'பட்டியலைத் திறக்கவும்' }).click();
  await expect(page.getByRole('navigation', { name: 'முதன்மைப் பட்டியல்' })).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await page.getByRole('button', { name: 'பட்டியலை மூடவும்' }).click();
  await page.getByRole('form', { name: 'வரன் தேடல்' }).getByRole('button', { name: 'தேடவும்' }).click();
  await expect(page.getByText('பாலினம் தேவை')).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  await page.goto('/register');
  await page.getByRole('button', { name: 'கணக்கை உருவாக்கவும்' }).click();
  await expect(page.getByText('பெயர் தேவை')).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  // The forgotten-password dialog, over the Login screen.
  await page.goto('/login');
  await page.getByRole('button', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' }).click();
  await expect(page.getByRole('dialog', { name: 'கடவுச்சொல்லை மாற்றுதல்' })).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
});

test('in Tamil at 360 px the searches show each choice whole, in the web fonts too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  // The web fonts come after the first paint; Noto Sans Tamil draws wider than the phone's own.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family === 'Noto Sans Tamil' && f.status === 'loaded')))
    .toBe(true);
  const search = page.getByRole('form', { name: 'வரன் தேடல்' });
  await expect(search.locator('select')).toHaveCount(5);
  expect(await cutSelects(page)).toEqual([]);
  await page.goto('/allprofiles');
  await page.getByRole('button', { name: 'தேடல் வடிகட்டிகள்' }).click();
  await expect(page.getByRole('combobox', { name: 'வயது' })).toBeVisible();
  expect(await cutSelects(page)).toEqual([]);
});

test('in Tamil at 375 px the e-mail verification screen fits', async ({ page, request }) => {
  const member = await createMember(request, { verified: false });
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  await loginInTamil(page, member);
  await expect(page).toHaveURL('/verifyotp');
  await fitsThePhone(page, '/verifyotp');
});

test('in Tamil at 375 px the member screens, results, matches and a profile fit', async ({ page, request }) => {
  test.setTimeout(90_000);
  const city = 'Singtam';
  const [bride] = await seedWomen(request, city, 2);
  await addPhotoAndHoroscope(request, bride!);
  await waitUntilSearchable(request, city, 2);
  const member = await createMember(request);
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1993-06-06' });
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  grantPlan(member.id, 'Platinum');
  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');
  for (const path of [
    '/edituserprofile',
    '/partnerpreferences',
    '/userprofile',
    '/userhoroscope',
    '/verify-id',
    `/allprofiles?gender=Female&age=18+to+30&religion=Any&state=Sikkim&city=${city}`,
    '/matches',
  ]) {
    await page.goto(path);
    await fitsThePhone(page, path);
  }
  await page.goto(`/allprofiles?gender=Female&age=18+to+30&religion=Any&state=Sikkim&city=${city}`);
  await page.getByRole('button', { name: 'தேடல் வடிகட்டிகள்' }).click();
  expect(await overflowing(page)).toEqual([]);
  await page.getByRole('link', { name: bride!.name }).click();
  await fitsThePhone(page, 'profile details');
});
