import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INSTALLABLE_APP } from '@inai/shared';
import { expectAccessible } from './accessibility-helpers';
import { expect, test } from './fixtures';
import { installWorker, keptAddresses, manifestOf, pngSize } from './installable-app-helpers';

// These specs are about the worker itself: the others block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.describe('the installable app, in English', () => {
  test('the page links the English manifest: names, colours, start and icons made for it', async ({ page, request }) => {
    await page.goto('/');
    const manifest = await manifestOf(page, request);
    expect(manifest.url).toBe('/manifest.en.webmanifest');
    expect(manifest.contentType).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.body).toMatchObject({
      name: 'Inai Matrimony',
      short_name: 'Inai',
      lang: 'en',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      background_color: INSTALLABLE_APP.backgroundColour,
    });
    // The installed app's title bar has the colour the site's pages ask the browser for.
    expect(manifest.body.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
    for (const icon of manifest.body.icons) {
      const answer = await request.get(icon.src);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
      const [width, height] = pngSize(await answer.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.body.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['512x512']);
    const touch = await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!);
    expect(pngSize(await touch.body())).toEqual([180, 180]);
  });

  test('the worker registers, and controls the page from the second load on', async ({ page, request }) => {
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration.scope).toBe(new URL('/', page.url()).href);
    expect(registration.script).toBe(new URL('/sw.js', page.url()).href);
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(registration.script);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your Right Match here');
    // The first page's own files are kept for the next visit.
    const kept = await keptAddresses(page);
    const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
    expect(kept).toContain(entry);
    expect(kept).toContain('/offline.html');
    expect(kept).toContain('/icons/icon-512.png');
  });

  test('with the network gone, a page opens as the offline page in English, which tries again until the network is back', async ({
    page,
    context,
    guard,
  }) => {
    // Chrome reports the page's failed requests while the network is cut on the console: the
    // navigation's (made while the worker woke up), and, when the worker answers one with a
    // network error, as net::ERR_FAILED (seen once in a loaded full run).
    guard.allowConsoleError(/navigation preload request failed|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    await installWorker(page);
    await context.setOffline(true);
    await page.goto('/about');
    await expect(page).toHaveTitle('No internet connection | Inai Matrimony');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No internet connection');
    await expect(page.getByText('You seem to be offline. Please check your connection and try again.')).toBeVisible();
    await expect(
      page.getByText("For your family's privacy, members' profiles, photos and messages are never kept"),
    ).toBeVisible();
    // The site's look: its stylesheet (kept by the worker) gives the button the site's maroon.
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toHaveCSS('background-color', 'rgb(123, 30, 58)');
    await expectAccessible(page, 'offline page (English)');

    // Try again asks for the page again; still no network, still the offline page.
    const loaded = page.waitForEvent('load');
    await tryAgain.click();
    await loaded;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No internet connection');
    await expect(page).toHaveURL('/about');
    // When the network returns, the page the member wanted comes by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  });

  test('on a network too slow to answer, the app starts from the page shell the worker kept', async ({ page, context }) => {
    await installWorker(page);
    await expect.poll(() => keptAddresses(page)).toContain('/index.html');
    // Every request of the page now waits 8 s on the network (the worker's own fetches do not).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 8000,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const started = Date.now();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    // After the worker's 4 s of patience, well before the network's answer could arrive.
    expect(Date.now() - started).toBeLessThan(7500);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });

  test("members' data is never answered from the worker's cache: with the network gone, an API call fails", async ({
    page,
    context,
    guard,
  }) => {
    guard.allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
    await installWorker(page);
    // The home page asks the API for its lists, through the worker.
    await expect(page.getByRole('form', { name: 'Search for a partner' }).getByLabel('State').locator('option')).toHaveCount(37);
    expect(await page.evaluate(() => fetch('/api/health').then((r) => r.status))).toBe(200);
    const kept = await keptAddresses(page);
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.filter((address) => /^\/(?:api|media|dev)(?:\/|$)/i.test(address))).toEqual([]);

    await context.setOffline(true);
    const offline = await page.evaluate(
      async (script) => {
        const call = await fetch('/api/health').then(
          (r) => `answered ${r.status}`,
          () => 'failed',
        );
        const appFile = await fetch(script).then((r) => r.status);
        return { call, appFile };
      },
      (await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src'))!,
    );
    expect(offline).toEqual({ call: 'failed', appFile: 200 });
  });

  test('Chromium finds the app installable', async ({ playwright, launchOptions, baseURL }) => {
    // A browser profile of its own: Chromium installs nothing from a private (incognito) window.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'inai-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await installWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(new URL('/manifest.en.webmanifest', page.url()).href);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });
});

test.describe('the installable app, in Tamil', () => {
  // A Tamil-speaking family's browser: the first visit follows its language.
  test.use({ locale: 'ta-IN' });

  test('the Tamil page links the Tamil manifest, with the name the Tamil header shows', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const manifest = await manifestOf(page, request);
    expect(manifest.url).toBe('/manifest.ta.webmanifest');
    expect(manifest.body).toMatchObject({ name: 'Inai திருமணத் தகவல் மையம்', short_name: 'Inai', lang: 'ta', start_url: '/' });
    expect(manifest.body.description).toMatch(/^Inai Matrimony-இல் உங்கள் வாழ்க்கைத் துணையைக் கண்டறியுங்கள்/);

    // Choosing English on the page names the app in English, should the family install it now.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
  });

  test('with the network gone, a Tamil family sees the offline page in Tamil', async ({ page, context, guard }) => {
    guard.allowConsoleError(/navigation preload request failed|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    await installWorker(page);
    await context.setOffline(true);
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page).toHaveTitle('இணைய இணைப்பு இல்லை | Inai Matrimony');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('இணைய இணைப்பு இல்லை');
    await expect(page.getByText('இணைய இணைப்பு இல்லை போலத் தெரிகிறது. இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'மீண்டும் முயற்சிக்கவும்' })).toBeVisible();
    await expect(page.getByText('No internet connection')).toBeHidden();
    await expectAccessible(page, 'offline page (Tamil)');
  });
});

test.describe('the offline page follows the language chosen in the app', () => {
  test('a member who chose Tamil on an English browser sees it in Tamil', async ({ page, context, guard }) => {
    guard.allowConsoleError(/navigation preload request failed|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    await installWorker(page);
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await context.setOffline(true);
    await page.goto('/jathagam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('இணைய இணைப்பு இல்லை');
    await expect(page.getByRole('button', { name: 'மீண்டும் முயற்சிக்கவும்' })).toBeVisible();
  });
});
