import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';
import { clearSession, getToken } from '../lib/session/token-store';
import { signedInClient, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { ActingBanner } from './acting-banner';

vi.mock('../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const PERMISSIONS = { edit: true, interests: true, chat: false, plans: true };
const PRIYA = testMember({
  id: 7,
  name: 'Priya',
  user_details: { gender: 'Female' },
  acting: {
    kind: 'manager',
    relation: 'Mother',
    name: 'Lakshmi',
    permissions: PERMISSIONS,
    profiles: [
      { id: 7, name: 'Priya' },
      { id: 8, name: 'Arun' },
    ],
  },
});

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await changeLocale('en');
});

describe('who is acting', () => {
  it.each([
    ['en', 'Managing Priya’s profile as her mother'],
    ['ta', 'Priya அவர்களின் சுயவிவரத்தை அவரது தாய் என்ற முறையில் நிர்வகிக்கிறீர்கள்'],
  ] as const)('says whose profile a co-manager acts for, and as whom (%s)', async (locale, line) => {
    await changeLocale(locale);
    renderWithQueries(<ActingBanner />, signedInClient(PRIYA));
    expect(screen.getByTestId('acting-banner').textContent).toContain(line);
  });

  it('says nothing to the holder', () => {
    renderWithQueries(
      <ActingBanner />,
      signedInClient(testMember({ acting: { kind: 'holder', relation: null, name: 'Kavya' } })),
    );
    expect(screen.queryByTestId('acting-banner')).toBeNull();
  });

  it('switches to another profile the login manages: a new session, and the new profile’s data', async () => {
    const ARUN: PublicUser = testMember({
      id: 8,
      name: 'Arun',
      user_details: { gender: 'Male' },
      acting: { ...PRIYA.acting!, relation: 'Mother' },
    });
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/getLoggedInUserProfile'
        ? Response.json(ARUN)
        : Response.json({ success: true, message: 'Now Arun.', token: 'arun-session', user: { ...ARUN, acting: undefined } }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = signedInClient(PRIYA);
    client.setQueryData(queryKeys.sentInterests(), { success: true, data: [] });
    renderWithQueries(<ActingBanner />, client);
    await userEvent.selectOptions(screen.getByLabelText('Profile you manage'), '8');
    await waitFor(() => expect(getToken()).toBe('arun-session'));
    expect(fetch.mock.calls[0]![0]).toBe('/api/family/switch');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ profile_id: 8 });
    expect(client.getQueryData(queryKeys.sentInterests())).toBeUndefined();
    expect(await screen.findByText('Managing Arun’s profile as his mother')).toBeTruthy();
  });
});
