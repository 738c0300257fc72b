import { expectAccessible } from './accessibility-helpers';
import { createMember, expect, login, test, toast } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';
import { brideOf, SAVED_STATE, saveThroughApi, searchOf } from './saved-searches-helpers';

// Saved searches at 375 px. Brides live in towns of Dadra and Nagar Haveli and Daman and Diu.

test('at 375 px a member saves a search beside the filters, opens it and deletes it in Settings', async ({ page, request }) => {
  test.setTimeout(60_000);
  const city = 'Amli';
  await brideOf(request, city, 'Amli Bride', 1);
  const member = await createMember(request, { name: 'Phone Search Groom' });
  await login(page, member);

  await page.goto(searchOf(city));
  await expect(page.getByText('Showing 1 profiles')).toBeVisible();
  const box = page.getByRole('region', { name: 'Saved searches' });
  await box.getByRole('button', { name: 'Save this search' }).click();
  await page.getByLabel('Name of this search').fill('Amli');
  await page.getByRole('form', { name: 'Save this search' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Search saved. Each morning we will e-mail you the new profiles it finds.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'All profiles scrolls sideways').toBeLessThanOrEqual(
    375,
  );
  await expectAccessible(page, 'All profiles at 375 px with a saved search');

  // Another search, then back to the saved one from its link.
  await page.goto(searchOf('Daman'));
  await box.getByRole('link', { name: 'Open the saved search Amli' }).click();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article', { name: 'Amli Bride' })).toBeVisible();

  await page.goto('/settings#saved-searches');
  const card = page.getByRole('region', { name: 'Saved searches' });
  await expect(card.getByRole('heading', { name: 'Amli' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'Settings scrolls sideways').toBeLessThanOrEqual(375);
  await expectAccessible(page, 'Settings at 375 px with a saved search');
  await card.getByRole('button', { name: 'Delete the saved search Amli' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toast(page, 'Saved search deleted')).toBeVisible();
  await expect(card.getByText(/You have no saved searches yet/)).toBeVisible();
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('at 375 px the saved searches beside the filters and in Settings fit the phone', async ({ page, request }) => {
    test.setTimeout(60_000);
    const city = 'Dadra';
    await brideOf(request, city, 'Dadra Bride', 1);
    const member = await createMember(request, { name: 'Balasubramanian Venkataraman' });
    await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
    await saveThroughApi(request, member.token, 'தாத்ரா வரன்கள்', city);
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');
    const names = [member.name, 'Dadra Bride', city, SAVED_STATE];

    await page.goto(searchOf(city));
    const box = page.getByRole('region', { name: 'சேமித்த தேடல்கள்' });
    await expect(box.getByRole('link', { name: 'தாத்ரா வரன்கள் என்ற சேமித்த தேடலைத் திறக்க' })).toBeVisible();
    await box.getByRole('button', { name: 'இந்தத் தேடலைச் சேமிக்க' }).click();
    await expect(page.getByLabel('இந்தத் தேடலின் பெயர்')).toBeFocused();
    await fitsThePhoneInTamil(page, 'All profiles with the save form', names);
    await expectAccessible(page, 'All profiles in Tamil at 375 px');

    await page.goto('/settings#saved-searches');
    const card = page.getByRole('region', { name: 'சேமித்த தேடல்கள்' });
    await card.getByRole('button', { name: 'தாத்ரா வரன்கள் என்ற சேமித்த தேடலை நீக்க' }).click();
    await expect(card.getByText('தாத்ரா வரன்கள் என்ற சேமித்த தேடலை நீக்கவா? அதன் அறிவிப்புகளும் நின்றுவிடும்.')).toBeVisible();
    await fitsThePhoneInTamil(page, 'Settings with a saved search', [...names, member.email]);
    await expectAccessible(page, 'Settings in Tamil at 375 px');
    await card.getByRole('button', { name: 'வைத்திருக்க' }).click();
    await expect(card.getByRole('switch', { name: 'தாத்ரா வரன்கள் தேடலுக்கு மின்னஞ்சல் அறிவிப்புகள்' })).toBeVisible();
  });
});
