import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BiodataAnswer, OtherMember, ProfileDetailsAnswer } from '@inai/shared';
import { MEMBER_CHART } from '../../../components/jathagam/member-chart.fixture';
import { changeLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { BiodataSheet } from './biodata-sheet';
import { ProfileDetailsView } from './profile-details-view';

const DETAILS: NonNullable<OtherMember['user_details']> = {
  gender: 'Female',
  age: 27,
  city: 'Karaikudi',
  state: 'Tamil Nadu',
  star: 'Rohini',
  raasi: 'Rishabam',
  fathers_occupation: 'Retired headmaster',
  brothers: 2,
  brothers_married: 1,
  sisters: 0,
  sisters_married: null,
  family_type: 'Joint',
  native_place: 'Karaikudi',
  diet: 'Vegetarian',
  smoking: 'No',
  education_level: 'Masters',
  residence_country: 'Singapore',
  residency_status: 'Permanent resident',
};

const MEMBER: OtherMember = {
  id: 9,
  name: 'Revathi',
  email: 'revathi@example.com',
  phone: '9876543210',
  phone_hidden: false,
  profile_created_by: null,
  user_details: DETAILS,
  user_profile_picture: '/api/media/photos/4/thumb?s=x',
  photos_locked: false,
  horoscopes_locked: false,
  horoscopes_need_upgrade: false,
};

const PREFERENCES: BiodataAnswer['preferences'] = {
  gender: 'Male',
  age_min: 25,
  age_max: 32,
  castes: ['Mudaliar', 'Pillai'],
  stars: ['compatible', 'Rohini'],
  income_floor: 30000,
  age: '25 to 32',
  height: null,
  weight: null,
  marital_status: null,
  job_type: null,
  monthly_income: null,
  religion: 'Hindu',
  caste: 'no_preference',
  sub_caste: null,
  dosam: null,
  diet: ['Vegetarian', 'Vegan'],
  smoking: 'No',
  drinking: 'no_preference',
  physical_status: null,
  family_values: null,
  residence: 'Abroad',
  education_level: 'Bachelors',
};

function sheet(member: Partial<OtherMember> = {}, preferences = PREFERENCES) {
  const answer: BiodataAnswer = {
    success: true,
    user: { ...MEMBER, ...member },
    views: { used: 1, limit: 100 },
    preferences,
    own: false,
  };
  renderWithQueries(
    <MemoryRouter>
      <BiodataSheet answer={answer} />
    </MemoryRouter>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const row = (section: string, label: string) => within(region(section)).getByText(label).nextElementSibling?.textContent;

describe('the family and lifestyle sections of profile details', () => {
  it("shows the biodata's values by their labels, siblings as '2 (1 married)', 'Not specified' where empty", () => {
    const answer: ProfileDetailsAnswer = { success: true, user: MEMBER, views: { used: 1, limit: 100 } };
    renderWithQueries(
      <MemoryRouter>
        <ProfileDetailsView answer={answer} />
      </MemoryRouter>,
    );
    const family = region('Family');
    expect(within(family).getByText('2 (1 married)')).toBeTruthy();
    expect(within(family).getByText('Joint family')).toBeTruthy();
    expect(within(family).getAllByText('Not specified')).toHaveLength(5);
    const lifestyle = region('Lifestyle & residence');
    expect(within(lifestyle).getByText("Master's degree")).toBeTruthy();
    expect(within(lifestyle).getByText('Permanent resident')).toBeTruthy();
    expect(screen.getByTestId('biodata-link').getAttribute('href')).toBe('/biodata/OQ%3D%3D');
  });
});

describe('BiodataSheet', () => {
  it('sets out every section, the photo it was given and the expectations that were set', () => {
    sheet();
    expect(screen.getByRole('heading', { level: 1, name: 'Revathi' })).toBeTruthy();
    expect(screen.getByTestId('biodata-photo').getAttribute('src')).toBe('/api/media/photos/4/thumb?s=x');
    for (const name of ['Personal details', 'Education & work', 'Family', 'Lifestyle & residence', 'Horoscope', 'Expectations'])
      expect(region(name)).toBeTruthy();
    expect(row('Family', 'Brothers')).toBe('2 (1 married)');
    expect(row('Family', 'Sisters')).toBe('0');
    expect(row('Education & work', 'Education level')).toBe("Master's degree");
    expect(row('Lifestyle & residence', 'Country of residence')).toBe('Singapore');
    expect(row('Horoscope', 'Star')).toBe('Rohini');
    expect(row('Expectations', 'Age')).toBe('25 to 32 years');
    expect(row('Expectations', 'Caste')).toBe('Mudaliar, Pillai');
    expect(row('Expectations', 'Stars')).toBe('Compatible with my star, Rohini');
    expect(row('Expectations', 'Monthly income')).toBe('At least ₹30,000 a month');
    expect(row('Expectations', 'Diet')).toBe('Vegetarian, Vegan');
    expect(row('Expectations', 'Smoking')).toBe('Must not');
    expect(row('Expectations', 'Drinking')).toBe('No Preference');
    expect(row('Expectations', 'Lives')).toBe('Abroad');
    // Only what the member set: no rows of 'Not specified' for the rest.
    expect(within(region('Expectations')).queryByText('Not specified')).toBeNull();
    expect(row('Contact', 'Phone')).toBe('9876543210');
  });

  it('shows no photo when none was given, no contact the answer lacks, and says when nothing is expected', () => {
    sheet({ user_profile_picture: null, photos_locked: true, phone: undefined, email: undefined, phone_hidden: false }, null);
    expect(screen.queryByTestId('biodata-photo')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
    expect(within(region('Expectations')).getByText('Not specified')).toBeTruthy();
  });

  it('puts the two charts, small and side by side, in the horoscope summary when the answer has the chart', () => {
    sheet({ jathagam: MEMBER_CHART });
    const horoscope = region('Horoscope');
    expect(row('Horoscope', 'Star')).toBe('Rohini');
    expect(within(horoscope).getByRole('img', { name: /^Rasi chart/ })).toBeTruthy();
    expect(within(horoscope).getByRole('img', { name: /^Navamsam chart/ })).toBeTruthy();
    // The charts alone: the positions table stays on the profile page.
    expect(within(horoscope).queryByRole('table')).toBeNull();
    expect(horoscope.querySelector('.biodata-charts')!.className).toContain('sm:grid-cols-2');
    // Drawn a few centimetres wide, so with larger marks, one a line.
    const rishabam = within(horoscope)
      .getByRole('img', { name: /^Rasi chart/ })
      .querySelector('g[data-raasi="Rishabam"]')!;
    expect([...rishabam.querySelectorAll('text')].map((line) => [line.textContent, line.getAttribute('font-size')])).toEqual([
      ['La', '20'],
      ['Su', '20'],
    ]);
  });

  it('has no charts without the chart', () => {
    sheet();
    expect(within(region('Horoscope')).queryByRole('img')).toBeNull();
  });

  it('says the phone number is hidden when the member hid it', () => {
    sheet({ phone: undefined, phone_hidden: true });
    expect(row('Contact', 'Phone')).toBe('Phone number is hidden');
  });

  it('reads in Tamil: headings, option labels and the country in Tamil script', async () => {
    await changeLocale('ta');
    sheet();
    expect(region('குடும்பம்')).toBeTruthy();
    expect(row('குடும்பம்', 'சகோதரர்கள்')).toBe('2 (1 பேருக்குத் திருமணம் ஆனது)');
    expect(row('வாழ்க்கை முறை, வசிப்பிடம்', 'வசிக்கும் நாடு')).toBe('சிங்கப்பூர்');
    expect(row('ஜாதகம்', 'நட்சத்திரம்')).toBe('ரோகிணி');
    expect(region('வரன் எதிர்பார்ப்புகள்')).toBeTruthy();
  });

  it('prints the town and the state in Tamil on a Tamil sheet', async () => {
    await changeLocale('ta');
    sheet({ user_details: { ...MEMBER.user_details!, city: 'Devakottai' } });
    expect(row('தனிப்பட்ட விவரங்கள்', 'வசிக்கும் ஊர்')).toBe('தேவகோட்டை, தமிழ்நாடு');
    expect(document.body.textContent).not.toContain('Tamil Nadu');
  });

  it('names the charts in Tamil', async () => {
    await changeLocale('ta');
    sheet({ jathagam: MEMBER_CHART });
    const horoscope = region('ஜாதகம்');
    expect(within(horoscope).getByRole('img', { name: /ராசிக் கட்டம்/ })).toBeTruthy();
    expect(within(horoscope).getByRole('img', { name: /நவாம்சக் கட்டம்/ })).toBeTruthy();
  });
  it("carries the 'ID verified' and 'Mobile verified' badges, and '(not verified)' beside an unverified number", () => {
    sheet({ id_verified: true, phone_verified: true });
    const sheetElement = screen.getByTestId('biodata-sheet');
    expect(within(sheetElement).getByTestId('mobile-verified-badge').textContent).toBe('Mobile verified');
    expect(within(sheetElement).getByTestId('id-verified-badge').textContent).toBe('ID verified');
    expect(row('Contact', 'Phone')).toBe('9876543210');
    cleanup();
    sheet({ phone_verified: false });
    expect(screen.queryByTestId('mobile-verified-badge')).toBeNull();
    expect(row('Contact', 'Phone')).toBe('9876543210 (not verified)');
  });
});
