import { expect, test } from './fixtures';

test('an unknown address answers 404 and shows the 404 page with Go Home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Inai Matrimony');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! The page you're looking for does not exist.");
  await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
});
