import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_HOME } from '@inai/shared';
import { ApiError } from '../../../lib/api-client';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearSession, getToken } from '../../../lib/session/token-store';
import { testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { authApi } from '../api/auth';
import LoginPage from './login-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const CODE_SENT =
  'If +91 98765 43210 is a verified mobile number of an account, a code to sign in is on its way to it by text message. It expires in 10 minutes.';
const sendCode = vi.spyOn(authApi, 'sendSignInCode');
const loginWithCode = vi.spyOn(authApi, 'loginWithCode');
const loginWithEmailCode = vi.spyOn(authApi, 'loginWithEmailCode');

beforeEach(() => {
  sendCode.mockResolvedValue({ success: true, message: CODE_SENT, resend_after_seconds: 30 });
});

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  vi.clearAllMocks();
});

function renderLogin() {
  renderWithQueries(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path={MEMBER_HOME} element={<p>Member home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function askForCode(user = userEvent.setup(), number = '+91 98765 43210') {
  renderLogin();
  await user.click(screen.getByRole('button', { name: 'Sign in with a one-time code' }));
  const form = screen.getByRole('form', { name: 'Sign in with a one-time code' });
  await user.type(screen.getByLabelText('Mobile number'), number);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return form;
}

describe('Login: signing in with a texted code', () => {
  it('asks for ten digits, reads +91 and spaces away, and shows what the server said', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with a one-time code' }));
    const phone = screen.getByLabelText('Mobile number');
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(screen.getByText('10 digits, for example 98765 43210')).toBeTruthy();

    await user.type(phone, '98765');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Phone number must be 10 digits')).toBeTruthy();
    expect(sendCode).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith('9876543210');
    expect((await screen.findByRole('status')).textContent).toContain(CODE_SENT);
    expect(phone.hasAttribute('readonly')).toBe(true);
    const code = screen.getByLabelText('Code from the text message');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText('Resend OTP in 30s')).toBeTruthy();
  });

  it('lands as a password sign-in does: the session kept where Remember me says, the notice, then the member home', async () => {
    loginWithCode.mockResolvedValue({ success: true, message: 'Login successful', token: 'code-token', user: testMember() });
    const user = userEvent.setup();
    await askForCode(user);
    await user.type(await screen.findByLabelText('Code from the text message'), '12 34 56');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(loginWithCode).toHaveBeenCalledWith({ phone: '9876543210', code: '123456', remember: true });
    expect(getToken()).toBe('code-token');
    expect(localStorage.getItem('authToken')).toBe('code-token');
    expect(notify.success).toHaveBeenCalledWith('Login successful');
    expect(await screen.findByText('Member home', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('welcomes back a member whose sign-in cancelled the deletion of the account', async () => {
    loginWithCode.mockResolvedValue({
      success: true,
      message: 'Login successful',
      token: 'code-token',
      user: testMember(),
      deletion_cancelled: true,
    });
    const user = userEvent.setup();
    await askForCode(user);
    await user.type(await screen.findByLabelText('Code from the text message'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(sessionStorage.getItem('authToken')).toBe('code-token');
    expect(vi.mocked(notify.success).mock.calls[0]![0]).toMatch(/^Welcome back\./);
  });

  it('says a short or wrong code under the field, and other refusals in a notice', async () => {
    const user = userEvent.setup();
    await askForCode(user);
    const code = await screen.findByLabelText('Code from the text message');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter the 6-digit code from the text message.')).toBeTruthy();
    expect(loginWithCode).not.toHaveBeenCalled();

    loginWithCode.mockRejectedValueOnce(new ApiError(400, 'server text', 'sign_in_code_invalid'));
    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('This code is not right, or it has expired. Please check it, or ask for a new code.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(getToken()).toBeNull();

    loginWithCode.mockRejectedValueOnce(new ApiError(403, 'server text', 'account_suspended'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(vi.mocked(notify.error).mock.calls[0]![0]).not.toBe('server text');
  });

  it('asks a number not proven lately for the code mailed to the account, then lands; Start again goes back', async () => {
    const STEP = 'The code from the text message is right. The server says a code was mailed as well.';
    loginWithCode.mockResolvedValue({ success: true, message: STEP, email_code_required: true, step_token: 'step-1' });
    loginWithEmailCode.mockRejectedValueOnce(new ApiError(400, 'server text', 'email_step_invalid'));
    loginWithEmailCode.mockResolvedValueOnce({
      success: true,
      message: 'Login successful',
      token: 'mail-token',
      user: testMember(),
    });
    const user = userEvent.setup();
    await askForCode(user);
    await user.type(await screen.findByLabelText('Code from the text message'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The server's message takes the place of the texted code's; the field now asks for the mail's.
    expect((await screen.findByRole('status')).textContent).toBe(STEP);
    const mailed = screen.getByLabelText('Code from the e-mail');
    expect(screen.queryByLabelText('Code from the text message')).toBeNull();
    expect(document.activeElement).toBe(mailed);
    expect((mailed as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/Not in your inbox\? Look in the spam folder\./)).toBeTruthy();
    expect(getToken()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter the 6-digit code from the e-mail.')).toBeTruthy();
    await user.type(mailed, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('This code is not right. Please check the code in the e-mail and try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(loginWithEmailCode).toHaveBeenLastCalledWith({ step_token: 'step-1', code: '654321', remember: false });
    expect(await screen.findByText('Member home', {}, { timeout: 3000 })).toBeTruthy();
    expect(getToken()).toBe('mail-token');
  });

  it('starts again from a new texted code when the e-mail step is spent', async () => {
    loginWithCode.mockResolvedValue({ success: true, message: 'Mailed.', email_code_required: true, step_token: 'step-1' });
    loginWithEmailCode.mockRejectedValueOnce(new ApiError(400, 'server text', 'email_step_expired'));
    const user = userEvent.setup();
    await askForCode(user);
    await user.type(await screen.findByLabelText('Code from the text message'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('Code from the e-mail'), '111111');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('This code has expired or has been used up. Please start again with a new code by text message.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    const phone = screen.getByLabelText('Mobile number');
    expect(phone.hasAttribute('readonly')).toBe(false);
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Code from the text message')).toBeTruthy();
  });

  it('offers a new code after 30 seconds, and another number at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await askForCode(user);
    expect(await screen.findByText('Resend OTP in 30s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByText(/^Resend OTP in 2\ds$/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(sendCode).toHaveBeenLastCalledWith('9876543210');

    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    const phone = screen.getByLabelText('Mobile number');
    expect(phone.hasAttribute('readonly')).toBe(false);
    expect(document.activeElement).toBe(phone);
    expect(screen.queryByLabelText('Code from the text message')).toBeNull();
  });

  it('lets a code asked for moments ago be entered, with the wait the server gave', async () => {
    sendCode.mockRejectedValueOnce(new ApiError(429, 'server text', 'otp_cooldown', { seconds: 12 }));
    await askForCode();
    expect((await screen.findByRole('status')).textContent).toContain('Please wait 12 seconds before requesting a new OTP.');
    expect(screen.getByLabelText('Code from the text message')).toBeTruthy();
    expect(screen.getByText('Resend OTP in 12s')).toBeTruthy();
  });

  it('goes back to the password form', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with a one-time code' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with e-mail and password' }));
    expect(screen.getByRole('form', { name: 'Login form' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign in with a one-time code' })).toBeNull();
  });

  it('speaks Tamil', async () => {
    await changeLocale('ta');
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'OTP மூலம் உள்நுழைய' }));
    expect(screen.getByRole('form', { name: 'OTP மூலம் உள்நுழைவு' })).toBeTruthy();
    expect(screen.getByLabelText('கைப்பேசி எண்')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OTP அனுப்ப' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'மின்னஞ்சல், கடவுச்சொல் மூலம் உள்நுழைய' })).toBeTruthy();
  });
});
