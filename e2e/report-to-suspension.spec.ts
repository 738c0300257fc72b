import { profileDetailsPath } from '@inai/shared';
import { createMember, expect, login, test, toast } from './fixtures';
import { makeOperator } from './admin-helpers';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

// The whole path of a report, across the member's and the operator's screens: a member reports a
// profile from its details, an operator finds that report in the console and suspends the
// member, the profile leaves a visitor's search, and the reporter sees what became of it.
// The reported member lives in Thoubal (Manipur), a city no other spec uses.
const STATE = 'Manipur';
const CITY = 'Thoubal';

test('a report made on a profile reaches the operator, who suspends the member: the profile leaves search and the reporter sees the outcome', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const suspect = await createMember(request, { name: 'Thoubal Suspect' });
  await memberCall(request, suspect.token, 'updateProfile', { ...BASIC, gender: 'Female', state: STATE, city: CITY });
  const reporter = await createMember(request, { name: 'Careful Kumaran' });
  grantPlan(reporter.id, 'Gold');
  const operator = await createMember(request, { name: 'Operator Selvi' });
  makeOperator(operator.id);

  const visitorSearch = async () => {
    const answer = await request.post('/api/search', {
      data: { gender: 'Female', age: '18 to 30', religion: 'Any', state: STATE, city: CITY },
    });
    return ((await answer.json()) as { total: number }).total;
  };
  await expect.poll(visitorSearch, { timeout: 10_000 }).toBe(1);

  // The member reports her from her details page and is given a reference.
  await login(page, reporter);
  await page.goto(profileDetailsPath(suspect.id));
  await page.getByRole('button', { name: 'Report this profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${suspect.name}` });
  await dialog.getByRole('radio', { name: 'Asked for money' }).check();
  await dialog
    .getByRole('textbox', { name: 'What happened (optional)' })
    .fill('Asked me for ₹15,000 to clear a parcel at customs.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const received = dialog.getByRole('status');
  await expect(received).toContainText('We have received your report. Reference R-');
  const reference = /R-[0-9A-Z]{8}/.exec((await received.textContent()) ?? '')![0];
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The operator finds it in the queue, with the member's own words, and suspends with a reason.
  const operatorPage = await browser.newPage();
  await login(operatorPage, operator);
  await operatorPage.goto('/admin');
  await operatorPage.getByLabel('Reference, name or e-mail').fill(reference);
  await operatorPage.getByRole('button', { name: 'Search', exact: true }).click();
  const item = operatorPage.getByTestId('queue-item').filter({ hasText: reference });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: `Details of ${reference}` }).click();
  await expect(item).toContainText('Asked me for ₹15,000 to clear a parcel at customs.');
  await expect(item).toContainText('Careful Kumaran');
  await item.getByRole('button', { name: 'Suspend' }).click();
  const decision = operatorPage.getByRole('dialog', { name: `Suspend ${suspect.name}` });
  await decision.getByLabel('Reason (recorded in the audit log)').fill('Asked a member for money: reported with details');
  await decision.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(operatorPage, `${suspect.name} was suspended.`)).toBeVisible();

  // Gone from a visitor's search, and the reporter's list says what became of the report.
  await expect.poll(visitorSearch, { timeout: 10_000 }).toBe(0);
  await page.goto('/settings');
  const mine = page.getByRole('region', { name: 'My reports' }).getByRole('listitem').filter({ hasText: reference });
  await expect(mine).toContainText('Closed: the member was suspended');

  // The audit log names who did it and why.
  await operatorPage.getByRole('button', { name: 'Audit log' }).click();
  await expect(operatorPage.getByText('Asked a member for money: reported with details').first()).toBeVisible();
  await operatorPage.close();
});
