import { expectAccessible } from './accessibility-helpers';
import { expect, login, submitLogin, test, toast } from './fixtures';
import {
  askForSignInCode,
  memberWithVerifiedMobile,
  nextCode,
  SIGN_IN_PLACES,
  spaced,
  textsIn,
  textsTo,
} from './mobile-sign-in-helpers';

const PLACE = SIGN_IN_PLACES.desktop;

test.describe('signing in with a texted code', () => {
  test('a member with a verified number signs in with the code; a wrong code says so first', async ({ page, request }) => {
    const t = textsIn('en');
    const member = await memberWithVerifiedMobile(request, PLACE);
    const { form, code } = await askForSignInCode(page, request, member.phone, 'en');
    await expect(form.getByLabel('Mobile number')).toHaveAttribute('inputmode', 'tel');
    const field = form.getByLabel('Code from the text message');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(form.getByText('Did not get the code? Resend OTP in', { exact: false })).toBeVisible();
    await expectAccessible(page, 'the sign-in by code form');

    await field.fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(form.getByText(t('mobile.signInCodeInvalid'))).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill(code);
    await form.getByLabel('Remember me').check();
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL('/edituserprofile');
    // Remember me: the session outlives the tab.
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  });

  test('a number without an account gets the same answer, and the way back to the password form', async ({ page, request }) => {
    const t = textsIn('en');
    const stranger = `7${String(Date.now()).slice(-9)}`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a one-time code' }).click();
    const form = page.getByRole('form', { name: 'Sign in with a one-time code' });
    await form.getByLabel('Mobile number').fill('98765');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByText('Phone number must be 10 digits')).toBeVisible();
    await form.getByLabel('Mobile number').fill(stranger);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('status')).toHaveText(t('mobile.signInCodeSent', { phone: spaced(stranger) }));
    expect(await textsTo(request, stranger)).toBe(0);
    await page.getByRole('button', { name: 'Sign in with e-mail and password' }).click();
    await expect(page.getByRole('form', { name: 'Login form' })).toBeVisible();
  });

  test.describe('in Tamil', () => {
    test.use({ locale: 'ta-IN' });

    test('a member signs in with the code, every text in Tamil', async ({ page, request }) => {
      const t = textsIn('ta');
      const member = await memberWithVerifiedMobile(request, PLACE, 'ta');
      const { form, code } = await askForSignInCode(page, request, member.phone, 'ta');
      await expect(form).toContainText(t('mobileSignIn.intro'));
      const field = form.getByLabel(t('mobileSignIn.code'));
      await field.fill(code === '000000' ? '111111' : '000000');
      await form.getByRole('button', { name: t('login.signIn'), exact: true }).click();
      await expect(form.getByText(t('mobile.signInCodeInvalid'))).toBeVisible();
      await expectAccessible(page, 'the sign-in by code form in Tamil');
      await field.fill(code);
      await form.getByRole('button', { name: t('login.signIn'), exact: true }).click();
      await expect(toast(page, t('auth.loggedIn'))).toBeVisible();
      await expect(page).toHaveURL('/edituserprofile');
    });
  });
});

test.describe('a forgotten password by text message', () => {
  test('the code and a new password; every session ends, and the new password signs in', async ({ page, request }) => {
    const member = await memberWithVerifiedMobile(request, PLACE);
    const password = 'Kolam-at-dawn-2026';
    // A session elsewhere, which the new password must end.
    const elsewhere = await request.post('/api/login', { data: { email: member.email, password: member.password } });
    const { token } = (await elsewhere.json()) as { token: string };
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByRole('radio', { name: 'By text message' }).check();
    const form = dialog.getByRole('form', { name: 'Reset password by text message' });
    const before = await textsTo(request, member.phone);
    await form.getByLabel('Mobile number').fill(member.phone);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('status')).toHaveText(textsIn('en')('mobile.resetCodeSent', { phone: spaced(member.phone) }));
    const code = await nextCode(request, member.phone, before);
    await expectAccessible(page, 'the forgotten-password dialog by text message');

    await form.getByLabel('Code from the text message').fill(code);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm Password', { exact: true }).fill(`${password}!`);
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await form.getByLabel('Confirm Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password reset successful! Please login with your new password.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/login');
    const profile = await request.post('/api/getLoggedInUserProfile', { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(401);

    await submitLogin(page, member);
    await expect(toast(page, 'Invalid credentials')).toBeVisible();
    await login(page, { email: member.email, password });
  });
});
