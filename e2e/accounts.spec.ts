import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formatDateTime } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import {
  createMember,
  expect,
  login,
  newMember,
  otpIn,
  submitLogin,
  submitRegistration,
  test,
  toast,
  typeOtp,
  waitForMail,
  waitForMails,
} from './fixtures';

test.describe('registration and e-mail verification', () => {
  test('a visitor registers, reads the code from the mail, verifies, leaves the mobile for later and lands on /edituserprofile', async ({
    page,
    request,
  }) => {
    const member = newMember();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Create an account now' }).click();
    await expect(page).toHaveURL('/register');

    await submitRegistration(page, member);

    await expect(toast(page, 'Registration successful.')).toBeVisible();
    await expect(page).toHaveURL('/verifyotp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Verification');
    await expect(page.getByText(member.email)).toBeVisible();
    // Registration sent the first code, so the resend countdown is already running.
    await expect(page.getByText(/^Resend OTP in (30|29|28)s$/)).toBeVisible();

    const code = otpIn(await waitForMail(request, member.email));
    await typeOtp(page, code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Valid OTP')).toBeVisible();
    // The mobile number next; it may wait (e2e/mobile-verification.spec.ts verifies it).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your mobile number');
    await page.getByRole('link', { name: 'Verify later' }).click();
    await expect(page).toHaveURL('/edituserprofile');

    // The header now shows the member: Logout, and the profile panel.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    await header.getByRole('button', { name: `Your profile: ${member.name}` }).click();
    const panel = page.getByRole('dialog', { name: 'Your profile' });
    await expect(panel).toContainText(member.name);
    await expect(panel).toContainText(member.email);
    await expect(panel.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/userprofile');
    await expect(panel.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/edituserprofile');

    // The code itself was never kept in the browser; the session lives in this tab only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(code);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), sessionStorage.getItem('authToken') !== null])).toEqual([
      null,
      true,
    ]);
  });

  test('a pasted 6-digit code fills the boxes; a wrong code is refused with its message', async ({ page, request }) => {
    const member = newMember();
    await page.goto('/register');
    await submitRegistration(page, member);
    await expect(page).toHaveURL('/verifyotp');

    const code = otpIn(await waitForMail(request, member.email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const paste = (text: string) =>
      page.getByLabel('Digit 1').evaluate((box, value) => {
        const data = new DataTransfer();
        data.setData('text/plain', value);
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);

    await paste(wrong);
    for (let i = 0; i < 6; i++) await expect(page.getByLabel(`Digit ${i + 1}`)).toHaveValue(wrong[i]!);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Invalid OTP. Please try again.')).toBeVisible();

    await paste(` ${code} `);
    for (let i = 0; i < 6; i++) await expect(page.getByLabel(`Digit ${i + 1}`)).toHaveValue(code[i]!);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Valid OTP')).toBeVisible();
  });

  test('an incomplete code is refused in the browser with the format message', async ({ page, request }) => {
    const member = await createMember(request, { verified: false });
    await page.goto('/login');
    await submitLogin(page, member);
    await expect(page).toHaveURL('/verifyotp');
    await page.getByLabel('Digit 1').fill('1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Invalid OTP format.')).toBeVisible();
  });

  test('resend counts down 30 seconds, then sends a new code that works', async ({ page, request }) => {
    test.setTimeout(75_000);
    const member = newMember();
    await page.goto('/register');
    await submitRegistration(page, member);
    await expect(page).toHaveURL('/verifyotp');
    await waitForMail(request, member.email);

    const countdown = page.getByText(/^Resend OTP in \d+s$/);
    const before = Number((await countdown.textContent())!.match(/\d+/)![0]);
    await expect(countdown).not.toHaveText(`Resend OTP in ${before}s`, { timeout: 2500 });
    await page.getByRole('button', { name: 'Resend OTP' }).click({ timeout: 35_000 });
    await expect(toast(page, 'OTP sent successfully')).toBeVisible();
    await expect(page.getByText(/^Resend OTP in (30|29)s$/)).toBeVisible();

    const [newest] = await waitForMails(request, member.email, 2);
    const second = otpIn(newest!);
    await typeOtp(page, second);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Valid OTP')).toBeVisible();
  });

  test('an early resend is refused by the server, and the screen says why', async ({ page, request }) => {
    // Signed in afresh, this browser has no record of the code sent at registration moments ago.
    const member = await createMember(request, { verified: false });
    await page.goto('/login');
    await submitLogin(page, member);
    await expect(page).toHaveURL('/verifyotp');
    await expect(toast(page, 'Verification required')).toBeVisible();
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(
      page.locator('.Toastify__toast', { hasText: /^Error: Please wait \d+ seconds before requesting a new OTP\.$/ }),
    ).toBeVisible();
  });

  test('the form shows each message of the specification, and a taken address is refused', async ({ page, request }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registration form' });
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Please correct the errors before submitting')).toBeVisible();
    for (const text of [
      'Name is required',
      'Invalid email format',
      'Phone number must be 10 digits',
      'Password must be at least 6 characters',
      'You must agree to the terms of service before creating an account',
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
    await form.getByLabel('Password', { exact: true }).fill('Jasmine-garland-42');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Jasmine-garland-43');
    await form.getByLabel('Name').click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();

    const terms = form.getByRole('link', { name: 'Terms of Service' });
    await expect(terms).toHaveAttribute('href', '/termsconditions');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(form).toContainText('Privacy Policy and default Notification Settings');

    const existing = await createMember(request);
    await form.getByLabel('Name').fill('Someone Else');
    await form.getByLabel('Email').fill(existing.email);
    await form.getByLabel('Phone').fill('9123456780');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Jasmine-garland-42');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'An account with this email already exists. Please log in instead.')).toBeVisible();
    await expect(page).toHaveURL('/register');
  });
});

test.describe('login and logout', () => {
  test('a wrong password is refused; Remember me keeps the session across browser restarts; logout revokes it', async ({
    page,
    request,
    context,
  }) => {
    const member = await createMember(request);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
    const form = page.getByRole('form', { name: 'Login form' });
    await form.getByLabel('Email').fill(member.email);
    await form.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Invalid credentials')).toBeVisible();

    await form.getByLabel('Password', { exact: true }).fill(member.password);
    await form.getByLabel('Remember me').check();
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page).toHaveURL('/edituserprofile');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();

    // A new tab (as after reopening the browser) is still signed in.
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('banner').getByRole('link', { name: 'Logout' })).toBeVisible();
    await other.close();

    await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    const replay = await request.post('/api/getLoggedInUserProfile', { data: { token } });
    expect(replay.status()).toBe(401);
  });

  // Other tabs of the browser share it while one is open: e2e/shared-sign-in.spec.ts.
  test('without Remember me the session stays out of local storage and outlives a reload', async ({ page, request }) => {
    const member = await createMember(request);
    await login(page, member);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logout' })).toBeVisible();
  });

  test('a signed-in member is sent on from Login after 1 s and from Register to /home after 3 s', async ({ page, request }) => {
    const member = await createMember(request);
    await login(page, member);
    await page.goto('/login');
    await expect(page.getByText('You are already logged in. Redirecting...')).toBeVisible();
    await expect(page).toHaveURL('/edituserprofile', { timeout: 3000 });
    await page.goto('/register');
    await expect(page.getByText('Already logged in. Redirecting...')).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(page).toHaveURL('/register');
    await expect(page).toHaveURL('/home', { timeout: 3000 });
  });
});

test.describe('forgotten password', () => {
  test('forgot → mail → reset → sign in with the new password; the link works once', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toContainText('Please enter your registered email');
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Invalid email format')).toBeVisible();
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Password reset link sent to your email')).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(request, member.email, /reset-password\?token=/);
    const link = /(http\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
    const form = page.getByRole('form', { name: 'Reset password form' });
    await form.getByLabel('Password', { exact: true }).fill('New-kolam-pattern-7');
    await form.getByLabel('Confirm Password', { exact: true }).fill('New-kolam-pattern-8');
    await form.getByLabel('Password', { exact: true }).click();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await form.getByLabel('Confirm Password', { exact: true }).fill('New-kolam-pattern-7');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password reset successful! Please login with your new password.')).toBeVisible();
    await expect(page).toHaveURL('/login', { timeout: 5000 });

    await login(page, { email: member.email, password: 'New-kolam-pattern-7' });

    // The old link, tried again once signed out: refused, and back to Login (a signed-in member
    // would be sent on from Login after 1 s, which is another test's subject).
    await page.goto('/logout');
    await expect(page).toHaveURL('/login');
    await page.goto(link);
    const again = page.getByRole('form', { name: 'Reset password form' });
    await again.getByLabel('Password', { exact: true }).fill('Another-kolam-9');
    await again.getByLabel('Confirm Password', { exact: true }).fill('Another-kolam-9');
    await again.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Invalid or expired reset link.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a reset page without a token says the link is invalid and goes to /login', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(toast(page, 'Invalid or expired reset link.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('the sixth request for one address in a day is refused, and the dialog says until when', async ({ page, request }) => {
    const email = `nobody.${randomBytes(4).toString('hex')}@example.com`;
    const retryAt = await reachResetCeiling(request, email);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(
      toast(
        page,
        `Too many password reset requests for this e-mail address in the last 24 hours. Please try again after ${formatDateTime(retryAt, 'en')} (India time).`,
      ),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test.describe('in Tamil', () => {
    test.use({ locale: 'ta-IN' });

    test('the refusal names the time in Tamil', async ({ page, request }) => {
      const member = await createMember(request);
      const retryAt = await reachResetCeiling(request, member.email);
      await page.goto('/login');
      await page.getByRole('button', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' }).click();
      const dialog = page.getByRole('dialog', { name: 'கடவுச்சொல்லை மாற்றுதல்' });
      await dialog.getByRole('textbox').fill(member.email);
      await dialog.locator('button[type=submit]').click();
      const text = translatorFor('ta')('auth.tooManyResetLinks', { retryAt });
      expect(text).toContain(formatDateTime(retryAt, 'ta'));
      await expect(toast(page, text)).toBeVisible();
    });
  });
});

/**
 * Asks for reset links for `email` until its daily ceiling, each from another client address
 * (the per-address limit is not this test's subject), and returns the time the refusal names.
 */
async function reachResetCeiling(request: APIRequestContext, email: string): Promise<string> {
  const from = () => ({ 'x-forwarded-for': `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}` });
  for (let i = 0; i < 5; i++) {
    expect((await request.post('/api/forgot-password', { data: { email }, headers: from() })).status()).toBe(200);
  }
  const refused = await request.post('/api/forgot-password', { data: { email }, headers: from() });
  expect(refused.status()).toBe(429);
  return ((await refused.json()) as { params: { retryAt: string } }).params.retryAt;
}

test.describe('route guards', () => {
  test("a visitor is sent to /login with 'Login required', and returns to the screen after signing in", async ({
    page,
    request,
  }) => {
    await page.goto('/partnerpreferences');
    await expect(page).toHaveURL('/login');
    await expect(toast(page, 'Login required')).toBeVisible();
    await submitLogin(page, await createMember(request));
    await expect(page).toHaveURL('/partnerpreferences');
  });

  test('Matches sends a visitor to /login without a message', async ({ page }) => {
    await page.goto('/matches');
    await expect(page).toHaveURL('/login');
    await page.waitForTimeout(500);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });

  test("an unverified member is sent to /verifyotp with 'Verification required'; /Verifyotp works too", async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { verified: false });
    await page.goto('/login');
    await submitLogin(page, member);
    await expect(page).toHaveURL('/verifyotp');
    await expect(toast(page, 'Verification required')).toBeVisible();
    await page.goto('/userprofile');
    await expect(page).toHaveURL('/verifyotp');
    await page.goto('/Verifyotp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Verification');
  });
});
