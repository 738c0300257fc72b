import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MobileCodeSentAnswer } from '@inai/shared';
import { ApiError } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { clearSession } from '../lib/session/token-store';
import { signedInClient, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { MobileCodeEntry, sentCode } from './mobile-code-entry';

const SENT: MobileCodeSentAnswer = {
  success: true,
  message: 'We have sent a 6-digit code to +91 98765 43210 by text message. It expires in 10 minutes.',
  delivery: 'sent',
  resend_after_seconds: 30,
};

/** A fetch answering mobile/verify: the right code is 123456. */
function stubVerify() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const { code } = JSON.parse(String(init?.body ?? '{}')) as { code?: string };
    if (url !== '/api/mobile/verify') return Response.json({ success: false }, { status: 500 });
    if (code !== '123456')
      return Response.json({ success: false, code: 'otp_invalid', message: 'Invalid OTP. Please try again.' }, { status: 400 });
    return Response.json({
      success: true,
      message: 'Your mobile number is verified.',
      user: testMember({ phone_verified: true }),
    });
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
  vi.useRealTimers();
});

describe('MobileCodeEntry', () => {
  it('sends a code, shows the server message and six numeric boxes, and verifies the right code', async () => {
    stubVerify();
    const request = vi.fn(async () => SENT);
    const onVerified = vi.fn();
    const client = signedInClient(testMember());
    renderWithQueries(<MobileCodeEntry request={request} onVerified={onVerified} />, client);

    expect(screen.queryByLabelText('Digit 1')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toBe(SENT.message);
    const first = screen.getByLabelText('Digit 1');
    expect(first.getAttribute('inputmode')).toBe('numeric');
    expect(first.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(/^Resend OTP in (30|29)s$/)).toBeTruthy();

    await typeCode('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP. Please try again.');
    expect(onVerified).not.toHaveBeenCalled();

    for (let i = 0; i < 6; i++) await userEvent.clear(screen.getByLabelText(`Digit ${i + 1}`));
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(onVerified.mock.calls[0]![0].message).toBe('Your mobile number is verified.');
    // Every screen now shows the number as verified: the member is the server's answer.
    expect(client.getQueryData<{ phone_verified?: boolean }>(queryKeys.me())!.phone_verified).toBe(true);
  });

  it('asks for all six digits before calling the server', async () => {
    const fetch = stubVerify();
    renderWithQueries(<MobileCodeEntry request={async () => SENT} sent={sentCode(SENT)} onVerified={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Digit 1'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the 6-digit code from the text message.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers Resend once the 30 seconds have passed, and shows a slow text as following shortly', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queued: MobileCodeSentAnswer = { ...SENT, delivery: 'queued', message: 'The code will follow shortly.' };
    const request = vi.fn(async () => queued);
    renderWithQueries(<MobileCodeEntry request={request} sent={sentCode(SENT)} onVerified={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The code will follow shortly.'));
    expect(screen.getByRole('status').getAttribute('data-delivery')).toBe('queued');
    expect(screen.getByText(/^Resend OTP in (30|29)s$/)).toBeTruthy();
  });

  it('lets a code sent moments ago be entered when the server asks to wait, and says how long', async () => {
    const request = vi.fn(async () => {
      throw new ApiError(429, 'Please wait', 'otp_cooldown', { seconds: 12 });
    });
    renderWithQueries(<MobileCodeEntry request={request} onVerified={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait 12 seconds before requesting a new OTP.');
    expect(screen.getByLabelText('Digit 1')).toBeTruthy();
    expect(screen.getByText(/^Resend OTP in (12|11)s$/)).toBeTruthy();
  });
});
