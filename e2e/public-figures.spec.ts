import type { Page } from '@playwright/test';
import { localizedPath, ROUTES, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { expect, takenOver, test } from './fixtures';
import { contextOn, serverWithFigures, type FiguresServer } from './public-figures-helpers';

// The home page's third tile and the about page's counters show figures counted from the
// database, rounded down, once each has reached the operator's floor; below it, a sentence
// without a number (docs/decisions/0059). Both states, both languages, with JavaScript on and off.

const LANGUAGES = { en: 'in English', ta: 'in Tamil' } as const;
const browserLocale = (locale: Locale) => (locale === 'ta' ? 'ta-IN' : 'en-IN');

/** The about page's counters as a reader sees them: each label with its figure. */
async function counters(page: Page, locale: Locale): Promise<Record<string, string>> {
  const t = translatorFor(locale);
  const region = page.getByRole('region', { name: t('about.inNumbers') });
  const shown: Record<string, string> = {};
  for (const key of ['about.interestsAccepted', 'about.registeredUsers', 'about.grooms', 'about.brides'] as const) {
    const item = region.locator('div', { has: page.getByText(t(key), { exact: true }) });
    shown[t(key)] = (await item.locator('dd').textContent()) ?? '';
  }
  return shown;
}

/** The welcome block's third tile: its heading and text. */
function welcome(page: Page, locale: Locale) {
  const t = translatorFor(locale);
  return page.locator('section', {
    has: page.getByRole('heading', { name: t('home.welcomeTitle', { brand: 'Inai Matrimony' }) }),
  });
}

test.describe('above the floor: the figures counted from the database', () => {
  // One server for these tests, filled before they start: they run one after another on it.
  test.describe.configure({ mode: 'default' });
  let server: FiguresServer;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // 1,234 members (617 grooms, 617 brides) and 150 interests accepted between them; floor 100.
    server = await serverWithFigures({ grooms: 617, brides: 617, accepted: 150, floor: 100 });
  });
  test.afterAll(async () => server?.stop());

  for (const locale of ['en', 'ta'] as const) {
    const t = translatorFor(locale);
    const expected = {
      [t('about.interestsAccepted')]: '150+',
      [t('about.registeredUsers')]: '1,200+',
      [t('about.grooms')]: '610+',
      [t('about.brides')]: '610+',
    };

    test(`home and about show them rounded down, and the app takes them over unchanged, ${LANGUAGES[locale]}`, async ({
      browser,
    }) => {
      const { page, problems, close } = await contextOn(browser, server, { locale: browserLocale(locale) });
      try {
        await page.goto(localizedPath(ROUTES.home, locale));
        const tile = welcome(page, locale).getByRole('heading', { name: t('home.interestsAccepted', { count: '150+' }) });
        await expect(tile).toBeVisible();
        await expect(welcome(page, locale).getByText(t('home.interestsAcceptedText'))).toBeVisible();
        await expect(welcome(page, locale).getByText(t('home.firstStep'))).toHaveCount(0);
        await takenOver(page);
        await page.waitForLoadState('networkidle');
        await expect(tile).toBeVisible();

        await page.goto(localizedPath(ROUTES.about, locale));
        expect(await counters(page, locale)).toEqual(expected);
        await expect(page.getByText(t('about.figuresSoon'))).toHaveCount(0);
        await takenOver(page);
        await page.waitForLoadState('networkidle');
        expect(await counters(page, locale)).toEqual(expected);

        // Reached by the header's links (whole pages, by islands, for a visitor), the same figures.
        await page
          .getByRole('navigation', { name: t('header.mainNav') })
          .getByRole('link', { name: t('nav.contactUs') })
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contact.title'));
        await page
          .getByRole('navigation', { name: t('header.mainNav') })
          .getByRole('link', { name: t('nav.aboutUs') })
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('about.title'));
        expect(await counters(page, locale)).toEqual(expected);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

    test(`home and about show them with JavaScript off, ${LANGUAGES[locale]}`, async ({ browser }) => {
      const { page, close } = await contextOn(browser, server, { locale: browserLocale(locale), javaScriptEnabled: false });
      try {
        await page.goto(localizedPath(ROUTES.home, locale));
        await expect(
          welcome(page, locale).getByRole('heading', { name: t('home.interestsAccepted', { count: '150+' }) }),
        ).toBeVisible();
        await page.goto(localizedPath(ROUTES.about, locale));
        expect(await counters(page, locale)).toEqual(expected);
      } finally {
        await close();
      }
    });
  }
});

test.describe('below the floor: a sentence without a number', () => {
  for (const locale of ['en', 'ta'] as const) {
    const t = translatorFor(locale);

    test(`home and about say what a yes opens and promise no number, ${LANGUAGES[locale]}`, async ({ page }) => {
      await page.goto(localizedPath(ROUTES.home, locale));
      const block = welcome(page, locale);
      await expect(block.getByRole('heading', { name: t('home.firstStep'), exact: true })).toBeVisible();
      await expect(block.getByText(t('home.firstStepText'))).toBeVisible();
      // No figure anywhere in the tiles, and nothing of the weddings nobody counted.
      await expect(block.locator('li')).toHaveCount(3);
      await expect(block.locator('li', { hasText: /\d/ })).toHaveCount(0);
      await expect(page.getByText(/2000\+|2,000\+/)).toHaveCount(0);

      await page.goto(localizedPath(ROUTES.about, locale));
      const region = page.getByRole('region', { name: t('about.inNumbers') });
      await expect(region.getByText(t('about.figuresSoon'))).toBeVisible();
      await expect(region.locator('dd')).toHaveCount(0);
      await expect(region).not.toContainText(/\d/);
    });

    test(`the sentence comes with JavaScript off too, ${LANGUAGES[locale]}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: browserLocale(locale) });
      try {
        const page = await context.newPage();
        await page.goto(localizedPath(ROUTES.home, locale));
        await expect(welcome(page, locale).getByRole('heading', { name: t('home.firstStep'), exact: true })).toBeVisible();
        await page.goto(localizedPath(ROUTES.about, locale));
        await expect(page.getByRole('region', { name: t('about.inNumbers') }).getByText(t('about.figuresSoon'))).toBeVisible();
      } finally {
        await context.close();
      }
    });
  }
});
