import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSendInterest } from '../lib/api/sent-interests';
import { notify } from '../lib/notify';
import { clearSession } from '../lib/session/token-store';
import { signedInClient, testMember } from '../test/member';
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

/** getSentInterests answers { success, data } (DESIGN.md §3); sendInterest adds to it, or 409. */
function stubServer(sentTo: number[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/getSentInterests/7')
      return Response.json({ success: true, data: sentTo.map((partner_id, i) => ({ id: i + 1, user_id: 7, partner_id })) });
    const { partner_id } = JSON.parse(String(init!.body)) as { partner_id: number };
    if (sentTo.includes(partner_id))
      return Response.json({ success: false, code: 'interest_already_sent', message: 'x' }, { status: 409 });
    sentTo = [...sentTo, partner_id];
    return Response.json({ success: true, message: 'ok' }, { status: 201 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const button = (id: number) => screen.getByRole('region', { name: `card ${id}` }).querySelector('button')!;

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("'Send interest' and 'Interest sent'", () => {
  it('marks the profiles of the sent list, and a profile once its interest is sent', async () => {
    const fetch = stubServer([41]);
    renderWithQueries(<Cards ids={[41, 42]} />, signedInClient(testMember()));
    await waitFor(() => expect(button(41).textContent).toBe('Interest sent'));
    expect(button(41)).toHaveProperty('disabled', true);
    expect(button(42).textContent).toBe('Send interest');

    await userEvent.click(button(42));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Interest sent successfully'));
    await waitFor(() => expect(button(42).textContent).toBe('Interest sent'));
    const send = fetch.mock.calls.find(([url]) => url === '/api/sendInterest')!;
    expect(JSON.parse(String(send[1]!.body))).toEqual({ user_id: 7, partner_id: 42, status: 'Requested' });
    // The list is asked again, and stays the source once it answers.
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/getSentInterests/7')).toHaveLength(2));
    expect(button(42)).toHaveProperty('disabled', true);
  });

  it("says 'Interest already sent' on a 409 and marks the profile", async () => {
    stubServer([]);
    const client = signedInClient(testMember());
    renderWithQueries(<Cards ids={[43]} />, client);
    await waitFor(() => expect(button(43)).toHaveProperty('disabled', false));
    // Sent meanwhile from another device: this screen's list does not know yet.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/sendInterest'
          ? Response.json({ success: false, code: 'interest_already_sent', message: 'x' }, { status: 409 })
          : Response.json({ success: true, data: [{ id: 1, user_id: 7, partner_id: 43 }] }),
      ),
    );
    await userEvent.click(button(43));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Interest already sent'));
    expect(button(43).textContent).toBe('Interest sent');
  });
});
