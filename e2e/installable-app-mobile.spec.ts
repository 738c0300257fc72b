import { expectAccessible } from './accessibility-helpers';
import { expect, test } from './fixtures';
import { overflowing } from './language-helpers';
import { installWorker } from './installable-app-helpers';

// On a phone the offline page is what a family sees on a bus with no signal: it must fit the
// screen in either language, Tamil's long words included.
test.use({ serviceWorkers: 'allow' });

for (const { locale, heading, button } of [
  { locale: 'ta-IN', heading: 'இணைய இணைப்பு இல்லை', button: 'மீண்டும் முயற்சிக்கவும்' },
  { locale: 'en-IN', heading: 'No internet connection', button: 'Try again' },
]) {
  test.describe(`at 375 px in ${locale}`, () => {
    test.use({ locale });

    test('the offline page fits the phone, with Try again in reach', async ({ page, context, guard }) => {
      guard.allowConsoleError(/navigation preload request failed|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
      await installWorker(page);
      await context.setOffline(true);
      await page.goto('/allprofiles');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'scrolls sideways').toBeLessThanOrEqual(375);
      expect(await overflowing(page)).toEqual([]);
      const tryAgain = page.getByRole('button', { name: button });
      await expect(tryAgain).toBeInViewport({ ratio: 1 });
      // A thumb's worth of button (WCAG 2.5.8 asks 24 px; phones want more).
      expect((await tryAgain.boundingBox())!.height).toBeGreaterThanOrEqual(40);
      await expectAccessible(page, `offline page (${locale}, 375 px)`);
    });
  });
}
