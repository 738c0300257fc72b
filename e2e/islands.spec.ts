import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { createMember, expect, readOutbox, test } from './fixtures';

// A visitor's public page is hydrated by islands, each when seen or touched, and a tap before
// then is not lost (docs/decisions/0084-islands-hydrated-when-seen-or-touched.md).

const en = translatorFor('en');
const ta = translatorFor('ta');

interface ManifestEntry {
  file: string;
  name?: string;
}
const manifest = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestEntry>;
/** The build's group chunks by name (apps/web/vite.config.ts). */
const groupFiles = (...names: string[]) =>
  Object.entries(manifest)
    .filter(([key, entry]) => key.startsWith('_') && names.includes(entry.name ?? ''))
    .map(([, entry]) => `/${entry.file}`);
const WHOLE_APP = groupFiles('whole-app', 'whole-app-vendor');
const REACT = groupFiles('react');

/** Every script the page fetches, by path. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) seen.push(pathname);
  });
  return seen;
}

interface ManifestChunk extends ManifestEntry {
  imports?: string[];
  dynamicImports?: string[];
}
/** The files of some chunks and of everything they import. */
function withImports(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const entry = manifest[key] as ManifestChunk | undefined;
    if (!entry || into.has(`/${entry.file}`)) continue;
    into.add(`/${entry.file}`);
    withImports(entry.imports ?? [], into);
  }
  return into;
}
/** What a page fetches before any island: the first script (with the islands' runtime), the texts, the tab question. */
const BEFORE_ISLANDS = withImports([
  'index.html',
  ...Object.keys(manifest).filter((key) => /i18n\/(en|ta)\/core\.ts$/.test(key) || manifest[key]!.name === 'tab-session'),
]);

/**
 * Holds every other script (the islands' code) until `release` is called: a slow line on which
 * the visitor acts before any island is hydrated.
 */
