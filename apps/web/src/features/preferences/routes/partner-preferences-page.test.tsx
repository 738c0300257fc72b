import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PublicUser } from '@inai/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import PartnerPreferencesPage from './partner-preferences-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const MEMBER = testMember({ user_details: { gender: 'Female' } });

function renderPage() {
  const client = signedInClient(MEMBER);
  client.setQueryData(queryKeys.matches(1, ''), { data: [] });
  const router = createMemoryRouter([{ path: '/', element: <PartnerPreferencesPage /> }]);
  renderWithQueries(<RouterProvider router={router} />, client);
  return client;
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Partner Preferences', () => {
  it('asks for the required four with a translated toast, then saves and refreshes Matches', async () => {
    const saved = {
      ...MEMBER,
      partner_preferences: { gender: 'Male', age_min: 25, age_max: 32, religion: 'Hindu', castes: 'no_preference' },
    };
    const fetch = vi.fn(async () => Response.json({ success: true, message: 'server text', user: saved }));
    vi.stubGlobal('fetch', fetch);
    const client = renderPage();
    const form = screen.getByRole('form', { name: 'Partner preferences' });
    expect(within(form).getByLabelText('Gender')).toHaveProperty('value', 'Male');

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(notify.error).toHaveBeenCalledWith('please fill all the values', 'fill-all');
    expect(await within(form).findByText('Age is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(form).getByLabelText('Age from'), '33');
    await userEvent.selectOptions(within(form).getByLabelText('Age to'), '32');
    await userEvent.selectOptions(within(form).getByLabelText('Religion'), 'Hindu');
    const castes = within(form).getByRole('group', { name: 'Castes' });
    await userEvent.click(within(castes).getByRole('checkbox', { name: 'No Preference' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The lowest age cannot be more than the highest age')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(form).getByLabelText('Age from'), '25');
    const stars = within(form).getByRole('group', { name: 'Stars' });
    // The member has no star of their own: "compatible with my star" cannot be ticked.
    expect(within(stars).getByRole('checkbox', { name: 'Compatible with my star' })).toHaveProperty('disabled', true);
    await userEvent.click(within(stars).getByRole('checkbox', { name: 'Rohini' }));
    await userEvent.click(within(stars).getByRole('checkbox', { name: 'Aswini' }));
    await userEvent.type(within(form).getByLabelText('Monthly income at least (₹)'), '40,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Partner's preferences updated successfully!"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/updatePartnerPreferences');
    expect(JSON.parse(String(init.body))).toMatchObject({
      user_id: 7,
      gender: 'Male',
      age_min: 25,
      age_max: 32,
      castes: 'no_preference',
      stars: ['Aswini', 'Rohini'],
      income_floor: 40000,
    });
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token');
    expect(client.getQueryData(queryKeys.me())).toEqual(saved);
    expect(client.getQueryState(queryKeys.matches(1, ''))?.isInvalidated).toBe(true);
    // Many clicks and keystrokes: room on a busy machine.
  }, 30_000);

  it('reads in Tamil, with the catalogue labels for options and the same values', async () => {
    renderPage();
    await changeLocale('ta');
    const form = await screen.findByRole('form', { name: 'வரன் எதிர்பார்ப்புகள்' });
    expect(within(form).getByRole('heading', { name: 'அடிப்படை எதிர்பார்ப்புகள்' })).toBeTruthy();
    const castes = within(form).getByRole('group', { name: 'சாதிகள்' });
    expect(within(castes).getByRole('checkbox', { name: 'எதுவானாலும் சரி' })).toBeTruthy();
    expect(within(form).getByLabelText('குறைந்த வயது')).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'நட்சத்திரங்கள்' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'சேமிக்கவும்' })).toBeTruthy();
  });

  it('saves the Family & lifestyle group: several diets, No Preference clearing them, must-not habits', async () => {
    const saved = testMember({
      user_details: { gender: 'Female' },
      // Only what this member has said; the rest is unset.
      partner_preferences: {
        gender: 'Male',
        age_min: 25,
        age_max: 30,
        religion: 'Hindu',
        castes: ['Nadar', 'Pillai'],
        diet: ['Vegetarian'],
      } as PublicUser['partner_preferences'],
    });
    const fetch = vi.fn(async () => Response.json({ success: true, message: 'ok', user: saved }));
    vi.stubGlobal('fetch', fetch);
    const client = signedInClient(saved);
    const router = createMemoryRouter([{ path: '/', element: <PartnerPreferencesPage /> }]);
    renderWithQueries(<RouterProvider router={router} />, client);
    const form = screen.getByRole('form', { name: 'Partner preferences' });
    const group = within(form).getByRole('group', { name: 'Diet' });
    const box = (name: string) => within(group).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Vegetarian').checked).toBe(true);

    await userEvent.click(box('Vegan'));
    await userEvent.click(box('No Preference'));
    expect([box('Vegetarian').checked, box('Vegan').checked, box('No Preference').checked]).toEqual([false, false, true]);
    await userEvent.click(box('Eggetarian'));
    await userEvent.click(box('Vegetarian'));
    expect(box('No Preference').checked).toBe(false);
    await userEvent.selectOptions(within(form).getByLabelText('Smoking'), 'Must not');
    await userEvent.selectOptions(within(form).getByLabelText('Lives'), 'Abroad');
    await userEvent.selectOptions(within(form).getByLabelText('Education (this or higher)'), 'Bachelors');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      age_min: 25,
      age_max: 30,
      castes: ['Nadar', 'Pillai'],
      diet: ['Vegetarian', 'Eggetarian'],
      smoking: 'No',
      drinking: null,
      residence: 'Abroad',
      education_level: 'Bachelors',
    });
  });
});
