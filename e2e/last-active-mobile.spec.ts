import { profileDetailsPath } from '@inai/shared';
import { expectAccessible } from './accessibility-helpers';
import { createMember, expect, test, toast } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil } from './language-helpers';
import { LAST_ACTIVE_CITIES, LAST_ACTIVE_STATE, lastActiveDaysAgo, resultsIn, waitForBand } from './last-active-helpers';
import { memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

test.use({ locale: 'ta-IN' });

const CITY = LAST_ACTIVE_CITIES.phone;

test('in Tamil at 375 px the card and details say when a member was last active, and the switch hides it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [bride] = await seedWomen(request, CITY, 1, { religion: 'Hindu', caste: 'Pillai' }, LAST_ACTIVE_STATE);
  lastActiveDaysAgo(bride!.id, 3);
  await waitUntilSearchable(request, CITY, 1, LAST_ACTIVE_STATE);
  const groom = await createMember(request, { name: 'Karthik Raja' });
  await memberCall(request, groom.token, 'updateUser', { locale: 'ta' });
  grantPlan(groom.id, 'Gold');
  await waitForBand(request, groom.token, CITY, bride!.id, 'week');
  const names = [groom.name, bride!.name, CITY, LAST_ACTIVE_STATE];
  await loginInTamil(page, groom);
  await expect(page).toHaveURL('/edituserprofile');

  await page.goto(resultsIn(CITY));
  const card = page.getByRole('article', { name: bride!.name });
  await expect(card.getByTestId('last-active')).toHaveText('இந்த வாரம் செயலில் இருந்தார்');
  await fitsThePhoneInTamil(page, 'results with last active', names);
  await expectAccessible(page, 'results with last active at 375 px');

  await page.goto(profileDetailsPath(bride!.id));
  await expect(page.getByRole('heading', { level: 1, name: bride!.name })).toBeVisible();
  await expect(page.getByTestId('last-active')).toHaveText('இந்த வாரம் செயலில் இருந்தார்');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'details scroll sideways').toBeLessThanOrEqual(375);
  await expectAccessible(page, 'details with last active at 375 px');

  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'நான் கடைசியாக எப்போது செயலில் இருந்தேன் என்பதைக் காட்டவும்' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await fitsThePhoneInTamil(page, 'settings with the last-active switch', names);
  await expectAccessible(page, 'settings at 375 px');
  await toggle.click();
  await expect(toast(page, 'அமைப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await page.goto(resultsIn(CITY));
  await expect(page.getByRole('article', { name: bride!.name })).toBeVisible();
  await expect(page.getByTestId('last-active')).toHaveCount(0);

  // In English at 375 px too.
  await memberCall(request, groom.token, 'updateUser', { locale: 'en', show_last_active: 1 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('article', { name: bride!.name }).getByTestId('last-active')).toHaveText('Active this week');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'results scroll sideways').toBeLessThanOrEqual(375);
  await expectAccessible(page, 'results in English at 375 px');
});
