import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { renderWithQueries } from '../../../test/render';
import { authApi } from '../api/auth';
import { ForgotPasswordDialog } from './forgot-password-dialog';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const RESET_SENT =
  'If +91 98765 43210 is a verified mobile number of an account, a code to set a new password is on its way to it by text message. It expires in 10 minutes.';
const sendResetCode = vi.spyOn(authApi, 'sendResetCode');
const resetWithCode = vi.spyOn(authApi, 'resetPasswordWithCode');
const forgotByMail = vi.spyOn(authApi, 'forgotPassword');

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  sendResetCode.mockResolvedValue({ success: true, message: RESET_SENT, resend_after_seconds: 30 });
});
afterEach(() => vi.clearAllMocks());

function renderDialog() {
  const onClose = vi.fn();
  renderWithQueries(<ForgotPasswordDialog open onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { hidden: true }) };
}

describe('Forgot password: by e-mail or by text message', () => {
  it('starts with the e-mail link, as before', async () => {
    forgotByMail.mockResolvedValue({ success: true, message: 'ok' });
    const { dialog, onClose } = renderDialog();
    const byMail = within(dialog).getByRole('radio', { name: 'By e-mail', hidden: true }) as HTMLInputElement;
    expect(byMail.checked).toBe(true);
    expect(dialog.textContent).toContain('Please enter your registered email');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'kavya@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit', hidden: true }));
    expect(forgotByMail).toHaveBeenCalledWith('kavya@example.com');
    expect(notify.success).toHaveBeenCalledWith('Password reset link sent to your email');
    expect(onClose).toHaveBeenCalled();
  });

  it('texts a code, then sets the new password with it, checked as the reset screen checks it', async () => {
    resetWithCode.mockResolvedValue({ success: true, message: 'ok' });
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    const inside = within(dialog);
    await user.click(inside.getByRole('radio', { name: 'By text message', hidden: true }));
    expect(inside.queryByLabelText('Email')).toBeNull();
    const form = inside.getByRole('form', { name: 'Reset password by text message', hidden: true });
    expect(form.textContent).toContain('Please enter the mobile number you verified in your settings.');
    await user.type(inside.getByLabelText('Mobile number'), '09876543210');
    await user.click(inside.getByRole('button', { name: 'Send code', hidden: true }));
    expect(sendResetCode).toHaveBeenCalledWith('9876543210');
    expect((await inside.findByRole('status', { hidden: true })).textContent).toContain(RESET_SENT);

    await user.type(inside.getByLabelText('Password'), 'Kolam-at-dawn-2026');
    await user.type(inside.getByLabelText('Confirm Password'), 'Kolam-at-dawn-2027');
    await user.click(inside.getByRole('button', { name: 'Reset Password', hidden: true }));
    expect(await inside.findByText('Passwords do not match')).toBeTruthy();
    expect(inside.getByText('Please enter the 6-digit code from the text message.')).toBeTruthy();
    expect(resetWithCode).not.toHaveBeenCalled();

    await user.type(inside.getByLabelText('Code from the text message'), '654321');
    await user.clear(inside.getByLabelText('Confirm Password'));
    await user.type(inside.getByLabelText('Confirm Password'), 'Kolam-at-dawn-2026');
    await user.click(inside.getByRole('button', { name: 'Reset Password', hidden: true }));
    await waitFor(() =>
      expect(resetWithCode).toHaveBeenCalledWith({ phone: '9876543210', code: '654321', password: 'Kolam-at-dawn-2026' }),
    );
    expect(notify.success).toHaveBeenCalledWith('Password reset successful! Please login with your new password.');
    expect(onClose).toHaveBeenCalled();
  });

  it('says a wrong code under its field, and a weak password under the password', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    const inside = within(dialog);
    await user.click(inside.getByRole('radio', { name: 'By text message', hidden: true }));
    await user.type(inside.getByLabelText('Mobile number'), '9876543210');
    await user.click(inside.getByRole('button', { name: 'Send code', hidden: true }));
    await user.type(await inside.findByLabelText('Code from the text message'), '111111');
    await user.type(inside.getByLabelText('Password'), 'Kolam-at-dawn-2026');
    await user.type(inside.getByLabelText('Confirm Password'), 'Kolam-at-dawn-2026');

    resetWithCode.mockRejectedValueOnce(new ApiError(400, 'server text', 'sign_in_code_invalid'));
    await user.click(inside.getByRole('button', { name: 'Reset Password', hidden: true }));
    expect(
      await inside.findByText('This code is not right, or it has expired. Please check it, or ask for a new code.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(inside.getByLabelText('Code from the text message'));

    resetWithCode.mockRejectedValueOnce(
      new ApiError(400, 'Please correct the errors', 'invalid_input', undefined, { password: 'Password from the server' }),
    );
    await user.click(inside.getByRole('button', { name: 'Reset Password', hidden: true }));
    expect(await inside.findByText('Password from the server')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks Tamil', async () => {
    await changeLocale('ta');
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const inside = within(dialog);
    await user.click(inside.getByRole('radio', { name: 'குறுஞ்செய்தி மூலம்', hidden: true }));
    expect(inside.getByRole('radio', { name: 'மின்னஞ்சல் மூலம்', hidden: true })).toBeTruthy();
    expect(inside.getByLabelText('கைப்பேசி எண்')).toBeTruthy();
    expect(inside.getByRole('button', { name: 'OTP அனுப்ப', hidden: true })).toBeTruthy();
  });
});
