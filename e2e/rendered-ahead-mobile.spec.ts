import { devices } from '@playwright/test';
import { localizedPath, PUBLIC_PAGES } from '@inai/shared';
import { expect, test } from './fixtures';
import { overflowing } from './language-helpers';

// On a ₹10,000 phone with JavaScript off (or before the script has come on a slow line), every
// public page as the build rendered it fits the 375-px screen in both languages: the HTML alone
// must not lean on the app to lay it out.
for (const locale of ['en', 'ta'] as const) {
  test(`every page rendered ahead fits 375 px without JavaScript, ${locale === 'en' ? 'in English' : 'in Tamil'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      for (const { path } of PUBLIC_PAGES) {
        const address = localizedPath(path, locale);
        await page.goto(address);
        await expect(page.locator('html'), address).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${address} scrolls sideways`,
        ).toBeLessThanOrEqual(375);
        expect(await overflowing(page), `${address}: controls wider than their box`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}
