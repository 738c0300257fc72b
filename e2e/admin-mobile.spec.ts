import { createMember, expect, test, toast } from './fixtures';
import { insertReport, makeOperator } from './admin-helpers';
import { memberCall } from './member-helpers';
import { loginInTamil, overflowing } from './language-helpers';

test.use({ locale: 'ta-IN' });

test('in Tamil at 375 px the console fits the phone and a dismissal works from the keyboard', async ({ page, request }) => {
  test.setTimeout(60_000);
  const reported = await createMember(request, { name: 'Lakshmi Narayanan Venkataraman' });
  const reporter = await createMember(request, { name: 'Mobile Reporter' });
  const operator = await createMember(request, { name: 'Mobile Operator' });
  await memberCall(request, operator.token, 'updateUser', { locale: 'ta' });
  makeOperator(operator.id);
  const reference = insertReport(reporter.id, reported.id, 'wrong_photos', 'இந்தப் புகைப்படங்கள் வேறொருவருடையவை என்று தோன்றுகிறது');

  await loginInTamil(page, operator);
  await expect(page).toHaveURL('/edituserprofile');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'நிர்வாகிகள் பணியிடம்' })).toBeVisible();
  await page.getByLabel('குறிப்பு எண், பெயர் அல்லது மின்னஞ்சல்').fill(reference);
  await page.getByLabel('குறிப்பு எண், பெயர் அல்லது மின்னஞ்சல்').press('Enter');
  const item = page.getByTestId('queue-item').filter({ hasText: reference });
  const open = item.getByRole('button', { name: `${reference} விவரங்கள்` });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(item).toContainText('தவறான புகைப்படங்கள்');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);

  // The dialog takes the focus, Escape gives it back to the button that opened it.
  const dismiss = item.getByRole('button', { name: 'தள்ளுபடி செய்ய' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${reference}-ஐத் தள்ளுபடி செய்ய` });
  const reason = dialog.getByLabel('காரணம் (தணிக்கைப் பதிவில் சேமிக்கப்படும்)');
  await expect(reason).toBeFocused();
  expect(await overflowing(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(dismiss).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await page.keyboard.type('புகைப்படங்கள் அவருடையவையே');
  await dialog.getByRole('button', { name: 'தள்ளுபடி செய்ய' }).click();
  await expect(toast(page, `${reference} தள்ளுபடி செய்யப்பட்டது.`)).toBeVisible();

  for (const tab of ['உறுப்பினர்கள்', 'அடையாளச் சரிபார்ப்பு', 'தணிக்கைப் பதிவு']) {
    await page.getByRole('button', { name: tab }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await overflowing(page)).toEqual([]);
  }
  await expect(page.getByTestId('audit-entry').filter({ hasText: reference })).toContainText('புகார் தள்ளுபடி');

  // A search for a member is in the log too, and its line fits the phone.
  await page.getByRole('button', { name: 'உறுப்பினர்கள்' }).click();
  await page.getByLabel('பெயர், மின்னஞ்சல், கைப்பேசி எண் அல்லது உறுப்பினர் எண்').fill(reported.email);
  await page.getByRole('button', { name: 'தேடவும்', exact: true }).click();
  await expect(page.getByTestId('member-row').filter({ hasText: reported.name })).toBeVisible();
  await page.getByRole('button', { name: 'தணிக்கைப் பதிவு' }).click();
  await page.getByLabel('செயல், காரணம், குறிப்பு எண், பெயர் அல்லது தேடிய சொல்').fill(reported.email);
  await page.getByRole('button', { name: 'தேடவும்', exact: true }).click();
  // Until the search's answer lands, the whole log shows, with other operators' searches in it.
  const search = page
    .getByTestId('audit-entry')
    .filter({ hasText: 'உறுப்பினர்கள் பகுதியில், மின்னஞ்சல் முகவரி கொண்டு: 1 கிடைத்தது' })
    .filter({ hasText: operator.name });
  await expect(search).toHaveCount(1);
  await expect(search).toContainText('பணியிடத்தில் தேடல்');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);
});
