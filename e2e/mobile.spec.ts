import { createMember, expect, login, test } from './fixtures';

const PAGES = ['/', '/about', '/contact', '/privacypolicy', '/termsconditions', '/refundpolicy', '/comingsoon', '/no-such-page'];

for (const path of PAGES) {
  test(`${path} fits a 375-px-wide phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.view).toBe(375);
    expect(widths.doc).toBeLessThanOrEqual(375);
  });
}

test('on a phone the main navigation opens from the menu button and closes after choosing a page', async ({ page }) => {
  await page.goto('/');
  const openButton = page.getByRole('button', { name: 'Open menu' });
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await openButton.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Profiles', 'Pricing', 'About Us', 'Matches', 'Contact Us']);
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('on a phone the home search form is usable and shows its messages', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Search for a partner' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Gender Required')).toBeInViewport();
  await form.getByLabel('State').selectOption('Tamil Nadu');
  await expect(form.getByLabel('City')).toBeEnabled();
});

test('the member screens fit a phone: side menu as a scrolling row, forms in one column', async ({ page, request }) => {
  const member = await createMember(request);
  await login(page, member);
  for (const path of ['/edituserprofile', '/partnerpreferences', '/userprofile', '/userhoroscope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Member menu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});
