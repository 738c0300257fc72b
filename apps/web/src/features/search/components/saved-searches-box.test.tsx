import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedSearchParams, type PublicUser, type SavedSearch } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { filtersFromParams, NO_FILTERS, type Filters } from '../utils/filters';
import { SavedSearchesBox } from './saved-searches-box';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const SHOWN: Filters = {
  ...NO_FILTERS,
  gender: 'Female',
  age: '18 to 30',
  religion: 'Hindu',
  state: 'Tamil Nadu',
  city: 'Madurai',
  star: ['Rohini'],
  id_verified: true,
};

const saved = (id: number, name: string): SavedSearch => ({
  id,
  name,
  criteria: {
    gender: 'Female',
    age: '18 to 30',
    religion: 'Hindu',
    caste: null,
    state: 'Tamil Nadu',
    city: 'Madurai',
    marital_status: 'Never Married',
    mother_tongue: null,
    height_from: null,
    height_to: null,
    star: ['Aswini', 'Rohini'],
    id_verified: false,
    diet: ['Vegetarian', 'Vegan'],
    physical_status: null,
    residence_country: 'Abroad',
    education_level: 'Masters',
  },
  alerts: true,
  created_at: '2026-11-02T10:00:00.000Z',
});

/** A server that keeps the saved searches; `create` may refuse a save. */
function stubServer(list: SavedSearch[], create: (body: { name: string }) => Response | undefined = () => undefined) {
  const searches = [...list];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/saved-searches' && init?.method === 'GET') return Response.json({ success: true, data: searches });
    if (url === '/api/saved-searches') {
      const body = JSON.parse(String(init!.body)) as { name: string };
      const refused = create(body);
      if (refused) return refused;
      const made = { ...saved(99, body.name) };
      searches.push(made);
      return Response.json({ success: true, message: 'Saved', data: made }, { status: 201 });
    }
    return Response.json({ success: false }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(filters: Filters = SHOWN, complete = true, member: PublicUser | null = testMember()) {
  const client = member ? signedInClient(member) : new QueryClient();
  if (!member) client.setQueryData(queryKeys.me(), null);
  renderWithQueries(
    <MemoryRouter>
      <SavedSearchesBox filters={filters} complete={complete} />
    </MemoryRouter>,
    client,
  );
}

const region = () => screen.getByRole('region', { name: 'Saved searches' });

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('saved searches beside the filters', () => {
  it('shows nothing to a visitor or a member who has not verified their e-mail', () => {
    const fetch = stubServer([]);
    show(SHOWN, true, null);
    show(SHOWN, true, testMember({ is_verified: 0 }));
    expect(screen.queryByRole('region', { name: 'Saved searches' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves the search shown under a name, with a toast, and lists it as a link that opens it', async () => {
    const fetch = stubServer([]);
    show();
    await userEvent.click(within(region()).getByRole('button', { name: 'Save this search' }));
    const form = screen.getByRole('form', { name: 'Save this search' });
    const name = within(form).getByLabelText('Name of this search');
    expect(document.activeElement).toBe(name);
    expect(name).toHaveProperty('maxLength', 60);
    // No name: said under the field, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please give this search a name')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(0);

    await userEvent.type(name, 'Madurai brides');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Search saved. Each morning we will e-mail you the new profiles it finds.'),
    );
    const posted = fetch.mock.calls
      .filter(([, i]) => i?.method === 'POST')
      .map(([, i]) => JSON.parse(String(i!.body)) as unknown);
    expect(posted).toEqual([
      {
        name: 'Madurai brides',
        criteria: {
          gender: 'Female',
          age: '18 to 30',
          religion: 'Hindu',
          state: 'Tamil Nadu',
          city: 'Madurai',
          star: ['Rohini'],
          id_verified: true,
        },
      },
    ]);
    const link = await within(region()).findByRole('link', { name: 'Open the saved search Madurai brides' });
    expect(link.getAttribute('href')).toMatch(/^\/allprofiles\?gender=Female&age=18\+to\+30/);
    expect(screen.queryByRole('form', { name: 'Save this search' })).toBeNull();
    expect(within(region()).getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe(
      '/settings#saved-searches',
    );
  });

  it('puts a name the member already uses under the field', async () => {
    stubServer([], () =>
      Response.json(
        {
          success: false,
          code: 'saved_search_name_taken',
          message: 'taken',
          errors: { name: 'You already have a saved search with this name. Please choose another name.' },
        },
        { status: 409 },
      ),
    );
    show();
    await userEvent.click(within(region()).getByRole('button', { name: 'Save this search' }));
    const form = screen.getByRole('form', { name: 'Save this search' });
    await userEvent.type(within(form).getByLabelText('Name of this search'), 'Mine');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const field = within(form).getByLabelText('Name of this search');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('You already have a saved search with this name. Please choose another name.')).toBeTruthy();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says why it cannot save: no search yet, or five saved already (delete one in Settings)', async () => {
    stubServer([]);
    show(NO_FILTERS, false);
    const button = within(region()).getByRole('button', { name: 'Save this search' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Choose gender, age and religion and search first; then you can save the search.',
    );
    vi.unstubAllGlobals();

    stubServer([1, 2, 3, 4, 5].map((i) => saved(i, `Search ${i}`)));
    show();
    const regions = screen.getAllByRole('region', { name: 'Saved searches' });
    const full = regions[regions.length - 1]!;
    expect(await within(full).findAllByRole('link', { name: /^Open the saved search/ })).toHaveLength(5);
    const refused = within(full).getByRole('button', { name: 'Save this search' });
    expect(refused).toHaveProperty('disabled', true);
    expect(document.getElementById(refused.getAttribute('aria-describedby')!)!.textContent).toBe(
      'You have 5 saved searches, the most you can keep. Delete one in Settings to save another.',
    );
  });

  it('opens a saved search with all its filters in the address, as the filter panel reads them', () => {
    const criteria = saved(1, 'x').criteria;
    const { filters } = filtersFromParams(savedSearchParams(criteria));
    expect(filters).toEqual({
      ...NO_FILTERS,
      gender: 'Female',
      age: '18 to 30',
      religion: 'Hindu',
      state: 'Tamil Nadu',
      city: 'Madurai',
      marital_status: 'Never Married',
      star: ['Aswini', 'Rohini'],
      diet: ['Vegetarian', 'Vegan'],
      residence_country: 'Abroad',
      education_level: 'Masters',
    });
  });

  it('speaks Tamil', async () => {
    stubServer([saved(1, 'மதுரை')]);
    await changeLocale('ta');
    show(NO_FILTERS, false);
    const box = screen.getByRole('region', { name: 'சேமித்த தேடல்கள்' });
    expect(await within(box).findByRole('link', { name: 'மதுரை என்ற சேமித்த தேடலைத் திறக்க' })).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'இந்தத் தேடலைச் சேமிக்க' })).toHaveProperty('disabled', true);
    expect(
      within(box).getByText('முதலில் பாலினம், வயது, மதம் ஆகியவற்றைத் தேர்ந்தெடுத்துத் தேடுங்கள்; பிறகு அந்தத் தேடலைச் சேமிக்கலாம்.'),
    ).toBeTruthy();
  });
});
