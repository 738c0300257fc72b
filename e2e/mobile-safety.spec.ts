import { expectAccessible } from './accessibility-helpers';
import { shot } from './screenshots';
import { createMember, expect, login, submitLogin, test, toast } from './fixtures';
import { codeTextedTo } from './mobile-verification-helpers';
import {
  emailStepCode,
  mailSaying,
  memberWhoseNumberMoved,
  notMeLink,
  numberLastProven,
  resetLinkFor,
  verifiedOnUnverifiedAccount,
} from './mobile-safety-helpers';
import {
  askForResetCode,
  askForSignInCode,
  memberWithVerifiedMobile,
  SIGN_IN_PLACES,
  spaced,
  textsIn,
  textsTo,
} from './mobile-sign-in-helpers';

const PLACE = SIGN_IN_PLACES.desktop;

test.describe('a number not proven for 90 days, and "Not you?"', () => {
  test('signs in only with the code mailed to the account as well; the alert’s “Not you?” secures the account', async ({
    page,
    request,
  }) => {
    const t = textsIn('en');
    const member = await memberWithVerifiedMobile(request, PLACE);
    numberLastProven(member.phone, 91);
    const { form, code } = await askForSignInCode(page, request, member.phone, 'en');
    await form.getByLabel('Code from the text message').fill(code);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();

    // The screen says a code went to the account's e-mail (never which address) and asks for it.
    await expect(form.getByRole('status').filter({ hasText: t('mobileSafety.emailStepSignIn') })).toBeVisible();
    await expect(form).not.toContainText(member.email);
    const mailed = form.getByLabel('Code from the e-mail');
    await expect(mailed).toBeFocused();
    await expect(form.getByLabel('Code from the text message')).toHaveCount(0);
    await expect(form.getByText(t('mobileSafety.emailStepHint'))).toBeVisible();
    await shot(page, 'email-step-en');
    await expectAccessible(page, 'the e-mail step of a sign-in by code');
    const emailed = await emailStepCode(request, member.email, 'en');
    await mailed.fill(emailed === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(form.getByText(t('mobileSafety.emailCodeInvalid'))).toBeVisible();
    await mailed.fill(emailed);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL('/edituserprofile');

    // The alert: opening its link changes nothing until the member confirms.
    const alert = await mailSaying(request, member.email, t('mail.signInAlert.ifYou'));
    expect(alert.subject).toBe('New sign-in to your Inai Matrimony account');
    expect(alert.text).toContain('a computer (Windows, Chrome)');
    const link = await notMeLink(request, member.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notMe.heading'));
    await expect(page.getByText(t('notMe.lockPassword'))).toBeVisible();
    await shot(page, 'not-me-ask-en');
    await expectAccessible(page, 'the “Not you?” page');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');

    await page.goto(link);
    await page.getByRole('button', { name: t('notMe.confirm') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notMe.doneHeading'));
    await expect(page.getByRole('status')).toContainText(t('notMe.done'));
    await expect(page.getByText(t('notMe.afterReset'))).toBeVisible();
    await shot(page, 'not-me-done-en');
    // Every session ended, this tab's too; the reset link is on its way; the number signs nobody in.
    await page.getByRole('link', { name: t('notMe.signIn') }).click();
    await expect(page).toHaveURL('/login');
    await submitLogin(page, member);
    await expect(toast(page, 'Invalid credentials')).toBeVisible();
    await mailSaying(request, member.email, t('mail.reset.validity', { minutes: 30 }));
    const before = await textsTo(request, member.phone);
    await request.post('/api/login/mobile-code', { data: { phone: member.phone } });
    await page.waitForTimeout(300);
    expect(await textsTo(request, member.phone)).toBe(before);

    // Once only.
    await page.goto(link);
    await page.getByRole('button', { name: t('notMe.confirm') }).click();
    await expect(page.getByRole('alert')).toContainText(t('notMe.used'));
    await page.goto('/not-me?t=1.1.forged');
    await page.getByRole('button', { name: t('notMe.confirm') }).click();
    await expect(page.getByRole('alert')).toContainText(t('notMe.invalid'));
  });

  test.describe('in Tamil', () => {
    test.use({ locale: 'ta-IN' });

    test('a stale number sets a new password only with the e-mailed code as well', async ({ page, request }) => {
      const t = textsIn('ta');
      const member = await memberWithVerifiedMobile(request, PLACE, 'ta');
      numberLastProven(member.phone, 200);
      const password = 'Malligai-at-dusk-2026';
      const { dialog, form, code } = await askForResetCode(page, request, member.phone, 'ta');
      await form.getByLabel(t('mobileSignIn.code')).fill(code);
      await form.getByLabel(t('field.password'), { exact: true }).fill(password);
      await form.getByLabel(t('field.confirmPassword'), { exact: true }).fill(password);
      await form.getByRole('button', { name: t('resetPassword.submit') }).click();

      // The spinner of the button is a status too, while the answer comes.
      await expect(form.getByRole('status').filter({ hasText: t('mobileSafety.emailStepReset') })).toBeVisible();
      const mailed = form.getByLabel(t('mobileSafety.emailCode'));
      await expect(mailed).toBeFocused();
      await shot(page, 'email-step-reset-ta');
      await expectAccessible(page, 'the e-mail step of a reset by code, in Tamil');
      // Nothing is set yet: the old password still works.
      expect((await request.post('/api/login', { data: { email: member.email, password: member.password } })).status()).toBe(200);
      await form.getByRole('button', { name: t('resetPassword.submit') }).click();
      await expect(form.getByText(t('mobileSafety.emailCodeRequired'))).toBeVisible();
      await mailed.fill(await emailStepCode(request, member.email, 'ta'));
      await form.getByRole('button', { name: t('resetPassword.submit') }).click();
      await expect(toast(page, t('resetPassword.success'))).toBeVisible();
      await expect(dialog).toBeHidden();
      expect((await request.post('/api/login', { data: { email: member.email, password } })).status()).toBe(200);
      await mailSaying(request, member.email, t('mail.resetAlert.heading'));
    });
  });
});

test.describe('the mobile number belongs to whoever holds the verified e-mail', () => {
  test('a reset link that verified the address says the number must be verified again, and waits for the member', async ({
    page,
    request,
  }) => {
    const t = textsIn('en');
    const member = await createMember(request, { verified: false, name: 'Squatted Address' });
    verifiedOnUnverifiedAccount(member.id);
    await page.goto(await resetLinkFor(request, member.email));
    await page.getByLabel('Password', { exact: true }).fill('Owners-own-pass-2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Owners-own-pass-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: t('resetPassword.doneHeading') })).toContainText(
      t('resetPassword.mobileCleared'),
    );
    await shot(page, 'reset-cleared-en');
    await expectAccessible(page, 'a reset that took the number’s verification');
    // It stays until the member goes on.
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL(/\/reset-password/);
    await page.getByRole('link', { name: t('resetPassword.goToSignIn') }).click();
    await expect(page).toHaveURL('/login');
    await login(page, { email: member.email, password: 'Owners-own-pass-2026' });
    await page.goto('/settings');
    await expect(page.getByText('Not verified')).toBeVisible();
  });

  test('an account whose typed number another account verified is told by mail and asked for its own', async ({
    page,
    request,
  }) => {
    const t = textsIn('en');
    const member = await memberWhoseNumberMoved(request, (phone) => codeTextedTo(request, phone));
    const mail = await mailSaying(request, member.email, t('mail.numberMoved.heading'));
    expect(mail.subject).toBe('The mobile number was taken off your Inai Matrimony account');
    await login(page, member);
    await expect(page.getByTestId('what-to-add-next')).toContainText(t('nextSteps.addMobile'));
    await page.goto('/settings');
    const card = page.locator('#mobile');
    await expect(card.getByText(t('mobileSafety.none'), { exact: true })).toBeVisible();
    await expect(card.getByText(t('mobileSafety.noNumberHelp'))).toBeVisible();
    const form = card.getByRole('form', { name: t('mobileSafety.addForm') });
    await shot(page, 'settings-no-number-en', card);
    // Its old number is another account's now: refused, without naming it.
    await form.getByLabel(t('mobileSafety.numberLabel')).fill(member.phone);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByText('This mobile number belongs to another account.', { exact: false })).toBeVisible();
    const own = `8${String(Date.now()).slice(-9)}`;
    await form.getByLabel(t('mobileSafety.numberLabel')).fill(own);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(card.getByRole('status').filter({ hasText: t('mobile.codeSent', { phone: spaced(own) }) })).toBeVisible();
    const code = await codeTextedTo(request, own);
    for (let i = 0; i < 6; i++) await card.getByLabel(`Digit ${i + 1}`).fill(code[i]!);
    await card.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(card.getByTestId('own-mobile-number')).toHaveText(spaced(own));
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  });
});
