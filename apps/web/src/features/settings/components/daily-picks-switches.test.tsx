import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import SettingsPage from '../routes/settings-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

/** updateUser keeps what it is sent, as the server does. */
function stubServer(member: PublicUser) {
  let stored = member;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url === '/api/updateUser') {
      stored = { ...stored, ...body };
      return Response.json({ success: true, message: 'ok', user: stored });
    }
    return Response.json({ success: true, data: [] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSettings(member: PublicUser, title = 'Today’s matches') {
  renderWithQueries(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
    signedInClient(member),
  );
  return screen.getByRole('region', { name: title });
}

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe("Settings: today's matches", () => {
  it('has the e-mail on by default, and saves it off and the stars choice on at once', async () => {
    const fetch = stubServer(testMember({ user_details: { gender: 'Male', star: 'Rohini' } }));
    const card = renderSettings(testMember({ user_details: { gender: 'Male', star: 'Rohini' } }));
    const mail = within(card).getByRole('switch', { name: 'Today’s matches by e-mail' });
    const stars = within(card).getByRole('switch', { name: 'Only compatible stars' });
    expect([mail, stars].map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    await userEvent.click(mail);
    await waitFor(() => expect(mail.getAttribute('aria-checked')).toBe('false'));
    await userEvent.click(stars);
    await waitFor(() => expect(stars.getAttribute('aria-checked')).toBe('true'));
    const sent = fetch.mock.calls.filter(([url]) => url === '/api/updateUser').map(([, init]) => JSON.parse(String(init!.body)));
    expect(sent).toEqual([{ notify_daily_picks: 0 }, { daily_picks_compatible: 1 }]);
  });

  it('cannot turn compatible stars on without the member’s star, and says why; one on already can be turned off', async () => {
    stubServer(testMember());
    const card = renderSettings(testMember());
    const stars = within(card).getByRole('switch', { name: 'Only compatible stars' });
    expect(stars).toHaveProperty('disabled', true);
    expect(within(card).getByText(/Add your star to your profile \(Religion & Caste\)/)).toBeTruthy();
    clearSession();
    document.body.innerHTML = '';
    stubServer(testMember({ daily_picks_compatible: 1 }));
    const again = renderSettings(testMember({ daily_picks_compatible: 1 }));
    expect(within(again).getByRole('switch', { name: 'Only compatible stars' })).toHaveProperty('disabled', false);
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    stubServer(testMember());
    const card = renderSettings(testMember(), 'இன்றைய வரன்கள்');
    expect(within(card).getByRole('switch', { name: 'இன்றைய வரன்கள் மின்னஞ்சலில்' })).toBeTruthy();
  });
});
