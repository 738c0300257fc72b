import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { useMe, useMeFreshOnReturn } from '../../../lib/api/me';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { MobileNumberCard } from './mobile-number-card';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** The card as Settings shows it: for the member useMe() holds, so a verification shows at once. */
function Card() {
  const { user } = useMe();
  useMeFreshOnReturn();
  return user ? <MobileNumberCard user={user} /> : null;
}

/** A fetch for the mobile calls: 9000000001 is another account's, and the code is 123456. */
function stubServer(member: PublicUser) {
  let pending: string | null = null;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { phone?: string; code?: string };
    const sent = (phone: string) =>
      Response.json({ success: true, message: `Code sent to ${phone}.`, delivery: 'sent', resend_after_seconds: 30 });
    if (url === '/api/mobile/send-code') return sent(member.phone);
    if (url === '/api/mobile/change') {
      if (body.phone === member.phone)
        return Response.json(
          { success: false, code: 'mobile_same_number', message: 'This is already your mobile number.' },
          { status: 409 },
        );
      if (body.phone === '9000000001')
        return Response.json(
          { success: false, code: 'mobile_taken_elsewhere', message: 'x', params: { email: 'help@example.in' } },
          { status: 409 },
        );
      pending = body.phone!;
      return sent(body.phone!);
    }
    if (url === '/api/mobile/verify' && body.code === '123456') {
      const changed = pending !== null;
      return Response.json({
        success: true,
        message: changed ? 'Your mobile number is changed and verified.' : 'Your mobile number is verified.',
        user: { ...member, phone: pending ?? member.phone, phone_verified: true },
      });
    }
    return Response.json({ success: false, code: 'otp_invalid', message: 'Invalid OTP. Please try again.' }, { status: 400 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function typeCode(code: string) {
  for (let i = 0; i < 6; i++) await userEvent.type(screen.getByLabelText(`Digit ${i + 1}`), code[i]!);
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('MobileNumberCard', () => {
  it('shows the number as not verified, and verifies it by the texted code', async () => {
    const member = testMember({ phone_verified: false });
    stubServer(member);
    renderWithQueries(<Card />, signedInClient(member));
    expect(screen.getByTestId('own-mobile-number').textContent).toBe('+91 98765 43210');
    expect(screen.getByText('Not verified')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('status')).textContent).toBe('Code sent to 9876543210.');
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your mobile number is verified.');
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Your mobile number is verified.');
  });

  it('changes the number: refusals under the field, then the code to the new number; the old stays until then', async () => {
    const member = testMember({ phone_verified: true });
    const fetch = stubServer(member);
    renderWithQueries(<Card />, signedInClient(member));
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
    const form = screen.getByRole('form', { name: 'Change mobile number' });
    expect(
      within(form).getByText('We will text a code to the new number. Until you enter it, your number stays +91 98765 43210.'),
    ).toBeTruthy();
    const field = within(form).getByLabelText('New mobile number');
    expect(field.getAttribute('inputmode')).toBe('numeric');

    await userEvent.type(field, '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Phone number must be 10 digits')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '9876543210');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('This is already your mobile number.')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '9000000001');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(
      await within(form).findByText(
        'This mobile number belongs to another account. Sign in to that account, or write to help@example.in if the number is yours.',
      ),
    ).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '9123456780');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('status')).textContent).toBe('Code sent to 9123456780.');
    // Until the code is entered, the number is still the old one.
    expect(screen.getByTestId('own-mobile-number').textContent).toBe('+91 98765 43210');
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('own-mobile-number').textContent).toBe('+91 91234 56780'));
    expect(screen.getByRole('status').textContent).toBe('Your mobile number is changed and verified.');
    expect(screen.queryByRole('form', { name: 'Change mobile number' })).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/mobile/change')).toHaveLength(3);
  });

  it('lets a change be cancelled, keeping the number', async () => {
    const member = testMember({ phone_verified: false });
    stubServer(member);
    renderWithQueries(<Card />, signedInClient(member));
    await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Change mobile number' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });
  it('shows a number verified in another tab once the member comes back to this one', async () => {
    const member = testMember({ phone_verified: false });
    const fetch = stubServer(member);
    renderWithQueries(<Card />, signedInClient(member));
    expect(screen.getByText('Not verified')).toBeTruthy();
    // Meanwhile, another tab verified the number: the server now says so.
    fetch.mockImplementation(async (url: string) =>
      url === '/api/getLoggedInUserProfile' ? Response.json({ ...member, phone_verified: true }) : Response.json({}),
    );
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    focusManager.setFocused(undefined);
  });

  it('asks an account without a number for one, with no way back to a number it does not have', async () => {
    const member = testMember({ phone: '', phone_verified: false });
    const fetch = stubServer(member);
    renderWithQueries(<Card />, signedInClient(member));
    expect(screen.getByText('No mobile number')).toBeTruthy();
    expect(
      screen.getByText(
        'Another account proved with a code that the number your account had is theirs, so your account has no mobile number now. Please add your own: families reach you by it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('own-mobile-number')).toBeNull();
    const form = screen.getByRole('form', { name: 'Add a mobile number' });
    expect(
      within(form).getByText('We will text a code to the number. It becomes your number once you enter the code.'),
    ).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.type(within(form).getByLabelText('Mobile number'), '9123456780');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('status')).textContent).toBe('Code sent to 9123456780.');
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('own-mobile-number').textContent).toBe('+91 91234 56780'));
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/mobile/change')).toHaveLength(1);
  });
});
