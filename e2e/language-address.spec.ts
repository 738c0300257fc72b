import type { BrowserContext, Page } from '@playwright/test';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { createMember, expect, takenOver, test } from './fixtures';
import { memberCall } from './member-helpers';

// A public page's address is in its own language (docs/decisions/0059): /about is English and
// /ta/about Tamil for everyone, whatever the cookie, the browser's languages or the member's
// account say; only the root follows the reader's choice. Opening an address changes no choice:
// only the language switch does.

const en = translatorFor('en');
const ta = translatorFor('ta');

/** A browser that chose a language before: the app's storage and the cookie the server reads. */
async function remembers(context: BrowserContext, baseURL: string, locale: 'en' | 'ta', token?: string) {
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  await context.addInitScript(
    ({ locale, token }) => {
      if (!localStorage.getItem('locale')) localStorage.setItem('locale', locale);
      if (token && !localStorage.getItem('authToken')) localStorage.setItem('authToken', token);
    },
    { locale, token },
  );
}

/** What this browser remembers now: the cookie and the app's storage. */
async function remembered(page: Page): Promise<{ cookie: string | undefined; stored: string | null }> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'locale')?.value;
  return { cookie, stored: await page.evaluate(() => localStorage.getItem('locale')) };
}

/** Waits until React holds the page the server sent, and for what it asks the server after. */
async function settled(page: Page) {
  await takenOver(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Opens an address and checks it came in `lang`, and stays so once the app has taken it over:
 * the same language, heading and address.
 */
async function readsIn(page: Page, address: string, lang: 'en' | 'ta', heading: string) {
  const response = await page.goto(address);
  expect(await response!.text()).toContain(`<html lang="${lang}"`);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveURL(address);
}

/** Uses the language switch, as it reads in `from`, and checks the page moved to `address` and its heading. */
async function switchFrom(page: Page, from: 'en' | 'ta', address: string, heading: string) {
  const other = from === 'en' ? 'தமிழ்' : 'English';
  await page
    .getByRole('group', { name: translatorFor(from)('language.label') })
    .getByRole('button', { name: other })
    .click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test.describe('a Tamil reader', () => {
  test.use({ locale: 'ta-IN' });

  test('opening an English address reads it in English, and the switch takes them to the Tamil one', async ({
    page,
    context,
    baseURL,
  }) => {
    await remembers(context, baseURL!, 'ta');
    await readsIn(page, '/about', 'en', en('about.title'));
    expect(await remembered(page)).toEqual({ cookie: 'ta', stored: 'ta' });

    await switchFrom(page, 'en', '/ta/about', ta('about.title'));
  });

  test('signed in with an account in Tamil, an English address stays English; a members’ screen follows the account', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const member = await createMember(request);
    await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
    await remembers(context, baseURL!, 'ta', member.token);
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/getLoggedInUserProfile') && r.ok());
    await page.goto('/contact');
    await signedIn;
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('contact.title'));
    await expect(page).toHaveURL('/contact');
    expect(await remembered(page)).toEqual({ cookie: 'ta', stored: 'ta' });
    // The account still says Tamil: opening an address changed no choice.
    expect((await memberCall(request, member.token, 'getLoggedInUserProfile', {})).locale).toBe('ta');

    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });

  test('with JavaScript off, the English address is English and the Tamil one Tamil', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ta-IN' });
    try {
      await context.addCookies([{ name: 'locale', value: 'ta', url: baseURL! }]);
      const page = await context.newPage();
      await page.goto('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('about.title'));
      await page.goto('/ta/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta('about.title'));
    } finally {
      await context.close();
    }
  });

  test('the root opens in the language they chose, at its Tamil address, and names the English one', async ({
    page,
    context,
    baseURL,
  }) => {
    await remembers(context, baseURL!, 'ta');
    const response = await page.goto('/');
    const html = await response!.text();
    expect(html).toContain('<html lang="ta"');
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/127\.0\.0\.1:\d+\/"\/>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ta"\/>/);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta('home.heading'));
    await expect(page).toHaveURL('/ta');

    // Choosing English is a choice: it is remembered, and the root opens in English from then on.
    await switchFrom(page, 'ta', '/', en('home.heading'));
    expect(await remembered(page)).toEqual({ cookie: 'en', stored: 'en' });
    expect(await (await page.reload())!.text()).toContain('<html lang="en"');
  });
});

test.describe('an English reader', () => {
  test.use({ locale: 'en-IN' });

  test('opening a Tamil address reads it in Tamil, and keeps the English they chose', async ({ page, context, baseURL }) => {
    await remembers(context, baseURL!, 'en');
    await readsIn(page, '/ta/about', 'ta', ta('about.title'));
    expect(await remembered(page)).toEqual({ cookie: 'en', stored: 'en' });
    // The root still follows their choice.
    expect(await (await page.goto('/'))!.text()).toContain('<html lang="en"');

    await page.goto('/ta/about');
    await switchFrom(page, 'ta', '/about', en('about.title'));
  });

  test('on a first visit, a Tamil address is remembered: the root then opens in Tamil', async ({ page }) => {
    await page.goto('/ta/contact');
    await settled(page);
    expect(await remembered(page)).toEqual({ cookie: 'ta', stored: 'ta' });
    const root = await page.goto('/');
    expect(await root!.text()).toContain('<html lang="ta"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta('home.heading'));
  });

  test('on a first visit, an English address changes nothing the browser says', async ({ page }) => {
    await page.goto('/about');
    await settled(page);
    expect(await remembered(page)).toEqual({ cookie: undefined, stored: null });
  });
});
