import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { LastActiveCard } from './last-active-card';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** updateUser as the server answers it: the member as now stored. */
function stubServer(member: PublicUser) {
  let stored = member;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url !== '/api/updateUser') return Response.json({ success: false }, { status: 500 });
    stored = { ...stored, ...body };
    return Response.json({ success: true, message: 'ok', user: stored });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCard(member: PublicUser) {
  const client = signedInClient(member);
  renderWithQueries(
    <MemoryRouter>
      <LastActiveCard user={member} />
    </MemoryRouter>,
    client,
  );
  return client;
}

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe('the last-active switch in Settings', () => {
  it('is on by default, says what others see, and turns off and on, saved at once', async () => {
    const fetch = stubServer(testMember());
    const client = renderCard(testMember());
    const card = screen.getByRole('region', { name: 'Last active' });
    const toggle = within(card).getByRole('switch', { name: 'Show when I was last active' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(card.textContent).toContain('never the time');
    expect(card.textContent).toContain('you do not see when others were active either');

    await userEvent.click(toggle);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Settings updated successfully!'));
    expect(client.getQueryData<PublicUser>(queryKeys.me())!.show_last_active).toBe(0);
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String(init!.body)) as unknown);
    expect(bodies).toEqual([{ show_last_active: 0 }]);
  });

  it('shows a hiding member the switch off, in Tamil for a Tamil reader', async () => {
    await changeLocale('ta');
    stubServer(testMember({ show_last_active: 0 }));
    renderCard(testMember({ show_last_active: 0 }));
    const card = screen.getByRole('region', { name: 'கடைசியாகச் செயலில் இருந்தது' });
    const toggle = within(card).getByRole('switch', { name: 'நான் கடைசியாக எப்போது செயலில் இருந்தேன் என்பதைக் காட்டவும்' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
