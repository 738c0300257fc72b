import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Acting } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearSession, getToken } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { FamilyTakeOver } from './family-take-over';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const CANDIDATE: Acting = {
  kind: 'manager',
  relation: 'Candidate',
  name: 'Divya',
  permissions: { edit: true, interests: true, chat: false, plans: true },
  profiles: [{ id: 7, name: 'Kavya' }],
};

type Route = (body: Record<string, unknown>) => Response;

function stubServer(routes: Record<string, Route>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const route = routes[url.replace('/api/', '')];
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    return route ? route(body) : Response.json({ success: true, ...testMember() });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const render = (acting: Acting = CANDIDATE) =>
  renderWithQueries(<FamilyTakeOver acting={acting} />, signedInClient(testMember({ acting })));

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe('Take over this profile (the candidate’s own view)', () => {
  it('asks for a code, then keeps the new holder’s session and says so', async () => {
    const fetch = stubServer({
      'family/handover': () => Response.json({ success: true, message: 'Mailed.', expires_at: '2026-11-30T10:30:00.000Z' }),
      'family/handover/confirm': () =>
        Response.json({ success: true, message: 'You now hold this profile.', token: 'new-holder-token', user: testMember() }),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Take over this profile' }));
    const code = await screen.findByLabelText('Code from the e-mail');
    expect(screen.getByRole('status').textContent).toBe(
      'We have mailed a 6-digit code to your e-mail address. It works for 30 minutes.',
    );
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('You now hold this profile.'));
    expect(getToken()).toBe('new-holder-token');
    const sent = fetch.mock.calls.find(([url]) => url === '/api/family/handover/confirm')!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ code: '123456' });
  });

  it('says from when a code can be asked when the candidate’s own ask must wait, and refuses an early ask in place', async () => {
    let asks = 0;
    stubServer({
      'family/handover': () =>
        ++asks === 1
          ? Response.json({
              success: true,
              message: 'We have told the holder. You can take it over from 2 Dec 2026, 4:00 pm (India time).',
              ready_at: '2026-12-02T10:30:00.000Z',
            })
          : Response.json(
              { success: false, code: 'family_handover_waiting', message: 'x', params: { readyAt: '2026-12-02T10:30:00.000Z' } },
              { status: 409 },
            ),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Take over this profile' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We have told the holder. You can take it over from 2 Dec 2026, 4:00 pm (India time).',
    );
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take over this profile' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You can take over this profile from 02 Dec 2026, 4:00 pm (India time). Please come back then and ask for your code.',
    );
  });

  it('takes a code the holder had mailed, without asking for another', async () => {
    const fetch = stubServer({
      'family/handover/confirm': () =>
        Response.json({ success: true, message: 'You now hold this profile.', token: 'handed-token', user: testMember() }),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'I have a code' }));
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.type(await screen.findByLabelText('Code from the e-mail'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getToken()).toBe('handed-token'));
    expect(fetch.mock.calls.some(([url]) => url === '/api/family/handover')).toBe(false);
  });

  it('shows a wrong code under the field, in Tamil', async () => {
    await changeLocale('ta');
    stubServer({
      'family/handover': () => Response.json({ success: true, message: 'x', expires_at: '2026-11-30T10:30:00.000Z' }),
      'family/handover/confirm': () =>
        Response.json({ success: false, code: 'family_handover_code_wrong', message: 'x', params: { left: 3 } }, { status: 400 }),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'ஏற்றுக்கொள்ள' }));
    await userEvent.type(await screen.findByLabelText('மின்னஞ்சலில் வந்த OTP'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'உறுதிசெய்ய' }));
    expect(await screen.findByText('இந்த OTP சரியில்லை. மீதமுள்ள முயற்சிகள்: 3.')).toBeTruthy();
  });

  it('says why the button is off when the login manages another profile too', () => {
    const fetch = stubServer({});
    render({ ...CANDIDATE, profiles: [...CANDIDATE.profiles!, { id: 8, name: 'Arun' }] });
    const button = screen.getByRole('button', { name: 'Take over this profile' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toContain(
      'Your login also helps manage another profile',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
