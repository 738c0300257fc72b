import type { Page } from '@playwright/test';
import { createMember, expect, test } from './fixtures';
import { expectOwnCase, makeOperator, sendPhoto, upiOrder } from './admin-helpers';
import { memberCall } from './member-helpers';
import { loginInTamil, overflowing } from './language-helpers';

test.use({ locale: 'ta-IN' });

/** Nothing scrolls sideways and no control spills out of its box at 375 px. */
async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);
}

test('in Tamil at 375 px an operator’s own order and photo show their disabled decisions and the reason, within the phone', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const operator = await createMember(request, { name: 'Mobile Operator Sundaravalli Ramakrishnan' });
  await memberCall(request, operator.token, 'updateUser', { locale: 'ta' });
  makeOperator(operator.id);
  await sendPhoto(request, operator, '#3a5577');
  const order = await upiOrder(request, operator.token);

  await loginInTamil(page, operator);
  await expect(page).toHaveURL('/edituserprofile');
  await page.goto('/admin?tab=payments');
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill(order);
  await search.press('Enter');
  await expectOwnCase(
    page.getByTestId('payment-row').filter({ hasText: order }),
    ['கட்டணத்தை உறுதிசெய்ய', 'நிராகரிக்க'],
    'இது உங்கள் சொந்த ஆர்டர்; எனவே இதை நீங்களே உறுதிசெய்யவோ நிராகரிக்கவோ முடியாது. வேறொரு நிர்வாகி செய்ய வேண்டும்.',
  );
  await expectFits(page);

  await page.getByRole('button', { name: 'புகைப்படங்கள்', exact: true }).click();
  await search.fill(operator.email);
  await search.press('Enter');
  await expectOwnCase(
    page.getByTestId('photo-item').filter({ hasText: 'Mobile Operator Sundaravalli Ramakrishnan' }),
    ['ஏற்க', 'நிராகரிக்க'],
    'இது உங்கள் சொந்தப் புகைப்படம்; எனவே இதை நீங்களே ஏற்கவோ நிராகரிக்கவோ முடியாது. வேறொரு நிர்வாகி செய்ய வேண்டும்.',
  );
  await expectFits(page);
});
