import { expect, test } from './fixtures';

test('Coming soon counts down to 15 March 2025 23:59:59 local time, every second', async ({ page }) => {
  // The browser runs in India time (playwright.config): 2 days, 2 hours, 1 minute and 30 s before the target.
  // Date is pinned while the page's real one-second timer keeps running: each new pin must show
  // on the next tick.
  const at = new Date('2025-03-13T21:58:29+05:30');
  await page.clock.setFixedTime(at);
  await page.goto('/comingsoon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
  const unit = (name: string) => page.locator(`[data-unit="${name}"]`);
  await expect(unit('days')).toHaveText('02');
  await expect(unit('hours')).toHaveText('02');
  await expect(unit('minutes')).toHaveText('01');
  await expect(unit('seconds')).toHaveText('30');
  await page.clock.setFixedTime(new Date(at.getTime() + 1000));
  await expect(unit('seconds')).toHaveText('29', { timeout: 2000 });
  await page.clock.setFixedTime(new Date(at.getTime() + 31_000));
  await expect(unit('minutes')).toHaveText('00', { timeout: 2000 });
  await expect(unit('seconds')).toHaveText('59');
  await expect(page.getByTestId('countdown').locator('li')).toHaveText([/Days/, /Hours/, /Minutes/, /Seconds/]);
});

test('Coming soon shows zeros once the date has passed, and Go Home goes home', async ({ page }) => {
  await page.goto('/comingsoon');
  for (const name of ['days', 'hours', 'minutes', 'seconds'])
    await expect(page.locator(`[data-unit="${name}"]`)).toHaveText('00');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your Right Match here');
});
