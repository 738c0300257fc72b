import type { Page } from '@playwright/test';
import { localizedPath, ROUTES } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { expect, takenOver, test } from './fixtures';
import { overflowing } from './language-helpers';
import { contextOn, serverWithFigures, type FiguresServer } from './public-figures-helpers';

// The figures at their longest on a phone: a service of 1,23,456 members writes '1,20,000+' in
// the about page's counters, two to a row at 375 px, in both languages (docs/decisions/0059).
// Most of them have not written their profile yet, which keeps the server quick to start.

/** Counters whose figure is wider than their tile, and whether the page scrolls sideways. */
async function fits(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${what}: controls wider than their box`).toEqual([]);
  const wide = await page
    .locator('dl > div')
    .evaluateAll((tiles) =>
      tiles.filter((tile) => tile.scrollWidth > tile.clientWidth + 1).map((tile) => (tile as HTMLElement).innerText),
    );
  expect(wide, `${what}: counters wider than their tile`).toEqual([]);
}

test.describe('the longest figures on a phone', () => {
  test.describe.configure({ mode: 'default' });
  let server: FiguresServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await serverWithFigures({ grooms: 1_728, brides: 1_728, withoutProfile: 1_20_000, accepted: 1_234, floor: 100 });
  });
  test.afterAll(async () => server?.stop());

  for (const locale of ['en', 'ta'] as const) {
    const t = translatorFor(locale);
    for (const javaScriptEnabled of [true, false]) {
      test(`fit 375 px ${locale === 'en' ? 'in English' : 'in Tamil'}, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
        browser,
      }) => {
        const { page, problems, close } = await contextOn(browser, server, {
          viewport: { width: 375, height: 812 },
          isMobile: true,
          hasTouch: true,
          locale: locale === 'ta' ? 'ta-IN' : 'en-IN',
          javaScriptEnabled,
        });
        try {
          await page.goto(localizedPath(ROUTES.about, locale));
          if (javaScriptEnabled) await takenOver(page);
          const region = page.getByRole('region', { name: t('about.inNumbers') });
          await expect(region.locator('dd')).toHaveText(['1,200+', '1,20,000+', '1,700+', '1,700+']);
          await region.scrollIntoViewIfNeeded();
          await fits(page, `${locale} about`);

          await page.goto(localizedPath(ROUTES.home, locale));
          await expect(page.getByRole('heading', { name: t('home.interestsAccepted', { count: '1,200+' }) })).toBeVisible();
          await fits(page, `${locale} home`);
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }
});
