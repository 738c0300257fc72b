import { expect, test } from './fixtures';

// The API reference: Swagger UI served by us, under our Content-Security-Policy. The
// fixture fails the test on a console error (a CSP refusal is one) or a request to another host.
test('the API reference at /api/docs shows every group of calls from our own server', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI's bundle is about 1.5 MB of script to parse before it draws: slow beside other tests.
  await expect(page.getByRole('heading', { name: /Inai Matrimony API/ })).toBeVisible({ timeout: 20_000 });
  // Operations appear as their method and path; login is one every client needs.
  const login = page.locator('.opblock').filter({ hasText: '/api/login' }).first();
  await expect(login).toBeVisible();
  await login.locator('.opblock-summary').click();
  await expect(login.getByText('Request body')).toBeVisible();
  // Refusals are documented as one 4XX answer in our error shape.
  await expect(login.getByRole('cell', { name: '4XX', exact: true })).toBeVisible();
  await expect(login.getByText('"code": "string"').first()).toBeVisible();
});
