import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterestStatesAnswer } from '@inai/shared';
import { useSendInterest } from '../lib/api/sent-interests';
import { changeLocale } from '../lib/i18n';
import { notify } from '../lib/notify';
import { clearSession } from '../lib/session/token-store';
import { signedInClient, testCoManager, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { InterestButton } from './interest-button';

vi.mock('../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function Cards({ ids }: { ids: number[] }) {
  const interests = useSendInterest();
  return (
    <>
      {ids.map((id) => (
        <section key={id} aria-label={`card ${id}`}>
          <InterestButton partnerId={id} interests={interests} />
        </section>
      ))}
    </>
  );
}

type States = InterestStatesAnswer['data'];

/** interest-states answers where the member stands; sendInterest adds a 'sent' one, or refuses with 409. */
function stubServer(states: States, refusal?: { code: string; message: string }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/interest-states') return Response.json({ success: true, chat: 'plan', data: states });
    const { partner_id } = JSON.parse(String(init!.body)) as { partner_id: number };
    if (refusal) return Response.json({ success: false, ...refusal }, { status: 409 });
    states = [...states, { user_id: partner_id, state: 'sent', chat: 'plan' }];
    return Response.json({ success: true, message: 'ok' }, { status: 201 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const within = (id: number) =>
  screen.getByRole('region', { name: `card ${id}` }).querySelector('[data-testid="interest-state"]')!;

function renderCards(ids: number[], member = testMember()) {
  renderWithQueries(
    <MemoryRouter>
      <Cards ids={ids} />
    </MemoryRouter>,
    signedInClient(member),
  );
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("'Send interest' and where the member stands", () => {
  it('marks each profile as the server answers, and a profile once its interest is sent', async () => {
    const fetch = stubServer([
      { user_id: 41, state: 'sent', chat: 'plan' },
      { user_id: 44, state: 'accepted', chat: 'plan' },
      { user_id: 45, state: 'received', chat: 'plan' },
      { user_id: 46, state: 'declined', chat: 'plan' },
    ]);
    renderCards([41, 42, 44, 45, 46]);
    await waitFor(() => expect(within(41).textContent).toBe('Interest sent'));
    expect(within(41)).toHaveProperty('disabled', true);
    expect(within(44).textContent).toBe('Interest accepted');
    expect(within(44)).toHaveProperty('disabled', true);
    expect(within(45).textContent).toBe('Interest received — answer it');
    expect(within(45).getAttribute('href')).toBe('/userinterests?tab=incoming');
    expect(within(46).textContent).toBe('Interest declined — review it');
    expect(within(42).textContent).toBe('Send interest');

    await userEvent.click(within(42));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Interest sent successfully'));
    await waitFor(() => expect(within(42).textContent).toBe('Interest sent'));
    const send = fetch.mock.calls.find(([url]) => url === '/api/sendInterest')!;
    expect(JSON.parse(String(send[1]!.body))).toEqual({ user_id: 7, partner_id: 42, status: 'Requested' });
    // The states are asked again, and stay the source once they answer.
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/interest-states')).toHaveLength(2));
    expect(within(42)).toHaveProperty('disabled', true);
  });

  it("says the server's reason on a 409: 'Interest already sent' marks the profile", async () => {
    stubServer([], { code: 'interest_already_sent', message: 'x' });
    renderCards([43]);
    await waitFor(() => expect(within(43)).toHaveProperty('disabled', false));
    await userEvent.click(within(43));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Interest already sent'));
    expect(within(43).textContent).toBe('Interest sent');
  });

  it('tells a member whose card did not know that the other sent theirs first to answer it', async () => {
    stubServer([], { code: 'interest_received', message: 'x' });
    renderCards([47]);
    await waitFor(() => expect(within(47)).toHaveProperty('disabled', false));
    await userEvent.click(within(47));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'This member has already sent you an interest. Please answer it on the Interests screen.',
      ),
    );
    expect(within(47).textContent).toBe('Send interest');
  });

  it('tells a co-manager the holder did not allow to send interests who may, on a disabled control', async () => {
    const fetch = stubServer([]);
    renderCards([48], testCoManager({ interests: false }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const button = within(48);
    expect(button.textContent).toBe('Send interest');
    expect(button).toHaveProperty('disabled', true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Only the holder of the profile, or a co-manager they allow to send and answer interests, can do this.',
    );
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    stubServer([
      { user_id: 44, state: 'accepted', chat: 'plan' },
      { user_id: 45, state: 'received', chat: 'plan' },
    ]);
    renderCards([44, 45]);
    await waitFor(() => expect(within(44).textContent).toBe('விருப்பம் ஏற்கப்பட்டது'));
    expect(within(45).textContent).toBe('விருப்பம் வந்துள்ளது — பதிலளிக்க');
  });
});
