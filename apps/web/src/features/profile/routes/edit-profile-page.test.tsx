import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import EditProfilePage from './edit-profile-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const BASIC = {
  gender: 'Female',
  dob: '1996-04-14',
  state: 'Tamil Nadu',
  city: 'Madurai',
  height: '5.4',
  weight: '55-60',
  fathers_name: 'Raman',
  mothers_name: 'Lakshmi',
  address: '12 South Masi Street',
  marital_status: 'Never Married',
};

const MEMBER = testMember({ user_details: BASIC });

function renderPage() {
  const client = signedInClient(MEMBER);
  client.setQueryData(queryKeys.matches(1, ''), { data: [] });
  // The state list is shared data; it is already here.
  client.setQueryData(queryKeys.states(), [{ name: 'Tamil Nadu', state_code: 'TN' }]);
  client.setQueryData(queryKeys.cities('Tamil Nadu'), ['Madurai']);
  renderWithQueries(
    <MemoryRouter>
      <EditProfilePage />
    </MemoryRouter>,
    client,
  );
  return client;
}

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Edit my profile', () => {
  it('saves the basic section with our toast, keeps the answer and refreshes Matches', async () => {
    const answer = { ...MEMBER, user_details: { ...BASIC, age: 29 } };
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/updateProfile')
        ? Response.json({ success: true, message: 'server text', user: answer })
        : Response.json({ error: false, data: { name: 'India', states: [{ name: 'Tamil Nadu', state_code: 'TN' }] } }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit my profile' })).toBeTruthy();
    const basic = screen.getByRole('form', { name: 'Basic info' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!'));
    const save = fetch.mock.calls.find(([url]) => url.endsWith('/updateProfile')) as unknown as [string, RequestInit];
    expect(JSON.parse(String(save[1].body))).toMatchObject({ user_id: 7, ...BASIC });
    expect(client.getQueryData(queryKeys.me())).toEqual(answer);
    expect(client.getQueryState(queryKeys.matches(1, ''))?.isInvalidated).toBe(true);
  });

  it('saves the basic section with the street address cleared: it is optional, and the field says who sees it', async () => {
    const answer = { ...MEMBER, user_details: { ...BASIC, address: null, age: 29 } };
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/updateProfile')
        ? Response.json({ success: true, message: 'ok', user: answer })
        : Response.json({ error: false, data: { name: 'India', states: [{ name: 'Tamil Nadu', state_code: 'TN' }] } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const basic = screen.getByRole('form', { name: 'Basic info' });
    const field = within(basic).getByLabelText('Address (optional)');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(
      'Shown only to members with whom you have an accepted interest. You can hide it from them too, in Settings.',
    );
    await userEvent.clear(field);
    await userEvent.click(within(basic).getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(notify.error).not.toHaveBeenCalled();
    expect(within(basic).queryByText(/Address is required/)).toBeNull();
    const save = fetch.mock.calls.find(([url]) => url.endsWith('/updateProfile')) as unknown as [string, RequestInit];
    expect(JSON.parse(String(save[1].body))).toMatchObject({ ...BASIC, address: null });
  });

  it('shows who created the profile in the basic section and saves a change', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/updateProfile')
        ? Response.json({ success: true, message: 'ok', user: { ...MEMBER, profile_created_by: 'Sibling' } })
        : Response.json({ error: false, data: { name: 'India', states: [{ name: 'Tamil Nadu', state_code: 'TN' }] } }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = signedInClient(testMember({ user_details: BASIC, profile_created_by: 'Parent' }));
    client.setQueryData(queryKeys.states(), [{ name: 'Tamil Nadu', state_code: 'TN' }]);
    client.setQueryData(queryKeys.cities('Tamil Nadu'), ['Madurai']);
    renderWithQueries(
      <MemoryRouter>
        <EditProfilePage />
      </MemoryRouter>,
      client,
    );
    const basic = screen.getByRole('form', { name: 'Basic info' });
    const select = within(basic).getByLabelText('Profile created by') as HTMLSelectElement;
    expect(select.value).toBe('Parent');
    await userEvent.selectOptions(select, 'Sibling');
    await userEvent.click(within(basic).getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!'));
    const save = fetch.mock.calls.find(([url]) => url.endsWith('/updateProfile')) as unknown as [string, RequestInit];
    expect(JSON.parse(String(save[1].body))).toMatchObject({ ...BASIC, profile_created_by: 'Sibling' });
  });

  it('says in Tamil which religion field is missing, and why Save & Complete waits', async () => {
    renderPage();
    await changeLocale('ta');
    const religion = await screen.findByRole('form', { name: 'மதம், சாதி விவரங்கள்' });
    await userEvent.click(within(religion).getByRole('button', { name: 'சேமித்துத் தொடரவும்' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('மதம் தேவை'));
    const social = screen.getByRole('form', { name: 'சமூக ஊடகங்கள்' });
    const complete = within(social).getByRole('button', { name: 'சேமித்து முடிக்கவும்' });
    expect(complete).toHaveProperty('disabled', true);
    expect(complete.getAttribute('title')).toBe('சேமிக்க, குறைந்தது ஒரு இணைப்பையாவது நிரப்பவும்.');
  });

  it('offers only the raasis the chosen star can have, chooses the only one, and clears one that no longer fits', async () => {
    renderPage();
    const religion = screen.getByRole('form', { name: 'Religion & Caste Information' });
    const star = within(religion).getByRole('combobox', { name: 'Star (Natchatra)' }) as HTMLSelectElement;
    const raasi = within(religion).getByRole('combobox', { name: 'Raasi' }) as HTMLSelectElement;
    const offered = () => [...raasi.options].filter((o) => o.value).map((o) => o.value);
    expect(offered()).toHaveLength(12);

    await userEvent.selectOptions(star, 'Karthigai');
    expect(offered()).toEqual(['Mesham', 'Rishabam']);
    expect(raasi.value).toBe('');
    await userEvent.selectOptions(raasi, 'Mesham');

    await userEvent.selectOptions(star, 'Aswini');
    expect(offered()).toEqual(['Mesham']);
    expect(raasi.value).toBe('Mesham');

    await userEvent.selectOptions(star, 'Rohini');
    await waitFor(() => expect(raasi.value).toBe('Rishabam'));
    expect(offered()).toEqual(['Rishabam']);

    await userEvent.selectOptions(star, 'Mirugasirisham');
    expect(offered()).toEqual(['Rishabam', 'Mithunam']);
    expect(raasi.value).toBe('Rishabam');

    await userEvent.selectOptions(star, 'Punarpoosam');
    await waitFor(() => expect(raasi.value).toBe(''));
    expect(offered()).toEqual(['Mithunam', 'Kadagam']);
  });
});
