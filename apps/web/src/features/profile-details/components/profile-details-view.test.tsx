import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OtherMember, ProfileDetailsAnswer } from '@inai/shared';
import { defaultAvatar } from '../../../components/default-avatar';
import { MEMBER_CHART } from '../../../components/jathagam/member-chart.fixture';
import { changeLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { ProfileDetailsView } from './profile-details-view';

const MEMBER: OtherMember = {
  id: 7,
  name: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '9876543210',
  phone_hidden: false,
  profile_created_by: null,
  user_details: { gender: 'Male', state: 'Tamil Nadu', city: 'Salem', age: 29, willing_to_marry_from_another_caste: 0 },
  user_profile_picture: null,
  photos_locked: false,
  user_images: [],
  horoscopes_locked: false,
  horoscopes_need_upgrade: false,
  user_horoscopes: [
    { id: 3, horoscope_premium_path: '/api/media/horoscopes/3/full?s=x', thumbnail: '/t.webp', file_name: 'j.jpg' },
  ],
};

function show(member: Partial<OtherMember>, limit: number | null = 100, extra: Partial<ProfileDetailsAnswer> = {}) {
  const answer: ProfileDetailsAnswer = { success: true, user: { ...MEMBER, ...member }, views: { used: 4, limit }, ...extra };
  renderWithQueries(
    <MemoryRouter>
      <ProfileDetailsView answer={answer} />
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ProfileDetailsView', () => {
  it("shows what is there, 'Not specified' for what is not, and the boy default picture for a man", () => {
    show({});
    expect(screen.getByRole('heading', { level: 1, name: 'Meena Sundaram' })).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    expect(within(section('Contact info')).getByText('9876543210')).toBeTruthy();
    expect(within(section('Personal information')).getAllByText('Not specified')).toHaveLength(10);
    expect(within(section('Other details')).getByText('No')).toBeTruthy();
    expect(screen.getByTestId('details-picture').getAttribute('src')).toBe(defaultAvatar('Male'));
    expect(within(section('Horoscope gallery')).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      '/api/media/horoscopes/3/full?s=x',
    );
    expect(screen.getByText('4 of 100 profile views used this month')).toBeTruthy();
  });

  it('shows the porutham section only for a bride and a groom (when the answer has it)', () => {
    show({});
    expect(screen.queryByRole('region', { name: 'Porutham' })).toBeNull();
    cleanup();
    show({}, 100, { porutham: { state: 'member_star_missing' } });
    expect(within(section('Porutham')).getByText(/Meena Sundaram has not added a star yet/)).toBeTruthy();
  });

  it("shows one's own profile under the banner, without actions towards oneself or views", () => {
    show({ user_details: { ...MEMBER.user_details, height: '5.3', salary: '50000', total_experience: '5' } }, 0, { own: true });
    const banner = section('This is how others see you');
    expect(within(banner).getByRole('link', { name: 'Edit my profile' }).getAttribute('href')).toBe('/edituserprofile');
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByText(/profile views used/)).toBeNull();
    const personal = within(section('Personal information'));
    for (const text of ['5 ft 3 in', '₹50,000 a month', '5 years', 'Experience']) expect(personal.getByText(text)).toBeTruthy();
  });

  it('offers Block, which asks first and names the member', async () => {
    show({});
    screen.getByRole('button', { name: 'Block' }).click();
    const confirm = await screen.findByRole('group', { name: 'Block' });
    expect(within(confirm).getByText(/Meena Sundaram/)).toBeTruthy();
    expect(within(confirm).getAllByRole('button')).toHaveLength(2);
  });

  it('says why photos, horoscopes and the phone number are missing', () => {
    show({
      phone: undefined,
      phone_hidden: true,
      photos_locked: true,
      user_images: undefined,
      horoscopes_locked: true,
      user_horoscopes: undefined,
      user_details: { gender: 'Female' },
    });
    expect(within(section('Contact info')).getByText('Phone number is hidden')).toBeTruthy();
    expect(within(section('Photo gallery')).getByText('Photos are locked by the user.')).toBeTruthy();
    expect(within(section('Horoscope gallery')).getByText('Horoscopes are locked by the user.')).toBeTruthy();
    expect(screen.getByTestId('details-picture').getAttribute('src')).toBe(defaultAvatar('Female'));
  });

  it('makes the contact details links, and says why the phone is missing and how to reach the member', () => {
    show({});
    const contact = section('Contact info');
    expect(within(contact).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(within(contact).getByRole('link', { name: 'meena@example.com' }).getAttribute('href')).toBe(
      'mailto:meena@example.com',
    );
    expect(within(contact).queryByText('This member prefers to be contacted by e-mail.')).toBeNull();
    cleanup();
    show({ phone: undefined, phone_hidden: true });
    const hidden = section('Contact info');
    expect(within(hidden).getByText('Phone number is hidden')).toBeTruthy();
    expect(within(hidden).getByRole('link', { name: 'meena@example.com' })).toBeTruthy();
    expect(within(hidden).getByText('This member prefers to be contacted by e-mail.')).toBeTruthy();
  });

  it('tells a Silver viewer that horoscopes need a higher plan', () => {
    show({ horoscopes_need_upgrade: true, user_horoscopes: undefined }, 15);
    const horoscopes = section('Horoscope gallery');
    expect(within(horoscopes).getByText(/Horoscopes can be viewed with a Gold or Platinum plan\./)).toBeTruthy();
    expect(within(horoscopes).getByRole('link', { name: 'Purchase Plan' }).getAttribute('href')).toBe('/pricing');
  });

  it("shows the member's birth chart when the answer has it: both charts, positions, birth star and chevvai dosham", () => {
    show({ jathagam: MEMBER_CHART });
    const chart = section('Birth chart');
    expect(
      within(chart).getByText(
        'Worked out from the birth details Meena Sundaram gave. The time and place of birth are not shown to other members.',
      ),
    ).toBeTruthy();
    expect(within(chart).getByRole('img', { name: /^Rasi chart/ })).toBeTruthy();
    expect(within(chart).getByRole('img', { name: /^Navamsam chart/ })).toBeTruthy();
    expect(within(chart).getByRole('heading', { level: 3, name: 'Positions of the planets' })).toBeTruthy();
    expect(within(chart).getByText('Birth star: Uthiradam, raasi: Dhanusu')).toBeTruthy();
    expect(within(chart).getByRole('heading', { level: 3, name: 'Chevvai dosham' })).toBeTruthy();
    expect(within(chart).getByTestId('chevvai-dosham').textContent).toBe(
      'Chevvai dosham is present, counted from Venus; but the dosham is cancelled because Jupiter is with Mars or aspects it.',
    );
    expect(within(chart).getByTestId('positions-table').textContent).not.toContain('°');
  });

  it('has no birth chart section without a chart; a Silver viewer is told horoscopes need Gold', () => {
    show({});
    expect(screen.queryByRole('region', { name: 'Birth chart' })).toBeNull();
    cleanup();
    show({ horoscopes_need_upgrade: true, user_horoscopes: undefined }, 15);
    expect(screen.queryByRole('region', { name: 'Birth chart' })).toBeNull();
    expect(screen.queryByRole('img', { name: /^Rasi chart/ })).toBeNull();
    expect(
      within(section('Horoscope gallery')).getByText(/Horoscopes can be viewed with a Gold or Platinum plan\./),
    ).toBeTruthy();
  });

  it('makes web addresses links that leave safely, and leaves other text alone', () => {
    show({ user_details: { facebook: 'https://facebook.com/meena', instagram: 'javascript:alert(1)' } });
    const social = section('Social media');
    const link = within(social).getByRole('link', { name: 'https://facebook.com/meena' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(social).getByText('javascript:alert(1)').tagName).toBe('DD');
  });

  it('reads in Tamil: sections, stored options in Tamil script, the date in Tamil', async () => {
    await changeLocale('ta');
    show({
      user_details: { gender: 'Female', star: 'Mirugasirisham', raasi: 'Rishabam', dob: '1996-04-14', job_type: 'Government' },
    });
    const religion = section('மதம் & சாதி');
    expect(within(religion).getByText('மிருகசீரிடம்')).toBeTruthy();
    expect(within(religion).getByText('ரிஷபம்')).toBeTruthy();
    expect(within(section('தனிப்பட்ட விவரங்கள்')).getByText(/14 ஏப்.*1996/)).toBeTruthy();
    expect(within(section('தனிப்பட்ட விவரங்கள்')).getByText('அரசுப் பணி')).toBeTruthy();
    expect(screen.getByText('இந்த மாதம் 100 சுயவிவரப் பார்வைகளில் 4 பயன்படுத்தப்பட்டன')).toBeTruthy();
  });

  it('names the state and the town in Tamil on a Tamil screen', async () => {
    await changeLocale('ta');
    show({ user_details: { gender: 'Male', state: 'Tamil Nadu', city: 'Coimbatore' } });
    expect(screen.getByText('கோயம்புத்தூர்')).toBeTruthy();
    expect(screen.getByText('தமிழ்நாடு')).toBeTruthy();
    expect(screen.queryByText('Tamil Nadu')).toBeNull();
    expect(screen.queryByText('Coimbatore')).toBeNull();
  });

  it('shows the birth chart in Tamil', async () => {
    await changeLocale('ta');
    show({ jathagam: { ...MEMBER_CHART, chevvai_dosham: { present: true, from: ['lagnam', 'moon'], exception: null } } });
    const chart = section('பிறப்பு ஜாதகம்');
    expect(
      within(chart).getByText(
        'Meena Sundaram அவர்கள் கொடுத்த பிறப்பு விவரங்களிலிருந்து கணிக்கப்பட்டது. பிறந்த நேரமும் ஊரும் மற்ற உறுப்பினர்களுக்குக் காட்டப்படுவதில்லை.',
      ),
    ).toBeTruthy();
    expect(within(chart).getByText('ஜென்ம நட்சத்திரம்: உத்திராடம், ராசி: தனுசு')).toBeTruthy();
    expect(within(chart).getByTestId('chevvai-dosham').textContent).toBe(
      'லக்னத்திலிருந்தும் சந்திரனிலிருந்தும் எண்ணும்போது செவ்வாய் தோஷம் உள்ளது.',
    );
  });
  it("shows the 'Mobile verified' badge beside 'ID verified', and '(not verified)' beside an unverified number", () => {
    show({ id_verified: true, phone_verified: true });
    expect(screen.getByTestId('mobile-verified-badge').textContent).toBe('Mobile verified');
    expect(screen.getByTestId('mobile-verified-badge').getAttribute('title')).toBe(
      'This member confirmed their mobile number with a code texted to it.',
    );
    expect(screen.getByTestId('id-verified-badge')).toBeTruthy();
    expect(within(section('Contact info')).queryByText('(not verified)')).toBeNull();
    cleanup();
    show({ phone_verified: false });
    expect(screen.queryByTestId('mobile-verified-badge')).toBeNull();
    expect(within(section('Contact info')).getByText('(not verified)')).toBeTruthy();
    cleanup();
    // A hidden number is not a contact detail shown: nothing to mark; the badge still says it is verified.
    show({ phone: undefined, phone_hidden: true, phone_verified: true });
    expect(screen.getByTestId('mobile-verified-badge')).toBeTruthy();
    cleanup();
    show({ phone: undefined, phone_hidden: true, phone_verified: false });
    expect(screen.queryByText('(not verified)')).toBeNull();
  });

  it("writes the badge and '(not verified)' in Tamil", async () => {
    await changeLocale('ta');
    show({ phone_verified: true });
    expect(screen.getByTestId('mobile-verified-badge').textContent).toBe('சரிபார்த்த கைப்பேசி');
    cleanup();
    show({ phone_verified: false });
    expect(within(section('தொடர்பு விவரங்கள்')).getByText('(சரிபார்க்கப்படவில்லை)')).toBeTruthy();
  });

  it('says when the member was last active, in English and Tamil, and nothing when the answer has no band', async () => {
    await changeLocale('en');
    show({ last_active: 'month' });
    expect(screen.getByTestId('last-active').textContent).toBe('Active this month');
    cleanup();
    show({ last_active: null });
    expect(screen.queryByTestId('last-active')).toBeNull();
    cleanup();
    await changeLocale('ta');
    show({ last_active: 'today' });
    expect(screen.getByTestId('last-active').textContent).toBe('இன்று செயலில் இருந்தார்');
  });

  it('shows the street address to whom the answer gives it, and otherwise says why it is not there, in English and Tamil', async () => {
    await changeLocale('en');
    const addressRow = () => within(section('Contact info')).getByText('Address').parentElement!;
    show({ address_withheld: null, user_details: { gender: 'Female', address: '12 South Masi Street\nMadurai' } });
    expect(addressRow().querySelector('dd')!.textContent).toBe('12 South Masi Street\nMadurai');
    cleanup();
    const reasons = [
      ['interest', 'Shown only after an interest between you is accepted'],
      ['owner', 'Address is hidden'],
      ['plan', 'Your plan does not include contact details'],
    ] as const;
    for (const [reason, text] of reasons) {
      show({ address_withheld: reason, user_details: { gender: 'Female' } });
      expect(screen.getByTestId('address-withheld').textContent).toBe(text);
      cleanup();
    }
    show({ address_withheld: null, user_details: { gender: 'Female', address: null } });
    expect(addressRow().querySelector('dd')!.textContent).toBe('Not specified');
    cleanup();
    await changeLocale('ta');
    show({ address_withheld: 'interest', user_details: { gender: 'Female' } });
    expect(within(section('தொடர்பு விவரங்கள்')).getByText('முகவரி')).toBeTruthy();
    expect(screen.getByTestId('address-withheld').textContent).toBe('உங்களிடையே விருப்பம் ஏற்கப்பட்ட பிறகே காட்டப்படும்');
  });
});
