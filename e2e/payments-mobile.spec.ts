import type { Page } from '@playwright/test';
import { createMember, expect, test } from './fixtures';
import { loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

test.use({ locale: 'ta-IN' });

async function fitsThePhone(page: Page, what: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${what}: controls wider than their box`).toEqual([]);
}

test('in Tamil at 375 px the plans, the purchase panel and the payment pages fit the phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  // A visitor's view first: three cards, one under another.
  await page.goto('/ta/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('உங்கள் தேடலுக்கேற்ற திட்டத்தைத் தேர்ந்தெடுங்கள்');
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
  await fitsThePhone(page, '/pricing');

  // A Silver member: 'Selected Plan' with its reason, and the upgrade offer (the panel's longest state).
  const member = await createMember(request);
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  grantPlan(member.id, 'Silver');
  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');
  await page.goto('/ta/pricing');
  await expect(page.getByRole('article', { name: 'சில்வர்' }).getByRole('button', { name: 'தேர்ந்தெடுத்த திட்டம்' })).toBeDisabled();
  await fitsThePhone(page, '/pricing as a Silver member');
  await page.getByRole('article', { name: 'பிளாட்டினம்' }).getByRole('button', { name: 'தொடங்குங்கள்' }).click();
  const panel = page.getByRole('dialog', { name: 'உங்கள் ஆர்டர்' });
  await expect(panel.getByText('மேம்படுத்தல் சலுகை')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'செலுத்தவும்' })).toBeInViewport();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await fitsThePhone(page, 'the purchase panel');
  // The same or a lower plan: the refusal with the plan's price and end.
  await panel.getByRole('button', { name: 'மூடவும்' }).click();
  await page.goto('/PaymentPage?plan=1');
  await expect(page.getByText('உங்களிடம் ஏற்கெனவே நடைமுறையில் உள்ள திட்டம் உள்ளது')).toBeVisible();
  await fitsThePhone(page, '/PaymentPage');

  for (const path of ['/userplan', '/payment-status', '/payment-cancel']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await fitsThePhone(page, path);
  }
});
