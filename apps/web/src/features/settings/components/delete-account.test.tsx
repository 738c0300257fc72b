import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reopenChat } from '../../../lib/chat/chat-connection';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { renderWithQueries } from '../../../test/render';
import { DeleteAccountCard } from './delete-account';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../lib/chat/chat-connection', () => ({ reopenChat: vi.fn() }));

const PENDING = { success: true, requested_at: '2026-11-20T06:00:00.000Z', erase_at: '2026-11-27T06:00:00.000Z' };
const NONE = { success: true, requested_at: null, erase_at: null };

/** A server that knows the password 'right-password' and keeps whether a deletion is pending. */
function stubServer(pending = false) {
  let state = pending ? PENDING : NONE;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/account/deletion') return Response.json(state);
    if (url === '/api/account/delete') {
      const { password } = JSON.parse(String(init!.body)) as { password: string };
      if (password !== 'right-password')
        return Response.json(
          {
            success: false,
            code: 'delete_password_wrong',
            message: 'This password is not correct. Enter the password you log in with.',
            errors: { password: 'This password is not correct. Enter the password you log in with.' },
          },
          { status: 400 },
        );
      return Response.json((state = PENDING));
    }
    if (url === '/api/account/keep') return Response.json((state = NONE));
    return Response.json({ success: false }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Delete my account', () => {
  it('asks for the password, shows a wrong one under the field, then shows the date and keeps the account', async () => {
    stubServer();
    renderWithQueries(<DeleteAccountCard />);
    const password = await screen.findByLabelText('Your password');
    // The password is required before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter your password to delete your account.')).toBeTruthy();

    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('This password is not correct. Enter the password you log in with.')).toBeTruthy();

    await userEvent.clear(password);
    await userEvent.type(password, 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account will be erased on 27 Nov 2026.')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith(
      'Your account will be erased on 27 Nov 2026. You have been signed out on every other device.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByTestId('deletion-pending')).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Your account will not be deleted. Your profile is back in search.');
    // The server closed chat to the leaving member; keeping the account opens it again.
    expect(reopenChat).toHaveBeenCalledOnce();
    // Typing and four round trips: more than the default 5 s when the machine is busy.
  }, 15_000);

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    stubServer(true);
    renderWithQueries(<DeleteAccountCard />);
    expect(await screen.findByText('உங்கள் கணக்கு 27 நவம்பர் 2026 அன்று அழிக்கப்படும்.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'என் கணக்கை வைத்திருக்க' })).toBeTruthy();
  });
});
