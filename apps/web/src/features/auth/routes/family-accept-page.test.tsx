import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_HOME, type PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession, getToken } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import FamilyAcceptPage from './family-accept-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const PROFILE = testMember({
  name: 'Priya',
  acting: {
    kind: 'manager',
    relation: 'Mother',
    name: 'Lakshmi',
    permissions: { edit: true, interests: true, chat: false, plans: true },
  },
});

/** The accept call as `answer` says; getLoggedInUserProfile, asked afterwards for who acts, with the profile. */
function stubServer(answer: () => Response) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/getLoggedInUserProfile' ? Response.json(PROFILE) : answer(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string, member?: PublicUser) {
  const client = member ? signedInClient(member) : undefined;
  const rendered = renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/family/accept" element={<FamilyAcceptPage />} />
        <Route path={MEMBER_HOME} element={<p>member home</p>} />
      </Routes>
    </MemoryRouter>,
    client,
  );
  return rendered.client;
}

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await changeLocale('en');
});

describe('the invitation page', () => {
  it('makes a login from a name and a password, then lands in the app signed in', async () => {
    const fetch = stubServer(() => Response.json({ success: true, message: 'Welcome!', token: 'new-token', user: PROFILE }));
    const client = renderAt('/family/accept?t=abc');
    expect(screen.getByRole('heading', { name: 'Help manage a family profile' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Your name'), 'Lakshmi');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Kolam-2026-amma');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/i), 'Kolam-2026-amma');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign in' }));
    expect(await screen.findByText('member home')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      token: 'abc',
      name: 'Lakshmi',
      password: 'Kolam-2026-amma',
    });
    expect(getToken()).toBe('new-token');
    expect(client.getQueryData<PublicUser>(queryKeys.me())?.name).toBe('Priya');
  });

  it('asks for the password rules the registration asks for', async () => {
    const fetch = stubServer(() => Response.json({}));
    renderAt('/family/accept?t=abc');
    await userEvent.type(screen.getByLabelText('Your name'), 'Lakshmi');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/i), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign in' }));
    await waitFor(() => expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts with one button for a co-manager already signed in', async () => {
    const fetch = stubServer(() => Response.json({ success: true, message: 'Welcome!', token: 'switched', user: PROFILE }));
    renderAt('/family/accept?t=abc', PROFILE);
    expect(screen.queryByLabelText('Your name')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('member home')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ token: 'abc' });
  });

  it.each([
    ['family_invitation_expired', 410, 'This invitation has expired. Please ask for a new one.'],
    ['family_invitation_used', 409, 'This invitation was already accepted or cancelled.'],
  ])('says what %s means and what to do next', async (code, status, text) => {
    stubServer(() => Response.json({ success: false, code, message: 'x' }, { status }));
    renderAt('/family/accept?t=abc', PROFILE);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(
      screen.getByText('Please ask the person who invited you to send the invitation again from Settings → Family.'),
    ).toBeTruthy();
  });

  it('says so in Tamil when the link has no invitation, and asks a member to log out first', async () => {
    await changeLocale('ta');
    renderAt('/family/accept');
    expect(screen.getByText('இந்த இணைப்பில் அழைப்பு இல்லை. மின்னஞ்சலில் உள்ள இணைப்பை மீண்டும் திறக்கவும்.')).toBeTruthy();
  });

  it('asks a member signed in to their own account to log out first', async () => {
    renderAt('/family/accept?t=abc', testMember({ acting: { kind: 'holder', relation: null, name: 'Kavya' } }));
    expect(screen.getByText(/You are signed in to a member account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
  });
});