async function slowIslands(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/assets/*.js', async (route) => {
    if (!BEFORE_ISLANDS.has(new URL(route.request().url()).pathname)) {
      held += 1;
      await gate;
    }
    await route.continue();
  });
  return { release, held: () => held };
}

const isHydrated = (page: Page, island: string) =>
  page
    .locator(`[data-island="${island}"]`)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')));

test.describe('a visitor’s public pages', () => {
  test('fetch none of the member app; React comes once an island is seen or touched', async ({ page }) => {
    expect(WHOLE_APP.length).toBeGreaterThan(0);
    const scripts = scriptsOf(page);
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    // Nothing on the about page acts by itself: no island is hydrated until the visitor reaches for one.
    expect(scripts.filter((s) => REACT.includes(s))).toEqual([]);
    expect(await isHydrated(page, 'site-header')).toBe(false);
    await page.getByRole('banner').getByRole('link').first().focus();
    await expect.poll(() => isHydrated(page, 'site-header')).toBe(true);
    expect(scripts.filter((s) => REACT.includes(s)).length).toBe(1);
    // The body's text was never hydrated: React holds the header only.
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((h) => Object.keys(h).some((k) => k.startsWith('__react'))),
    ).toBe(false);

    // The home page's banner turns by its stylesheet and its search lists the states as
    // rendered ahead: its hero waits to be touched like the rest.
    await page.goto('/');
    await expect(page.getByTestId('banner-track')).toHaveCSS('transform', /matrix\(1, 0, 0, 1, -\d+/, { timeout: 5000 });
    const search = page.getByRole('form', { name: en('home.searchForm') });
    await expect(search.getByLabel('State').locator('option')).toHaveCount(37);
    expect(await isHydrated(page, 'home-hero')).toBe(false);
    await search.getByLabel('Gender').focus();
    await expect.poll(() => isHydrated(page, 'home-hero')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => WHOLE_APP.includes(s))).toEqual([]);
  });

  test('the coming-soon countdown counts by its own script, without React', async ({ page }) => {
    const scripts = scriptsOf(page);
    // Two days, two hours, a minute and 30 s before the date, in the browser's India time.
    await page.clock.setFixedTime(new Date('2025-03-13T21:58:29+05:30'));
    await page.goto('/comingsoon');
    await expect(page.locator('[data-unit="seconds"]')).toHaveText('30');
    await expect(page.locator('[data-unit="days"]')).toHaveText('02');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-island="countdown"]').getAttribute('data-awake')).toBe('');
    expect(await isHydrated(page, 'countdown')).toBe(false);
    expect(scripts.filter((s) => REACT.includes(s))).toEqual([]);
  });

  test('a member gets the whole app on them, with their own header', async ({ page, request, context }) => {
    const member = await createMember(request);
    await context.addInitScript((token) => localStorage.setItem('authToken', token), member.token);
    await page.goto('/about');
    await expect(page.getByRole('link', { name: en('header.logout') })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
    expect(await page.locator('#root').evaluate((root) => Object.keys(root).some((k) => k.startsWith('__reactContainer')))).toBe(
      true,
    );
  });
});

test.describe('on a slow line at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of ['en', 'ta'] as const) {
    const t = locale === 'en' ? en : ta;
    const prefix = locale === 'en' ? '' : '/ta';

    test(`the menu tapped before the header is hydrated opens once it is, ${locale}`, async ({ page }) => {
      const line = await slowIslands(page);
      await page.goto(`${prefix}/about`);
      const menu = page.getByRole('button', { name: t('header.openMenu') });
      await menu.click();
      await expect.poll(line.held).toBeGreaterThan(0);
      // Its code is still on the way: nothing opened, nothing lost.
      expect(await isHydrated(page, 'site-header')).toBe(false);
      await expect(page.getByRole('button', { name: t('header.closeMenu') })).toHaveCount(0);
      line.release();
      await expect(page.getByRole('button', { name: t('header.closeMenu') })).toBeVisible();
      const nav = page.getByRole('navigation', { name: t('header.mainNav') }).last();
      await expect(nav.getByRole('link', { name: t('nav.pricing') })).toBeVisible();
      await expect(nav.getByRole('link', { name: t('header.register') })).toBeVisible();
      // A link followed from a Tamil page leads to the Tamil address.
      await nav.getByRole('link', { name: t('nav.contactUs') }).click();
      await expect(page).toHaveURL(`${prefix}/contact`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contact.title'));
    });
    test(`a plan's Get Started tapped before the cards are hydrated goes to sign in, saying why, ${locale}`, async ({ page }) => {
      const line = await slowIslands(page);
      await page.goto(`${prefix}/pricing`);
      const gold = page.getByRole('article', { name: t('plans.gold') });
      await gold.getByRole('button', { name: t('pricing.getStarted') }).click();
      await expect.poll(line.held).toBeGreaterThan(0);
      expect(await isHydrated(page, 'pricing-plans')).toBe(false);
      await expect(page).toHaveURL(`${prefix}/pricing`);
      line.release();
      // The sign-in screen (one address in both languages) is a page load away: the reason and
      // the chosen plan go with the history entry.
      await expect(page).toHaveURL('/login');
      await expect(page.locator('.Toastify__toast').filter({ hasText: t('redirect.loginRequired') })).toBeVisible();
      expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({ from: '/pricing?plan=2' });
      // Said once: a reload of the sign-in screen does not say it again.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('login.title'));
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    });
  }

  test('the home search chosen and sent before the banner is hydrated is searched', async ({ page }) => {
    const line = await slowIslands(page);
    await page.goto('/');
    const form = page.getByRole('form', { name: en('home.searchForm') });
    await form.getByLabel('Gender').selectOption('Female');
    await form.getByLabel('Age').selectOption({ label: '60 & above' });
    await form.getByLabel('Religion').selectOption('Hindu');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect.poll(line.held).toBeGreaterThan(0);
    expect(await isHydrated(page, 'home-hero')).toBe(false);
    await expect(page).toHaveURL('/');
    const searched = page.waitForRequest((r) => r.url().endsWith('/api/search'));
    line.release();
    expect((await searched).postDataJSON()).toMatchObject({ gender: 'Female', age: '61 to 70', religion: 'Hindu' });
    await expect(page).toHaveURL(/\/allprofiles\?gender=Female&age=61\+to\+70&religion=Hindu/);
    await expect(page.getByRole('heading', { name: 'Browse Profiles', level: 1 })).toBeVisible();
  });

  test('an enquiry typed and sent before its form is hydrated is sent, with every letter', async ({ page, request }) => {
    const line = await slowIslands(page);
    await page.goto('/contact');
    const name = `Meenakshi ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('meenakshi@example.com');
    await form.getByLabel('Phone').fill('9443012345');
    await form.getByLabel('Message').fill('Do you have profiles from Thanjavur?');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect.poll(line.held).toBeGreaterThan(0);
    expect(await isHydrated(page, 'enquiry-form')).toBe(false);
    line.release();
    await expect(page.locator('.Toastify__toast').filter({ hasText: 'Your enquiry has been sent successfully!' })).toBeVisible();
    const mail = (await readOutbox(request)).find((m) => m.subject.endsWith(`from ${name}`));
    expect(mail?.text).toContain('Do you have profiles from Thanjavur?');
  });
});
