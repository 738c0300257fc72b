import { createMember, expect, login, test, toast } from './fixtures';
import { expectSearchTotal, insertReport, makeOperator, searchableWoman } from './admin-helpers';
import { memberCall } from './member-helpers';
import { loginInTamil } from './language-helpers';

test.describe('The operators’ console', () => {
  test('an operator sees a report, suspends the member with a reason, and the profile is gone from a visitor’s search', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const suspect = await searchableWoman(request, 'Kargil Suspect', 'Kargil');
    const reporter = await createMember(request, { name: 'Watchful Reporter' });
    const operator = await createMember(request, { name: 'Operator Oviya' });
    makeOperator(operator.id);
    const reference = insertReport(reporter.id, suspect.id);
    await expectSearchTotal(request, 'Kargil', 1);
    const visitor = await browser.newPage();
    const results = '/allprofiles?gender=Female&age=18+to+30&religion=Any&state=Ladakh&city=Kargil';
    await visitor.goto(results);
    await expect(visitor.getByRole('heading', { name: 'Kargil Suspect' })).toBeVisible();

    // A member who is not an operator finds no console, and no link to it.
    await login(page, reporter);
    await expect(page.getByTestId('menu-admin')).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: "Oops! The page you're looking for does not exist." })).toBeVisible();
    await page.goto('/logout');
    await expect(page).toHaveURL('/login'); // signed out before signing in again

    await login(page, operator);
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: 'Operators’ console' })).toBeVisible();
    await page.getByLabel('Reference, name or e-mail').fill('Kargil Suspect');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const item = page.getByTestId('queue-item').filter({ hasText: reference });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Asked for money');
    await item.getByRole('button', { name: `Details of ${reference}` }).click();
    await expect(item).toContainText('Asked me to send money');
    await expect(item).toContainText('Watchful Reporter');
    await expect(item).toContainText('1 filed, 0 dismissed');

    const suspend = item.getByRole('button', { name: 'Suspend' });
    await suspend.click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Kargil Suspect' });
    await expect(dialog).toBeVisible();
    const reason = dialog.getByLabel('Reason (recorded in the audit log)');
    await expect(reason).toBeFocused();
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByText('Please give a reason: it is recorded in the audit log.')).toBeVisible();
    await reason.fill('Asked two members for money for a visa');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(toast(page, 'Kargil Suspect was suspended.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Decided: it leaves the open queue.
    await expect(page.getByTestId('queue-item').filter({ hasText: reference })).toHaveCount(0);

    // Gone from a visitor's search, and refused at login with what to do next.
    await expectSearchTotal(request, 'Kargil', 0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Kargil Suspect' })).toHaveCount(0);
    await visitor.goto('/login');
    const form = visitor.getByRole('form', { name: 'Login form' });
    await form.getByLabel('Email').fill(suspect.email);
    await form.getByLabel('Password', { exact: true }).fill(suspect.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(visitor.getByText(/Your account has been suspended/).first()).toBeVisible();
    await visitor.close();

    // The audit log says who, what and why.
    await page.getByRole('button', { name: 'Audit log' }).click();
    const entry = page.getByTestId('audit-entry').filter({ hasText: reference });
    await expect(entry).toContainText('Member suspended about Kargil Suspect');
    await expect(entry).toContainText('Operator Oviya');
    await expect(entry).toContainText('Asked two members for money for a visa');

    // Reinstating from the members tab brings the profile back.
    await page.getByRole('button', { name: 'Members' }).click();
    await page.getByLabel('Name, e-mail, phone or member id').fill(suspect.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId('member-row').filter({ hasText: 'Kargil Suspect' });
    await expect(row).toContainText('Asked two members for money for a visa');
    const reinstate = row.getByRole('button', { name: 'Reinstate' });
    await reinstate.click();
    const back = page.getByRole('dialog', { name: 'Reinstate Kargil Suspect' });
    await back.getByLabel('Reason (recorded in the audit log)').fill('Appeal accepted');
    await back.getByRole('button', { name: 'Reinstate' }).click();
    await expect(toast(page, 'Kargil Suspect was reinstated.')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await expectSearchTotal(request, 'Kargil', 1);

    // The search is in the audit log: where, for what kind of term, a masked term, never the address;
    // the address itself finds it there again.
    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByLabel('Action, reason, reference, name or a term searched').fill(suspect.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByTestId('audit-entry').filter({ hasText: 'In Members, by e-mail address: 1 found' });
    await expect(search).toHaveCount(1);
    await expect(search).toContainText(`Console search · ${suspect.email[0]}…@e….com`);
    await expect(search).toContainText('Operator Oviya');
    await expect(page.getByText(suspect.email)).toHaveCount(0);
  });
});

test.describe('The operators’ console in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('an operator reads the queue in Tamil and suspends from it', async ({ page, request }) => {
    test.setTimeout(60_000);
    const suspect = await searchableWoman(request, 'Leh Suspect', 'Leh');
    const reporter = await createMember(request, { name: 'Tamil Reporter' });
    const operator = await createMember(request, { name: 'Operator Tamil' });
    await memberCall(request, operator.token, 'updateUser', { locale: 'ta' });
    makeOperator(operator.id);
    const reference = insertReport(reporter.id, suspect.id, 'fake_profile', 'போலிப் புகைப்படங்கள்');
    await expectSearchTotal(request, 'Leh', 1);

    await loginInTamil(page, operator);
    await expect(page).toHaveURL('/edituserprofile');
    await page.getByRole('link', { name: 'நிர்வாகம்' }).click();
    await expect(page.getByRole('heading', { name: 'நிர்வாகிகள் பணியிடம்' })).toBeVisible();
    await page.getByLabel('குறிப்பு எண், பெயர் அல்லது மின்னஞ்சல்').fill(reference);
    await page.getByRole('button', { name: 'தேடவும்', exact: true }).click();
    const item = page.getByTestId('queue-item').filter({ hasText: reference });
    await expect(item).toContainText('போலிச் சுயவிவரம்');
    await item.getByRole('button', { name: `${reference} விவரங்கள்` }).click();
    await expect(item).toContainText('போலிப் புகைப்படங்கள்');
    await item.getByRole('button', { name: 'இடைநீக்கம் செய்ய' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leh Suspect அவர்களை இடைநீக்கம் செய்ய' });
    await dialog.getByLabel('காரணம் (தணிக்கைப் பதிவில் சேமிக்கப்படும்)').fill('போலிச் சுயவிவரம் உறுதியானது');
    await dialog.getByRole('button', { name: 'இடைநீக்கம் செய்ய' }).click();
    await expect(toast(page, 'Leh Suspect இடைநீக்கம் செய்யப்பட்டார்.')).toBeVisible();
    await expectSearchTotal(request, 'Leh', 0);
    await page.getByRole('button', { name: 'தணிக்கைப் பதிவு' }).click();
    await expect(page.getByTestId('audit-entry').filter({ hasText: reference })).toContainText('உறுப்பினர் இடைநீக்கம் செய்யப்பட்டார்');
  });
});
