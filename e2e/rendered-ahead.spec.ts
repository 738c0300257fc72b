import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { localizedPath, PUBLIC_PAGES, ROUTES, SITE, type Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { POLICY_LOADERS, type PolicyId } from '@inai/shared/i18n/policies/index';
import { expect, takenOver, test } from './fixtures';

// The public pages arrive rendered at build time (docs/design.md, "Public pages rendered ahead"): readable with JavaScript off,
// in both languages, then taken over by the app with no hydration error and nothing redrawn.

const POLICIES: Record<string, PolicyId> = {
  [ROUTES.privacyPolicy]: 'privacy',
  [ROUTES.termsConditions]: 'terms',
  [ROUTES.refundPolicy]: 'refund',
};

/** Each page's heading and a line of its main text, in one language. */
async function expectedTexts(path: string, locale: Locale): Promise<{ heading: string; text: string }> {
  const t = translatorFor(locale);
  const policy = POLICIES[path];
  if (policy) {
    const document = (await POLICY_LOADERS[policy][locale]())({ supportEmail: SITE.defaultSupportEmail });
    return { heading: document.title, text: document.sections[0]!.heading };
  }
  const table: Record<string, { heading: string; text: string }> = {
    [ROUTES.home]: { heading: t('home.heading'), text: t('site.tagline') },
    [ROUTES.about]: { heading: t('about.title'), text: t('about.subtitle') },
    [ROUTES.contact]: { heading: t('contact.title'), text: t('contact.subtitle') },
    [ROUTES.pricing]: { heading: t('pricing.title'), text: t('pricing.intro') },
    [ROUTES.comingSoon]: { heading: t('comingSoon.title'), text: t('comingSoon.underConstruction') },
    [ROUTES.porutham]: { heading: t('porutham.title'), text: t('porutham.subtitle') },
    [ROUTES.jathagam]: { heading: t('jathagam.title'), text: t('jathagam.subtitle') },
    [ROUTES.grievance]: { heading: t('grievance.title'), text: t('grievance.subtitle', { brand: SITE.name }) },
  };
  return table[path]!;
}

/** A browser page with JavaScript turned off, as a phone with it disabled (or a search engine) reads us. */
async function withoutScripts(browser: Browser, locale: Locale, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: locale === 'ta' ? 'ta-IN' : 'en-IN' });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const locale of ['en', 'ta'] as const) {
  test.describe(`pages rendered ahead, ${locale === 'en' ? 'in English' : 'in Tamil'}`, () => {
    test('every public page shows its heading and text with JavaScript off', async ({ browser }) => {
      await withoutScripts(browser, locale, async (page) => {
        for (const { path } of PUBLIC_PAGES) {
          const address = localizedPath(path, locale);
          const response = await page.goto(address);
          expect(response?.status(), address).toBe(200);
          const { heading, text } = await expectedTexts(path, locale);
          await expect(page.locator('html'), address).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading);
          await expect(page.getByRole('main').getByText(text, { exact: false }).first(), address).toBeVisible();
          // The header and footer are there too: a reader can go on to another page.
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expect(page.locator('noscript')).toHaveCount(0);
        }
      });
    });

    test('the 404 page comes rendered, with status 404', async ({ browser }) => {
      await withoutScripts(browser, locale, async (page) => {
        const response = await page.goto('/no/such/page');
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(translatorFor(locale)('notFoundPage.text'));
      });
    });

    test('React takes every page over, whole or by islands, without a hydration error or a redrawn page', async ({ page }) => {
      const messages: string[] = [];
      const listen = (message: ConsoleMessage) => {
        // The browser tests refuse the app's service worker (playwright.config.ts), and say so.
        if (/^Service Worker registration blocked/.test(message.text())) return;
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      };
      page.on('console', listen);
      // Before any script of the page: notes every heading taken out of the page. Hydration keeps
      // the elements the server sent; drawing the page again would replace them.
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
                removed.push(node.outerHTML.slice(0, 80));
        }).observe(document, { childList: true, subtree: true });
      });
      for (const { path } of PUBLIC_PAGES) {
        const address = localizedPath(path, locale);
        await page.goto(address);
        const { heading } = await expectedTexts(path, locale);
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(heading);
        await page.waitForLoadState('networkidle');
        // Hydrated: React holds what the server sent: the whole page, or each island of a visitor's.
        await takenOver(page);
        // And nothing was drawn again.
        expect(await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings), address).toEqual(
          [],
        );
        await expect(page, address).toHaveURL(address);
        // One title and one canonical link: React took over the head's tags rather than adding its own.
        expect(await page.locator('head > title').count(), address).toBe(1);
        expect(await page.locator('link[rel="canonical"]').count(), address).toBe(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${address === '/' ? '/' : address}$`),
        );
      }
      page.off('console', listen);
      expect(messages).toEqual([]);
    });
  });
}

test('each language version names the other: canonical, hreflang and a share card', async ({ request }) => {
  const about = await (await request.get('/about')).text();
  const tamil = await (await request.get('/ta/about')).text();
  for (const html of [about, tamil]) {
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/127\.0\.0\.1:\d+\/about"\/>/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="ta" href="http:\/\/127\.0\.0\.1:\d+\/ta\/about"\/>/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/127\.0\.0\.1:\d+\/about"\/>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/og-image\.png"\/>/);
  }
  expect(about).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/about"\/>/);
  expect(tamil).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ta\/about"\/>/);
  expect(tamil).toContain(`<title>${translatorFor('ta')('about.metaTitle', { brand: SITE.name })}</title>`);
});

test('the language switch moves a public page to the address of its language', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'தமிழ்' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translatorFor('ta')('about.title'));
  await expect(page).toHaveURL('/ta/about');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translatorFor('ta')('about.title'));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translatorFor('en')('about.title'));
});
