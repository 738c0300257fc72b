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
