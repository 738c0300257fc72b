import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { createMember, expect, login, otpIn, submitLogin, test, toast, waitForMail } from './fixtures';
import { shot } from './screenshots';

/** The candidate's own phone: another browser at 375 px, another client address. */
async function candidatePhone(browser: Browser, baseURL: string): Promise<Page> {
  const [a, b] = randomBytes(2);
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${a}.${b}.91` },
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'block',
  });
  return context.newPage();
}

// The candidate takes over the profile a parent holds (docs/decisions/0075-candidate-takes-over-the-profile.md);
// the Tamil texts are checked by the components' unit tests.
test('the candidate takes over the profile at 375 px, and the parent signs in as a co-manager', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const unique = Math.random().toString(36).slice(2, 8);
  const parent = await createMember(request, { name: `Meena ${unique}` });
  const candidate = { email: `divya.${unique}@example.com`, name: `Divya ${unique}`, password: 'Kolam-at-dawn-77' };
  const auth = { authorization: `Bearer ${parent.token}` };
  const invited = await request.post('/api/family/invite', {
    headers: auth,
    data: { email: candidate.email, relation: 'Candidate' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await waitForMail(request, candidate.email, /\/family\/accept\?t=/);
  const token = /\/family\/accept\?t=([^\s"<>)]+)/.exec(link.text)![1]!;
  const accepted = await request.post('/api/family/accept', {
    data: { token, name: candidate.name, password: candidate.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The parent is signed in on their phone.
  await login(page, parent);

  // The candidate signs in with their own login and asks to take the profile over: the holder is
  // told at once, and the code can be asked for only two days later.
  const phone = await candidatePhone(browser, baseURL!);
  await login(phone, candidate);
  await phone.goto('/settings#family');
  const family = phone.locator('#family');
  await family.getByRole('button', { name: 'Take over this profile' }).click();
  await expect(family.getByRole('status')).toContainText('you can take it over from');
  await expect(family.getByRole('status')).toContainText('(India time)');
  await shot(phone, 'family-handover-en-375-waiting', family);
  await waitForMail(request, parent.email, /Divya .* asked to take over the profile/);

  // The parent agrees and hands it over now, saying who they are to her.
  await page.goto('/settings#family');
  const holderFamily = page.locator('#family');
  await holderFamily.getByRole('button', { name: 'Hand over the profile' }).click();
  await holderFamily.getByLabel('Who you are to them').selectOption('Mother');
  await holderFamily.getByRole('button', { name: 'Send the code' }).click();
  await expect(holderFamily.getByText(`The code is on its way to ${candidate.name}.`, { exact: false })).toBeVisible();

  // The candidate enters the code the parent's hand-over mailed.
  const codeMail = await waitForMail(request, candidate.email, /Take over your profile/);
  await family.getByRole('button', { name: 'I have a code' }).click();
  await family.getByLabel('Code from the e-mail').fill(otpIn(codeMail));
  await shot(phone, 'family-handover-en-375-code', family);
  await family.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(phone, 'You now hold this profile. Everyone else was signed out and signs in again.')).toBeVisible();
  await expect(phone.getByTestId('acting-banner')).toHaveCount(0);
  // The holder's view: the parent is now a co-manager on the list.
  await expect(phone.getByTestId('family-manager')).toContainText(parent.email);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await shot(phone, 'family-handover-en-375-holder', family);

  // The former holder is told once it is done.
  await waitForMail(request, parent.email, /is now the holder of the profile/);

  // The parent's session ended; they sign in as before and act as a co-manager, as her mother.
  await page.goto('/userinterests');
  await expect(page).toHaveURL('/login');
  await submitLogin(page, parent);
  await expect(page).not.toHaveURL('/login');
  await page.goto('/settings#family');
  await expect(page.getByTestId('acting-banner')).toBeVisible();
  await expect(page.getByTestId('family-managed')).toContainText('You are: Mother.');
  await phone.context().close();
});
