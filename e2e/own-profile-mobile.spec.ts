import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import { brideWithFacts, expectFacts, OWN } from './own-profile-helpers';
import { shot } from './screenshots';

/** The own details page and the name correction at one phone width: nothing scrolls sideways or spills. */
async function atWidth(page: Page, lang: 'en' | 'ta', width: number, names: string[]) {
  const x = OWN[lang];
  await page.setViewportSize({ width, height: 780 });
  await page.goto('/edituserprofile');
  await page.getByRole('link', { name: x.link }).click();
  const banner = page.getByRole('region', { name: x.banner });
  await expect(banner).toContainText(x.explain);
  await expectFacts(page.getByRole('region', { name: x.personal }), lang);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `own details at ${width} px`).toBeLessThanOrEqual(
    width,
  );
  expect(await overflowing(page), `own details at ${width} px`).toEqual([]);
  if (lang === 'ta' && width === 375) await fitsThePhoneInTamil(page, 'own details', names);
  await shot(page, `own-profile-${lang}-${width}`, banner);
  await banner.getByRole('link', { name: x.edit }).click();
  await page.locator('#basic-info').getByRole('button', { name: x.correct }).click();
  const nameForm = page.getByRole('form', { name: x.nameForm });
  await expect(nameForm.getByLabel(x.nameLabel)).toHaveAccessibleDescription(x.nameHint);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `name form at ${width} px`).toBeLessThanOrEqual(width);
  expect(await overflowing(page), `name form at ${width} px`).toEqual([]);
  await shot(page, `own-name-${lang}-${width}`, nameForm);
}

test.describe('in English', () => {
  test('at 360 then 375 px, one’s own details with the banner and units, and the name correction', async ({ page, request }) => {
    test.setTimeout(90_000);
    const bride = await brideWithFacts(request, { name: 'Nithya Bala' });
    await login(page, bride);
    for (const width of [360, 375]) await atWidth(page, 'en', width, []);
  });
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });
  test('at 360 then 375 px, one’s own details with the banner and units, and the name correction', async ({ page, request }) => {
    test.setTimeout(90_000);
    const bride = await brideWithFacts(request, { name: 'Nithya Bala' });
    await memberCall(request, bride.token, 'updateUser', { locale: 'ta' });
    await loginInTamil(page, bride);
    await expect(page).toHaveURL('/edituserprofile');
    for (const width of [360, 375]) await atWidth(page, 'ta', width, [bride.name, 'Madurai', 'B.E.']);
  });
});
