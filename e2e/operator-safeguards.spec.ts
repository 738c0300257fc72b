import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, expect, login, test, toast } from './fixtures';
import { expectOwnCase, insertReport, makeOperator, sendPhoto, upiOrder } from './admin-helpers';
import { loginInTamil } from './language-helpers';
import { memberCall, photoFile } from './member-helpers';

/** Sends an ID for checking as the member's page does (multipart: the document type and one file). */
async function sendId(request: APIRequestContext, token: string, colour: string) {
  const response = await request.post('/api/id-verification', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { document_type: 'pan', file: await photoFile('pan.jpg', colour) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { latest: { id: number } }).latest.id;
}

/** Searches the console tab on screen (its search box, sent with Enter). */
async function search(page: Page, text: string) {
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

/** Opens a queue item found by its reference. */
async function openQueueItem(page: Page, reference: string) {
  await search(page, reference);
  const item = page.getByTestId('queue-item').filter({ hasText: reference });
  await item.getByRole('button', { name: new RegExp(reference) }).click();
  return item;
}

/** Opens a queue item by its reference and asks to dismiss it with a reason; the dialog stays open. */
async function tryToDismiss(page: Page, reference: string, dismiss: string) {
  await search(page, reference);
  const item = page.getByTestId('queue-item').filter({ hasText: reference });
  await item.getByRole('button', { name: new RegExp(reference) }).click();
  await item.getByRole('button', { name: dismiss, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('Nothing in it');
  await dialog.locator('button[type=submit]').click();
  return { item, dialog };
}

test('on her own cases an operator finds the decisions disabled, the reason beside them; a colleague decides, and the audit log shows who opened the ID', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [reporter, oviya, selvi] = await Promise.all([
    createMember(request, { name: 'Careful Reporter' }),
    createMember(request, { name: 'Operator Oviya Self' }),
    createMember(request, { name: 'Operator Selvi Colleague' }),
  ]);
  makeOperator(oviya.id);
  makeOperator(selvi.id);
  const idNumber = await sendId(request, oviya.token, '#335577');
  await sendPhoto(request, oviya, '#553377');
  const order = await upiOrder(request, oviya.token);
  const reference = insertReport(reporter.id, oviya.id, 'abusive', 'Rude in chat');
  const filed = insertReport(oviya.id, reporter.id, 'asked_for_money', 'Asked me for money');

  // Oviya: a report about her, and one she filed, show their decisions disabled, and why.
  await login(page, oviya);
  await page.goto('/admin');
  await expectOwnCase(
    await openQueueItem(page, reference),
    ['Dismiss', 'Warn by e-mail', 'Suspend'],
    'This report is about you, so you cannot decide it. Another operator must.',
  );
  await expectOwnCase(
    await openQueueItem(page, filed),
    ['Dismiss', 'Warn by e-mail', 'Suspend'],
    'You filed this yourself, so you cannot decide it. Another operator must.',
  );

  // Her own ID: she may look at it, not decide it.
  await page.getByRole('button', { name: 'ID checks' }).click();
  await search(page, oviya.email);
  const own = page.getByTestId('id-item').filter({ hasText: 'Operator Oviya Self' });
  await own.getByRole('button', { name: /Operator Oviya Self/ }).click();
  await expect(own.getByRole('img', { name: 'ID of Operator Oviya Self' })).toBeVisible();
  await expectOwnCase(own, ['Approve', 'Reject'], 'This is your own ID, so you cannot decide it. Another operator must.');

  // Her own UPI order and her own photo.
  await page.getByRole('button', { name: 'Payments', exact: true }).click();
  await search(page, order);
  await expectOwnCase(
    page.getByTestId('payment-row').filter({ hasText: order }),
    ['Confirm payment', 'Reject'],
    'This order is your own, so you cannot confirm or reject it. Another operator must.',
  );
  await page.getByRole('button', { name: 'Photos', exact: true }).click();
  await search(page, oviya.email);
  await expectOwnCase(
    page.getByTestId('photo-item').filter({ hasText: 'Operator Oviya Self' }),
    ['Approve', 'Reject'],
    'This is your own photo, so you cannot approve or reject it. Another operator must.',
  );

  // Selvi, a colleague: the same items, with nothing disabled; the ID and the report are decided.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await login(colleague, selvi);
  await colleague.goto('/admin?tab=ids');
  await search(colleague, oviya.email);
  const theirs = colleague.getByTestId('id-item').filter({ hasText: 'Operator Oviya Self' });
  await theirs.getByRole('button', { name: /Operator Oviya Self/ }).click();
  await expect(theirs.getByRole('img', { name: 'ID of Operator Oviya Self' })).toBeVisible();
  await expect(theirs.getByTestId('own-case')).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Approve' }).click();
  const decide = colleague.getByRole('dialog', { name: 'Approve the ID of Operator Oviya Self' });
  await decide.getByLabel('Reason (recorded in the audit log)').fill('Name and photo match.');
  await decide.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(colleague, 'The ID of Operator Oviya Self is approved; the file is deleted.')).toBeVisible();

  await colleague.getByRole('button', { name: 'Photos', exact: true }).click();
  await search(colleague, oviya.email);
  const photo = colleague.getByTestId('photo-item').filter({ hasText: 'Operator Oviya Self' });
  await expect(photo.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await expect(photo.getByTestId('own-case')).toHaveCount(0);
  await colleague.getByRole('button', { name: 'Payments', exact: true }).click();
  await search(colleague, order);
  const payment = colleague.getByTestId('payment-row').filter({ hasText: order });
  await expect(payment.getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
  await expect(payment.getByTestId('own-case')).toHaveCount(0);

  await colleague.getByRole('button', { name: 'Queue' }).click();
  await tryToDismiss(colleague, reference, 'Dismiss');
  await expect(toast(colleague, `${reference} was dismissed.`)).toBeVisible();

  // The audit log: each opening of the ID, by whom, about whom; a view asks for no reason.
  await colleague.getByRole('button', { name: 'Audit log' }).click();
  // By the ID's reference: every photo shown in the console is logged too, and a search by her
  // name can fill the first page with those.
  await search(colleague, `ID-${idNumber}`);
  const views = colleague.getByTestId('audit-entry').filter({ hasText: 'ID document viewed about Operator Oviya Self' });
  await expect(views).toHaveCount(2);
  await expect(views.filter({ hasText: 'Operator Selvi Colleague' })).toHaveCount(1);
  await expect(colleague.getByTestId('audit-entry').filter({ hasText: 'ID approved about Operator Oviya Self' })).toContainText(
    'Name and photo match.',
  );
  await context.close();
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('the disabled decisions say why in Tamil, and the opened ID is audited', async ({ page, request }) => {
    test.setTimeout(60_000);
    const [reporter, operator] = await Promise.all([
      createMember(request, { name: 'Tamil Reporter Two' }),
      createMember(request, { name: 'Operator Tamil Self' }),
    ]);
    await memberCall(request, operator.token, 'updateUser', { locale: 'ta' });
    makeOperator(operator.id);
    await sendId(request, operator.token, '#557733');
    await sendPhoto(request, operator, '#775533');
    const order = await upiOrder(request, operator.token);
    const reference = insertReport(reporter.id, operator.id, 'fake_profile', 'போலி சுயவிவரம்');

    await loginInTamil(page, operator);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto('/admin');
    await expectOwnCase(
      await openQueueItem(page, reference),
      ['தள்ளுபடி செய்ய', 'மின்னஞ்சலில் எச்சரிக்க', 'இடைநீக்கம் செய்ய'],
      'இந்தப் புகார் உங்களைப் பற்றியது; எனவே இதில் நீங்கள் முடிவு செய்ய முடியாது. வேறொரு நிர்வாகி முடிவு செய்ய வேண்டும்.',
    );

    await page.getByRole('button', { name: 'கட்டணங்கள்', exact: true }).click();
    await search(page, order);
    await expectOwnCase(
      page.getByTestId('payment-row').filter({ hasText: order }),
      ['கட்டணத்தை உறுதிசெய்ய', 'நிராகரிக்க'],
      'இது உங்கள் சொந்த ஆர்டர்; எனவே இதை நீங்களே உறுதிசெய்யவோ நிராகரிக்கவோ முடியாது. வேறொரு நிர்வாகி செய்ய வேண்டும்.',
    );
    await page.getByRole('button', { name: 'புகைப்படங்கள்', exact: true }).click();
    await search(page, operator.email);
    await expectOwnCase(
      page.getByTestId('photo-item').filter({ hasText: 'Operator Tamil Self' }),
      ['ஏற்க', 'நிராகரிக்க'],
      'இது உங்கள் சொந்தப் புகைப்படம்; எனவே இதை நீங்களே ஏற்கவோ நிராகரிக்கவோ முடியாது. வேறொரு நிர்வாகி செய்ய வேண்டும்.',
    );

    // Opening her own ID is allowed, and recorded; deciding it is not.
    await page.goto('/admin?tab=ids');
    await search(page, operator.email);
    const own = page.getByTestId('id-item').filter({ hasText: 'Operator Tamil Self' });
    await own.getByRole('button', { name: /Operator Tamil Self/ }).click();
    await expect(own.locator('img[src^="blob:"]')).toBeVisible();
    await expectOwnCase(
      own,
      ['ஏற்க', 'நிராகரிக்க'],
      'இது உங்கள் சொந்த அடையாள ஆவணம்; எனவே இதில் நீங்கள் முடிவு செய்ய முடியாது. வேறொரு நிர்வாகி முடிவு செய்ய வேண்டும்.',
    );
    await page.goto('/admin?tab=audit');
    await search(page, 'Operator Tamil Self');
    await expect(
      page.getByTestId('audit-entry').filter({ hasText: 'அடையாள ஆவணம் பார்க்கப்பட்டது' }).filter({ hasText: 'Operator Tamil Self' }),
    ).toHaveCount(1);
  });
});
