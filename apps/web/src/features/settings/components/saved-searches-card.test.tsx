import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { SavedSearchesCard } from './saved-searches-card';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const NONE = {
  caste: null,
  state: null,
  city: null,
  marital_status: null,
  mother_tongue: null,
  height_from: null,
  height_to: null,
  star: null,
  id_verified: false,
  diet: null,
  physical_status: null,
  residence_country: null,
  education_level: null,
};

const SEARCHES: SavedSearch[] = [
  {
    id: 11,
    name: 'Madurai brides',
    criteria: {
      ...NONE,
      gender: 'Female',
      age: '18 to 30',
      religion: 'Hindu',
      state: 'Tamil Nadu',
      city: 'Madurai',
      star: ['Aswini', 'Rohini'],
      diet: ['Vegetarian'],
    },
    alerts: true,
    created_at: '2026-11-02T10:00:00.000Z',
  },
  {
    id: 12,
    name: 'Anywhere',
    criteria: { ...NONE, gender: 'Male', age: '31 to 40', religion: 'Any', height_from: '5.6' },
    alerts: false,
    created_at: '2026-11-03T10:00:00.000Z',
  },
];

/** A server that keeps the saved searches, switches their alerts and deletes them. */
function stubServer(change: () => Response | undefined = () => undefined) {
  let searches = SEARCHES.map((s) => ({ ...s }));
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/saved-searches') return Response.json({ success: true, data: searches });
    const match = /^\/api\/saved-searches\/(\d+)(\/delete)?$/.exec(url);
    if (match) {
      const refused = change();
      if (refused) return refused;
      const id = Number(match[1]);
      if (match[2]) {
        searches = searches.filter((s) => s.id !== id);
        return Response.json({ success: true, message: 'Saved search deleted' });
      }
      const body = JSON.parse(String(init!.body)) as { alerts: boolean };
      searches = searches.map((s) => (s.id === id ? { ...s, alerts: body.alerts } : s));
      return Response.json({ success: true, message: 'ok', data: searches.find((s) => s.id === id) });
    }
    return Response.json({ success: false }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(title = 'Saved searches') {
  renderWithQueries(
    <MemoryRouter>
      <SavedSearchesCard />
    </MemoryRouter>,
    signedInClient(testMember()),
  );
  return screen.getByRole('region', { name: title });
}

const bodies = (fetch: ReturnType<typeof stubServer>, url: string) =>
  fetch.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String(init!.body)) as unknown);

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the Saved searches card in Settings', () => {
  it('lists each search with a short line of its filters, its alert switch and Open', async () => {
    stubServer();
    const card = show();
    expect(await within(card).findByRole('heading', { name: 'Madurai brides' })).toBeTruthy();
    expect(within(card).getByText('Women · 18 to 30 · Hindu · Madurai, Tamil Nadu · 2 more filters')).toBeTruthy();
    expect(within(card).getByText('Men · 31 to 40 · 1 more filter')).toBeTruthy();
    const switches = within(card).getAllByRole('switch');
    expect(switches.map((s) => [s.getAttribute('aria-label'), s.getAttribute('aria-checked')])).toEqual([
      ['E-mail alerts for Madurai brides', 'true'],
      ['E-mail alerts for Anywhere', 'false'],
    ]);
    expect(within(card).getByRole('link', { name: 'Open the saved search Madurai brides' }).getAttribute('href')).toBe(
      '/allprofiles?gender=Female&age=18+to+30&religion=Hindu&state=Tamil+Nadu&city=Madurai&star=Aswini&star=Rohini&diet=Vegetarian',
    );
    expect(within(card).getByRole('link', { name: 'Open the saved search Anywhere' }).getAttribute('href')).toBe(
      '/allprofiles?gender=Male&age=31+to+40&religion=Any&height_from=5.6',
    );
  });

  it('switches a search’s alerts at once, with a toast, and puts a refused switch back', async () => {
    const fetch = stubServer();
    const card = show();
    const alerts = await within(card).findByRole('switch', { name: 'E-mail alerts for Madurai brides' });
    await userEvent.click(alerts);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Alerts switched off for Madurai brides'));
    await waitFor(() => expect(alerts.getAttribute('aria-checked')).toBe('false'));
    expect(bodies(fetch, '/api/saved-searches/11')).toEqual([{ alerts: false }]);

    vi.unstubAllGlobals();
    stubServer(() => Response.json({ success: false, code: 'saved_search_not_found', message: 'Not found' }, { status: 404 }));
    const other = within(card).getByRole('switch', { name: 'E-mail alerts for Anywhere' });
    await userEvent.click(other);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This saved search was not found. It may have been deleted.'));
    await waitFor(() => expect(other.getAttribute('aria-checked')).toBe('false'));
  });

  it('deletes a search only after the member confirms', async () => {
    const fetch = stubServer();
    const card = show();
    await userEvent.click(await within(card).findByRole('button', { name: 'Delete the saved search Madurai brides' }));
    const confirm = within(card).getByRole('group', { name: 'Delete the saved search Madurai brides' });
    expect(within(confirm).getByText('Delete the saved search Madurai brides? Its alerts stop too.')).toBeTruthy();
    // Keep it: nothing is sent, the buttons come back.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/delete'))).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete the saved search Madurai brides' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(within(card).queryByRole('heading', { name: 'Madurai brides' })).toBeNull());
    expect(notify.success).toHaveBeenCalledWith('Saved search deleted');
    expect(fetch.mock.calls.filter(([u]) => u === '/api/saved-searches/11/delete')).toHaveLength(1);
    expect(within(card).getByRole('heading', { name: 'Anywhere' })).toBeTruthy();
  });

  it('says when there is none yet, with a way to Browse profiles', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: [] })),
    );
    const card = show();
    expect(await within(card).findByText(/You have no saved searches yet/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Browse profiles' }).getAttribute('href')).toBe('/allprofiles');
  });

  it('speaks Tamil', async () => {
    stubServer();
    await changeLocale('ta');
    const card = show('சேமித்த தேடல்கள்');
    expect(await within(card).findByRole('heading', { name: 'Madurai brides' })).toBeTruthy();
    expect(within(card).getByRole('switch', { name: 'Madurai brides தேடலுக்கு மின்னஞ்சல் அறிவிப்புகள்' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Madurai brides என்ற சேமித்த தேடலைத் திறக்க' })).toBeTruthy();
    expect(within(card).getByText('பெண்கள் · 18 முதல் 30 வரை · இந்து · மதுரை, தமிழ்நாடு · மேலும் 2 வடிகட்டிகள்')).toBeTruthy();
  });
});
