import { expect, test } from './fixtures';

// The web fonts come after the first paint, and a page showing prices draws its rupee signs
// with faces of about 1 KB, not with Inter's and Playfair's Latin-extended letters (85 KB and
// 21 KB): docs/decisions/0085-a-face-for-the-rupee-sign.md.

for (const [locale, address] of [
  ['English', '/pricing'],
  ['Tamil', '/ta/pricing'],
] as const) {
  test(`the pricing page draws its rupee signs with the small faces, in ${locale}`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.woff2')) fonts.push(pathname);
    });
    await page.goto(address);
    await expect(page.getByRole('article').first().getByText('₹1,499')).toBeVisible();
    // Both faces of the sign are on the page and drawn: the price in Playfair, the list price in Inter.
    await expect
      .poll(() =>
        page.evaluate(
          () => [...document.fonts].filter((face) => face.unicodeRange === 'U+20B9' && face.status === 'loaded').length,
        ),
      )
      .toBe(2);
    expect(fonts.some((font) => /\/rupee-sans-[\w-]+\.woff2$/.test(font))).toBe(true);
    expect(fonts.some((font) => /\/rupee-serif-[\w-]+\.woff2$/.test(font))).toBe(true);
    expect(fonts.filter((font) => font.includes('latin-ext'))).toEqual([]);
  });
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  // A browser's first page keeps the phone's fonts throughout (no face arrives to lay it out
  // again); the worker keeps the fonts as it installs, and the next page has them from it at once.
  test('the first page keeps the phone’s fonts, the next has the web fonts from the worker', async ({ page }) => {
    const fetchedByPage: string[] = [];
    page.on('requestfinished', (request) => {
      if (!request.serviceWorker() && new URL(request.url()).pathname.endsWith('.woff2')) fetchedByPage.push(request.url());
    });
    await page.goto('/ta/pricing');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    expect(fetchedByPage).toEqual([]);
    // The worker has kept them: Inter's and Playfair's Latin letters, Tamil's two weights and the rupee sign's faces.
    const kept = await page.evaluate(async () => {
      const names: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          if (request.url.includes('.woff2')) names.push(new URL(request.url).pathname.replace(/-[\w-]{8}\.woff2.*$/, ''));
      return names.sort();
    });
    expect(kept).toEqual([
      '/assets/inter-latin-wght-normal',
      '/assets/noto-sans-tamil-tamil-400-normal',
      '/assets/noto-sans-tamil-tamil-700-normal',
      '/assets/playfair-display-latin-wght-normal',
      '/assets/rupee-sans',
      '/assets/rupee-serif',
    ]);

    await page.goto('/ta/pricing');
    await expect(page.getByRole('article').first().getByText('₹1,499')).toBeVisible();
    const loaded = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replaceAll('"', ''))
          .sort(),
      );
    await expect.poll(loaded).toEqual(expect.arrayContaining(['Inter Variable', 'Noto Sans Tamil', 'Playfair Display Variable']));
  });
});
