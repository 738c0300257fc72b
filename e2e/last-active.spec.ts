import { profileDetailsPath } from '@inai/shared';
import { expectAccessible } from './accessibility-helpers';
import { createMember, expect, login, test, toast } from './fixtures';
import { LAST_ACTIVE_CITIES, LAST_ACTIVE_STATE, lastActiveDaysAgo, resultsIn, waitForBand } from './last-active-helpers';
import { memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

const CITY = LAST_ACTIVE_CITIES.desktop;

test('cards and details say when a member was last active; the Settings switch hides it both ways', async ({ page, request }) => {
  test.setTimeout(90_000);
  const [today, earlier] = await seedWomen(request, CITY, 2, { religion: 'Hindu', caste: 'Pillai' }, LAST_ACTIVE_STATE);
  lastActiveDaysAgo(earlier!.id, 10);
  await waitUntilSearchable(request, CITY, 2, LAST_ACTIVE_STATE);
  const groom = await createMember(request, { name: 'Last Active Groom' });
  grantPlan(groom.id, 'Gold');
  await waitForBand(request, groom.token, CITY, earlier!.id, 'month');
  await login(page, groom);

  // On the result cards: a band, never a time.
  await page.goto(resultsIn(CITY));
  const todayCard = page.getByRole('article', { name: today!.name });
  const earlierCard = page.getByRole('article', { name: earlier!.name });
  await expect(todayCard.getByTestId('last-active')).toHaveText('Active today');
  await expect(earlierCard.getByTestId('last-active')).toHaveText('Active this month');
  await expectAccessible(page, 'results with last active');

  // On details.
  await earlierCard.getByRole('link', { name: earlier!.name }).click();
  await expect(page).toHaveURL(profileDetailsPath(earlier!.id));
  await expect(page.getByRole('heading', { level: 1, name: earlier!.name })).toBeVisible();
  await expect(page.getByTestId('last-active')).toHaveText('Active this month');
  await expectAccessible(page, 'details with last active');

  // The switch in Settings, on by default: off, the groom shows nothing and sees nothing.
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Last active' });
  const toggle = card.getByRole('switch', { name: 'Show when I was last active' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page, 'settings with the last-active switch');
  await toggle.click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.goto(resultsIn(CITY));
  await expect(page.getByRole('article', { name: today!.name })).toBeVisible();
  await expect(page.getByTestId('last-active')).toHaveCount(0);
  await page.goto(profileDetailsPath(earlier!.id));
  await expect(page.getByRole('heading', { level: 1, name: earlier!.name })).toBeVisible();
  await expect(page.getByTestId('last-active')).toHaveCount(0);

  // On again; a bride who hides hers shows no band, the other still does.
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Show when I was last active' }).click();
  await expect(page.getByRole('switch', { name: 'Show when I was last active' })).toHaveAttribute('aria-checked', 'true');
  await memberCall(request, today!.token, 'updateUser', { show_last_active: 0 });
  await page.goto(resultsIn(CITY));
  await expect(page.getByRole('article', { name: earlier!.name }).getByTestId('last-active')).toHaveText('Active this month');
  await expect(page.getByRole('article', { name: today!.name }).getByTestId('last-active')).toHaveCount(0);

  // In Tamil: the band on the card and on details, and the switch.
  await memberCall(request, groom.token, 'updateUser', { locale: 'ta' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('article', { name: earlier!.name }).getByTestId('last-active')).toHaveText(
    'இந்த மாதம் செயலில் இருந்தார்',
  );
  await expectAccessible(page, 'results with last active in Tamil');
  await page.goto(profileDetailsPath(earlier!.id));
  await expect(page.getByRole('heading', { level: 1, name: earlier!.name })).toBeVisible();
  await expect(page.getByTestId('last-active')).toHaveText('இந்த மாதம் செயலில் இருந்தார்');
  await page.goto('/settings');
  const tamilCard = page.getByRole('region', { name: 'கடைசியாகச் செயலில் இருந்தது' });
  await expect(tamilCard.getByRole('switch', { name: 'நான் கடைசியாக எப்போது செயலில் இருந்தேன் என்பதைக் காட்டவும்' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectAccessible(page, 'settings in Tamil');
});
