import { expect, test } from './fixtures';

test('About Us shows the trust points, welcome text, contact lines, address, its numbers and its canonical link', async ({
  page,
  baseURL,
}) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About Us | Inai Matrimony');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  for (const point of ['ID-verified badge', 'Most trusted', 'A yes is the first step']) {
    await expect(page.getByRole('heading', { name: point, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByText(/rapidly becoming one of the leading Tamil matchmaking services/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your journey' })).toHaveAttribute('href', '/pricing');
  const reach = page.locator('address');
  await expect(reach.getByRole('link', { name: '+91 94430 21050' })).toHaveAttribute('href', 'tel:+919443021050');
  await expect(reach.getByRole('link', { name: 'support@inaimatrimony.in' })).toBeVisible();
  await expect(reach).toContainText('Coimbatore');
  await expect(reach).toContainText('Tamilnadu, India');

  // Under the operator's floor (as on the browser tests' server) the counters give way to a
  // sentence; e2e/public-figures.spec.ts shows them counted.
  const counters = page.getByRole('region', { name: 'Our community in numbers' });
  await expect(counters).toHaveText(/^We are still growing, and we will not make numbers up/);
  await expect(counters.locator('dd')).toHaveCount(0);

  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
});

test('the canonical link follows the page (no stale canonical after navigating)', async ({ page, baseURL }) => {
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/contact`);
});
