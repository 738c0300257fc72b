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

// Edit my profile's Family and Lifestyle & residence sections (docs/design.md, "The Tamil biodata").

const DETAILS = {
  gender: 'Female',
  state: 'Tamil Nadu',
  city: 'Madurai',
  brothers: 2,
  brothers_married: 1,
  native_place: 'Karaikudi',
  residence_country: 'Singapore',
  residency_status: 'Permanent resident',
};

function renderPage(details: object = DETAILS) {
  const client = signedInClient(testMember({ user_details: details }));
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

/** The body of the one updateProfile call. */
function sent(fetch: ReturnType<typeof vi.fn>): Record<string, unknown> {
  const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/updateProfile')) as unknown as [string, RequestInit];
  return JSON.parse(String(call[1].body)) as Record<string, unknown>;
}

const values = (select: HTMLElement) => [...(select as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.value);

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Edit my profile: Family', () => {
  it('starts from what is stored, offers married counts up to the total, and saves as the family section', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, message: 'ok', user: testMember({ user_details: DETAILS }) }));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const form = screen.getByRole('form', { name: 'Family' });
    const brothers = within(form).getByRole('combobox', { name: 'Brothers' });
    const married = within(form).getByRole('combobox', { name: 'Brothers married' });
    expect((brothers as HTMLSelectElement).value).toBe('2');
    expect((married as HTMLSelectElement).value).toBe('1');
    expect(values(married)).toEqual(['0', '1', '2']);
    // No sisters said: none of them can be married.
    expect(values(within(form).getByRole('combobox', { name: 'Sisters married' }))).toEqual(['0']);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Sisters' }), '3');
    expect(values(within(form).getByRole('combobox', { name: 'Sisters married' }))).toEqual(['0', '1', '2', '3']);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Sisters married' }), '2');
    await userEvent.click(within(form).getByRole('textbox', { name: 'Family deity (kula deivam)' }));
    await userEvent.paste('Madurai Veeran');
    await userEvent.click(within(form).getByRole('button', { name: 'Save & Continue' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(sent(fetch)).toMatchObject({
      user_id: 7,
      section: 'family',
      brothers: 2,
      brothers_married: 1,
      sisters: 3,
      sisters_married: 2,
      family_deity: 'Madurai Veeran',
      native_place: 'Karaikudi',
    });
  });

  it('says so when the total is lowered below the married, without sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const form = screen.getByRole('form', { name: 'Family' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Brothers' }), '0');
    // The chosen married count stays shown, so the member sees what to fix.
    const married = within(form).getByRole('combobox', { name: 'Brothers married' }) as HTMLSelectElement;
    expect(married.value).toBe('1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save & Continue' }));
    expect(await within(form).findByText('Married cannot be more than the total')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field message under its field and keeps what the member typed", async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        {
          success: false,
          code: 'invalid_input',
          message: 'சொந்த ஊர்: மிக நீளம்',
          errors: { native_place: 'சொந்த ஊர் மிக நீளமாக உள்ளது' },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await changeLocale('ta');
    const form = await screen.findByRole('form', { name: 'குடும்பம்' });
    const place = within(form).getByRole('textbox', { name: 'சொந்த ஊர்' });
    await userEvent.tripleClick(place);
    await userEvent.paste('Kumbakonam');
    await userEvent.click(within(form).getByRole('button', { name: 'சேமித்துத் தொடரவும்' }));
    expect(await within(form).findByText('சொந்த ஊர் மிக நீளமாக உள்ளது')).toBeTruthy();
    expect(notify.error).toHaveBeenCalled();
    expect((place as HTMLInputElement).value).toBe('Kumbakonam');
  });
});

describe('Edit my profile: Lifestyle & residence', () => {
  it('asks the residency status only abroad and the note only with a physical challenge, sending hidden ones blank', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, message: 'ok', user: testMember({ user_details: DETAILS }) }));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    const form = screen.getByRole('form', { name: 'Lifestyle & residence' });
    const country = within(form).getByRole('combobox', { name: 'Country of residence' }) as HTMLSelectElement;
    expect(country.value).toBe('Singapore');
    // The common countries of the Tamil diaspora come first.
    expect(values(country).slice(0, 3)).toEqual(['India', 'Sri Lanka', 'Singapore']);
    expect(within(form).getByRole('combobox', { name: 'Residency status' })).toHaveProperty('value', 'Permanent resident');
    expect(within(form).queryByRole('textbox', { name: 'About the physical challenge' })).toBeNull();

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Physical status' }), 'Physically challenged');
    await userEvent.click(within(form).getByRole('textbox', { name: 'About the physical challenge' }));
    await userEvent.paste('Uses a hearing aid');
    await userEvent.selectOptions(country, 'India');
    expect(within(form).queryByRole('combobox', { name: 'Residency status' })).toBeNull();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Diet' }), 'Vegetarian');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(sent(fetch)).toMatchObject({
      section: 'lifestyle',
      diet: 'Vegetarian',
      physical_status: 'Physically challenged',
      physical_status_note: 'Uses a hearing aid',
      residence_country: 'India',
      residency_status: null,
    });
  });

  it('reads in Tamil: labels, option labels and country names, the values unchanged', async () => {
    renderPage();
    await changeLocale('ta');
    const form = await screen.findByRole('form', { name: 'வாழ்க்கை முறை, வசிப்பிடம்' });
    const country = within(form).getByRole('combobox', { name: 'வசிக்கும் நாடு' }) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe('சிங்கப்பூர்');
    expect(country.value).toBe('Singapore');
    const diet = within(form).getByRole('combobox', { name: 'உணவு முறை' }) as HTMLSelectElement;
    expect([...diet.options].find((o) => o.value === 'Non-vegetarian')?.textContent).toBe('அசைவம்');
    expect(within(form).getByRole('button', { name: 'சேமிக்கவும்' })).toBeTruthy();
  });
});
