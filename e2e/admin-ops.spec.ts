import type { APIRequestContext } from '@playwright/test';
import { createMember, expect, login, test, toast } from './fixtures';
import { makeOperator } from './admin-helpers';
import { latinLeftOnControls, loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';

/** A member's UPI QR order for Silver (₹1,499), made as the purchase panel makes it; its reference and id. */
async function upiOrder(request: APIRequestContext, token: string) {
  const response = await request.post('/api/payment/initiate', {
    data: { amount: 149_900, method: 'upi' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { orderId: string; reference: string };
}

test.describe('The console’s payments and enquiries', () => {
  test('an operator confirms a UPI order, the member’s plan is active, and an enquiry from /contact is marked handled', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const buyer = await createMember(request, { name: 'Kamjong Buyer' });
    const operator = await createMember(request, { name: 'Operator Ops' });
    makeOperator(operator.id);
    const order = await upiOrder(request, buyer.token);

    // A visitor's enquiry, sent from the Contact Us page.
    const asker = `Kangpokpi Asker ${Date.now()}`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByLabel('Name').fill(asker);
    await form.getByLabel('Email').fill('asker@example.com');
    await form.getByLabel('Phone').fill('9443012345');
    await form.getByLabel('Message').fill('Is there a plan for three months?');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(toast(page, 'Your enquiry has been sent successfully!')).toBeVisible();

    await login(page, operator);
    await page.goto('/admin?tab=payments');
    await expect(page.getByRole('button', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Order id, reference, member name or e-mail').fill(order.reference);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId('payment-row').filter({ hasText: order.reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('UPI QR');
    await expect(row).toContainText('Kamjong Buyer');
    await expect(row).toContainText('₹1,499');

    await row.getByRole('button', { name: 'Confirm payment' }).click();
    const dialog = page.getByRole('dialog', { name: `Confirm UPI payment ${order.reference}` });
    await expect(dialog).toContainText(`Confirm only after you have seen ₹1,499 arrive with the note ${order.reference}.`);
    await expect(dialog.getByLabel('Reason (recorded in the audit log)')).toBeFocused();
    await dialog.getByLabel('Amount received in rupees (only if different)').fill('abc');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(dialog.getByText('Please give a reason: it is recorded in the audit log.')).toBeVisible();
    await expect(dialog.getByText('Enter the amount received in rupees, for example 4999 or 4999.50.')).toBeVisible();
    await dialog.getByLabel('Amount received in rupees (only if different)').fill('');
    await dialog.getByLabel('Reason (recorded in the audit log)').fill('Credit seen in the bank statement');
    await dialog.getByLabel('Bank reference (UTR, optional)').fill('412345678901');
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(toast(page, `Order ${order.reference} is confirmed and its plan has started.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Completed');
    await expect(row).toContainText('412345678901');
    await expect(row.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);

    // The enquiry: listed until it is marked handled, with a reply link.
    await page.getByRole('button', { name: 'Enquiries' }).click();
    await page.getByLabel('Name, e-mail, phone or message').fill(asker);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const enquiry = page.getByTestId('enquiry-row').filter({ hasText: asker });
    await expect(enquiry).toContainText('Is there a plan for three months?');
    await expect(enquiry.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:asker@example\.com\?subject=/,
    );
    await enquiry.getByRole('button', { name: 'Mark handled' }).click();
    const handled = page.getByRole('dialog', { name: /^Mark enquiry \d+ handled$/ });
    await handled.getByLabel('Reason (recorded in the audit log)').fill('Answered by e-mail');
    await handled.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.locator('.Toastify__toast').filter({ hasText: /^Enquiry \d+ is marked handled\.$/ })).toBeVisible();
    await expect(enquiry).toHaveCount(0);
    await page.getByLabel('Show').selectOption('1');
    await expect(enquiry).toContainText('by Operator Ops');

    await page.getByRole('button', { name: 'Audit log' }).click();
    await expect(page.getByTestId('audit-entry').filter({ hasText: order.reference })).toContainText('UPI payment confirmed');

    // The member's plan shows as active.
    await page.goto('/logout');
    await expect(page).toHaveURL('/login');
    await login(page, buyer);
    await page.goto('/userplan');
    await expect(page.getByRole('region', { name: 'Current plan' }).getByText('Silver', { exact: true })).toBeVisible();
  });
});

test.describe('The console’s payments and enquiries in Tamil, on a phone', () => {
  test.use({ locale: 'ta-IN', viewport: { width: 375, height: 800 } });

  test('an operator rejects a UPI order and reads the enquiries in Tamil, without sideways scrolling', async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000);
    const buyer = await createMember(request, { name: 'Kangpokpi Buyer' });
    const operator = await createMember(request, { name: 'Operator Tamil Ops' });
    await memberCall(request, operator.token, 'updateUser', { locale: 'ta' });
    makeOperator(operator.id);
    const order = await upiOrder(request, buyer.token);

    await loginInTamil(page, operator);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto('/admin?tab=payments');
    await page.getByLabel('ஆர்டர் எண், குறிப்பு எண், உறுப்பினர் பெயர் அல்லது மின்னஞ்சல்').fill(order.reference);
    await page.getByRole('button', { name: 'தேடவும்', exact: true }).click();
    const row = page.getByTestId('payment-row').filter({ hasText: order.reference });
    await expect(row).toContainText('நிலுவையில்');
    await expect(row).toContainText('₹1,499');
    expect(await latinLeftOnControls(page, ['Kangpokpi Buyer', 'Operator Tamil Ops', 'UPI', 'QR'])).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await overflowing(page)).toEqual([]);

    await row.getByRole('button', { name: 'நிராகரிக்க' }).click();
    const dialog = page.getByRole('dialog', { name: `UPI கட்டணம் ${order.reference}-ஐ நிராகரிக்க` });
    await dialog.getByLabel('காரணம் (தணிக்கைப் பதிவில் சேமிக்கப்படும்)').fill('இரண்டு நாளாகியும் பணம் வரவில்லை');
    await dialog.getByRole('button', { name: 'நிராகரிக்க' }).click();
    await expect(toast(page, `ஆர்டர் ${order.reference} நிராகரிக்கப்பட்டது.`)).toBeVisible();
    await expect(row).toContainText('தோல்வி');

    await page.getByRole('button', { name: 'விசாரணைகள்' }).click();
    await expect(page.getByLabel('எந்த விசாரணைகள்')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
