import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { renderWithQueries } from '../../../test/render';
import { BlockedMembers } from './blocked-members';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** A server that keeps the blocked list and takes members out of it on unblock. */
function stubServer(unblock: () => Response = () => Response.json({ success: true })) {
  let blocked = [
    { user_id: 40, name: 'Meena', blocked_at: '2026-11-02T10:00:00.000Z' },
    { user_id: 41, name: 'Priya', blocked_at: '2026-11-03T10:00:00.000Z' },
  ];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/blocks') return Response.json({ success: true, data: blocked });
    if (url === '/api/unblock') {
      const answer = unblock();
      const { user_id } = JSON.parse(String(init!.body)) as { user_id: number };
      if (answer.ok) blocked = blocked.filter((b) => b.user_id !== user_id);
      return answer;
    }
    return Response.json({ success: false }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Blocked members', () => {
  it('lists them with the date, and unblocks one', async () => {
    const fetch = stubServer();
    renderWithQueries(<BlockedMembers />);
    expect(await screen.findByText('Meena')).toBeTruthy();
    expect(screen.getByText('Blocked on 02 Nov 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Meena' }));
    await waitFor(() => expect(screen.queryByText('Meena')).toBeNull());
    expect(screen.getByText('Priya')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Meena is unblocked.');
    const bodies = fetch.mock.calls.filter(([u]) => u === '/api/unblock').map(([, i]) => JSON.parse(String(i!.body)));
    expect(bodies).toEqual([{ user_id: 40 }]);
  });

  it('says when nobody is blocked, and when unblocking fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: [] })),
    );
    renderWithQueries(<BlockedMembers />);
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy();
    vi.unstubAllGlobals();

    stubServer(() => Response.json({ success: false }, { status: 500 }));
    renderWithQueries(<BlockedMembers />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Priya' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('We could not unblock this member. Please try again.'));
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    stubServer();
    renderWithQueries(<BlockedMembers />);
    const item = (await screen.findByText('Meena')).closest('li')!;
    expect(within(item).getByRole('button', { name: 'Meena அவர்களின் தடையை நீக்க' }).textContent).toBe('தடையை நீக்க');
  });
});
