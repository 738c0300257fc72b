import type { APIRequestContext } from '@playwright/test';
import { createMember, expect, login, test, toast } from './fixtures';
import { makeOperator } from './admin-helpers';
import { BASIC, memberCall, photoFile } from './member-helpers';

const RESULTS = '/allprofiles?gender=Female&age=18+to+30&religion=Any&state=Manipur&city=Imphal+East';

/** The women a visitor's search finds in Imphal East, with only ID-verified ones or not. */
async function namesFound(request: APIRequestContext, idVerified: boolean) {
  const response = await request.post('/api/search', {
    data: { gender: 'Female', age: '18 to 30', religion: 'Any', state: 'Manipur', city: 'Imphal East', id_verified: idVerified },
  });
  return ((await response.json()) as { data: { name: string }[] }).data.map((c) => c.name).sort();
}

test('a member uploads an ID, an operator approves it, and search shows the badge and the filter finds her', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // Made side by side: each waits for its code by e-mail.
  const [member, plain, operator] = await Promise.all([
    createMember(request, { name: 'Imphal Ibemhal' }),
    createMember(request, { name: 'Imphal Plain' }),
    createMember(request, { name: 'Operator Oviya' }),
  ]);
  await Promise.all(
    [member, plain].map((m) =>
      memberCall(request, m.token, 'updateProfile', { ...BASIC, state: 'Manipur', city: 'Imphal East' }),
    ),
  );
  makeOperator(operator.id);
  await expect.poll(() => namesFound(request, false), { timeout: 10_000 }).toEqual(['Imphal Ibemhal', 'Imphal Plain']);

  // The member: the side menu's link, what we keep, the upload, the pending state.
  await login(page, member);
  await page.getByRole('link', { name: 'Verify my ID' }).click();
  await expect(page).toHaveURL('/verify-id');
  await expect(page.getByRole('heading', { name: 'Verify your ID' })).toBeVisible();
  await expect(page.getByText('We never store your ID number')).toBeVisible();
  await expect(page.getByText('Only our operators see the file.')).toBeVisible();
  await expect(page.getByTestId('id-state')).toHaveText('You have not sent an ID yet.');
  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByText('Please choose the kind of document.')).toBeVisible();
  await page.getByLabel('Document').selectOption({ label: 'PAN card' });
  await page.getByLabel('File', { exact: true }).setInputFiles(await photoFile('pan.jpg', '#225588'));
  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(toast(page, 'Thank you. Our team will check your ID, usually within a day.')).toBeVisible();
  await expect(page.getByTestId('id-state')).toContainText('Your PAN card is being checked');
  await expect(page.getByRole('button', { name: 'Send for checking' })).toHaveCount(0);
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');

  // The operator: the ID checks tab, the file, approval with a reason.
  await login(page, operator);
  await page.goto('/admin?tab=ids');
  await expect(page.getByRole('button', { name: 'ID checks' })).toHaveAttribute('aria-current', 'page');
  const item = page.getByTestId('id-item').filter({ hasText: 'Imphal Ibemhal' });
  await expect(item).toContainText('PAN card');
  await item.getByRole('button', { name: /Imphal Ibemhal/ }).click();
  await expect(item.getByRole('img', { name: 'ID of Imphal Ibemhal' })).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the ID of Imphal Ibemhal' });
  await dialog.getByLabel('Reason (recorded in the audit log)').fill('Name and photo match the profile.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'The ID of Imphal Ibemhal is approved; the file is deleted.')).toBeVisible();
  await expect(page.getByTestId('id-item').filter({ hasText: 'Imphal Ibemhal' })).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Approved' });
  const decided = page.getByTestId('id-item').filter({ hasText: 'Imphal Ibemhal' });
  await decided.getByRole('button', { name: /Imphal Ibemhal/ }).click();
  await expect(decided).toContainText('The file was deleted after the decision.');
  await expect(decided).toContainText('Name and photo match the profile.');

  // A visitor's search: the badge on her card only, and the filter finds only her (kept in the address).
  await expect.poll(() => namesFound(request, true), { timeout: 10_000 }).toEqual(['Imphal Ibemhal']);
  const visitor = await browser.newPage();
  await visitor.goto(RESULTS);
  const card = visitor.getByRole('article', { name: 'Imphal Ibemhal' });
  await expect(card.getByTestId('id-verified-badge')).toHaveText('ID verified');
  await expect(visitor.getByRole('article', { name: 'Imphal Plain' }).getByTestId('id-verified-badge')).toHaveCount(0);
  await visitor.getByLabel('Only ID-verified profiles').check();
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor).toHaveURL(/id_verified=1/);
  await expect(visitor.getByRole('article')).toHaveCount(1);
  await expect(visitor.getByRole('article', { name: 'Imphal Ibemhal' })).toBeVisible();
  const filtered = visitor.url();
  await visitor.close();

  // The same address in Tamil: the filter still on, the badge in Tamil.
  const tamil = await browser.newContext({ locale: 'ta-IN' });
  const tamilPage = await tamil.newPage();
  await tamilPage.goto(filtered);
  await expect(tamilPage.getByLabel('அடையாளம் சரிபார்க்கப்பட்ட சுயவிவரங்கள் மட்டும்')).toBeChecked();
  await expect(tamilPage.getByRole('article')).toHaveCount(1);
  await expect(tamilPage.getByRole('article', { name: 'Imphal Ibemhal' }).getByTestId('id-verified-badge')).toHaveText(
    'சரிபார்த்த அடையாளம்',
  );
  await tamil.close();
});
