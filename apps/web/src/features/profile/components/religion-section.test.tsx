import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BirthDetailsAnswer, Place, PublicUser } from '@inai/shared';
import { useMe } from '../../../lib/api/me';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { ReligionSection } from './religion-section';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const CHENNAI: Place = {
  id: 'csc-131517',
  name: 'Chennai',
  name_ta: 'சென்னை',
  state: 'Tamil Nadu',
  country: 'India',
  latitude: 13.0878,
  longitude: 80.2785,
  timezone: 'Asia/Kolkata',
};
const MADURAI: Place = { ...CHENNAI, id: 'csc-131600', name: 'Madurai', name_ta: 'மதுரை', latitude: 9.9252, longitude: 78.1198 };

const RELIGION = { religion: 'Hindu', caste: 'Pillai', dob: '1996-04-14' };
const AT_CHENNAI = {
  place: CHENNAI,
  latitude: CHENNAI.latitude,
  longitude: CHENNAI.longitude,
  timezone: CHENNAI.timezone,
};
// 14 April 1996 in India: Sadhayam until 22:09, then Poorattathi, Kumbam all day (the server's moon-day test).
const TWO_STAR_DAY: BirthDetailsAnswer = {
  ...AT_CHENNAI,
  time: null,
  star_from: 'birth_date',
  day: [
    { star: 'Sadhayam', raasi: 'Kumbam', from: '00:00', to: '22:09' },
    { star: 'Poorattathi', raasi: 'Kumbam', from: '22:09', to: '24:00' },
  ],
  chevvai_dosham: null,
};
const BY_TIME: BirthDetailsAnswer = {
  ...AT_CHENNAI,
  time: '06:30',
  star_from: 'birth_time',
  day: [],
  chevvai_dosham: { present: true, from: ['lagnam', 'moon'], exception: null },
};

function member(birth: BirthDetailsAnswer | null, details: object = {}): PublicUser {
  return testMember({ user_details: { ...RELIGION, ...details }, birth_details: birth });
}

/** Answers updateProfile with `answer` and the place search with Chennai and Madurai. */
function stubServer(answer: PublicUser) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/places?q=')) return Response.json({ success: true, data: [CHENNAI, MADURAI] });
    if (url.endsWith('/updateProfile')) return Response.json({ success: true, message: 'ok', user: answer });
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof stubServer>) => {
  const call = fetch.mock.calls.find(([url]) => url.endsWith('/updateProfile'));
  return JSON.parse(String(call![1]!.body)) as Record<string, unknown>;
};

/** The section as Edit my profile shows it: for the member as last saved. */
function Section() {
  const { user } = useMe();
  return user ? <ReligionSection user={user} /> : null;
}

function renderSection(user: PublicUser) {
  renderWithQueries(<Section />, signedInClient(user));
  const form = screen.getByRole('form', { name: 'Religion & Caste Information' });
  return {
    form,
    star: within(form).getByRole('combobox', { name: 'Star (Natchatra)' }) as HTMLSelectElement,
    raasi: within(form).getByRole('combobox', { name: 'Raasi' }) as HTMLSelectElement,
    save: () => userEvent.click(within(form).getByRole('button', { name: 'Save & Continue' })),
  };
}

/** The texts a control is described by (its hint, its error). */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)!.textContent)
    .join(' ');
const offered = (select: HTMLSelectElement) => [...select.options].filter((o) => o.value).map((o) => o.value);

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the birth details in the religion section', () => {
  it('shows a star worked out from the birth time fixed, says why, and what the chart says of chevvai dosham', async () => {
    const user = member(BY_TIME, { star: 'Avittam', raasi: 'Kumbam', dosam: 'Chevvai Dosham' });
    const fetch = stubServer(user);
    const { form, star, raasi, save } = renderSection(user);
    const group = within(form).getByRole('group', { name: 'Birth details' });
    expect(description(group)).toBe(
      'Your time and place of birth are never shown to other members. Members who may see horoscopes see only your chart.',
    );
    expect((within(group).getByRole('searchbox', { name: 'Place of birth' }) as HTMLInputElement).value).toBe(
      'Chennai, Tamil Nadu, India',
    );
    const time = within(group).getByLabelText('Time of birth (optional)') as HTMLInputElement;
    expect(time.value).toBe('06:30');
    expect(description(time)).toBe('Without it, your star is taken from your date of birth.');

    expect(star.disabled).toBe(true);
    expect(star.value).toBe('Avittam');
    expect(description(star)).toBe('Worked out from your birth details');
    expect(raasi.disabled).toBe(true);
    expect(raasi.value).toBe('Kumbam');
    expect(description(raasi)).toBe('Worked out from your birth details');
    expect(description(within(form).getByRole('combobox', { name: 'Dosam' }))).toBe(
      'Your birth chart: Chevvai dosham is present, counted from the lagnam and the Moon.',
    );

    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!'));
    // The server works the star and raasi out again; a value sent would have to agree with it.
    expect(sent(fetch)).toMatchObject({
      section: 'religion',
      birth_place_id: CHENNAI.id,
      birth_time: '06:30',
      birth_latitude: '',
      star: '',
      raasi: '',
      dosam: 'Chevvai Dosham',
    });
  });

  it('on a day the Moon changed star says when, offers only that day’s stars and sends the one chosen', async () => {
    const user = member(TWO_STAR_DAY, { star: null, raasi: 'Kumbam' });
    const fetch = stubServer(member(TWO_STAR_DAY, { star: 'Poorattathi', raasi: 'Kumbam' }));
    const { form, star, raasi, save } = renderSection(user);
    expect(within(form).getByTestId('birth-day-warning').textContent).toBe(
      'On your date of birth the Moon was in Sadhayam until 10:09 pm, then in Poorattathi. Choose your star, or give your birth time.',
    );
    expect(star.disabled).toBe(false);
    expect(offered(star)).toEqual(['Sadhayam', 'Poorattathi']);
    // Both stars lie in Kumbam that day: the raasi is decided.
    expect(raasi.disabled).toBe(true);
    expect(offered(raasi)).toEqual(['Kumbam']);
    expect(raasi.value).toBe('Kumbam');
    expect(description(raasi)).toBe('Worked out from your date of birth');
    // No chart without a time: nothing is said of chevvai dosham.
    expect(description(within(form).getByRole('combobox', { name: 'Dosam' }))).toBe('');

    await userEvent.selectOptions(star, 'Poorattathi');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(sent(fetch)).toMatchObject({ birth_place_id: CHENNAI.id, birth_time: '', star: 'Poorattathi', raasi: 'Kumbam' });
  });

  it('fixes both, without a warning, on a day of one star and raasi', () => {
    const oneStar: BirthDetailsAnswer = {
      ...TWO_STAR_DAY,
      day: [{ star: 'Uthirattathi', raasi: 'Meenam', from: '00:00', to: '24:00' }],
    };
    const first = renderSection(member(oneStar, { star: 'Uthirattathi', raasi: 'Meenam' }));
    expect(first.star.disabled && first.raasi.disabled).toBe(true);
    expect(description(first.star)).toBe('Worked out from your date of birth');
    expect(screen.queryByTestId('birth-day-warning')).toBeNull();
  });

  it('names the raasis when the Moon changed raasi but not star', () => {
    const raasiDay: BirthDetailsAnswer = {
      ...TWO_STAR_DAY,
      day: [
        { star: 'Karthigai', raasi: 'Mesham', from: '00:00', to: '05:40' },
        { star: 'Karthigai', raasi: 'Rishabam', from: '05:40', to: '24:00' },
      ],
    };
    const { star, raasi } = renderSection(member(raasiDay, { star: 'Karthigai', raasi: null }));
    expect(screen.getByTestId('birth-day-warning').textContent).toBe(
      'On your date of birth the Moon was in Mesham until 5:40 am, then in Rishabam. Choose your raasi, or give your birth time.',
    );
    expect(star.disabled).toBe(true);
    expect(raasi.disabled).toBe(false);
    expect(offered(raasi)).toEqual(['Mesham', 'Rishabam']);
  });

  it('reads in Tamil: the warning with the part of the day, and the place with its state and country', async () => {
    await changeLocale('ta');
    renderWithQueries(<Section />, signedInClient(member(TWO_STAR_DAY, { star: null, raasi: 'Kumbam' })));
    const form = screen.getByRole('form', { name: 'மதம், சாதி விவரங்கள்' });
    expect(within(form).getByTestId('birth-day-warning').textContent).toBe(
      'நீங்கள் பிறந்த தேதியில் சந்திரனின் நட்சத்திரம்: இரவு 10:09 வரை சதயம், அதன் பிறகு பூரட்டாதி. உங்கள் நட்சத்திரத்தைத் தேர்ந்தெடுக்கவும், அல்லது பிறந்த நேரத்தைக் கொடுக்கவும்.',
    );
    expect((within(form).getByRole('searchbox', { name: 'பிறந்த ஊர்' }) as HTMLInputElement).value).toBe('சென்னை, தமிழ்நாடு, இந்தியா');
    const raasi = within(form).getByRole('combobox', { name: 'ராசி' });
    expect(description(raasi)).toBe('நீங்கள் பிறந்த தேதியிலிருந்து கணிக்கப்பட்டது');
  });

  it('lets the member clear the place: the selects are theirs again and the place is sent blank', async () => {
    const user = member(BY_TIME, { star: 'Avittam', raasi: 'Kumbam' });
    const fetch = stubServer(member(null, { star: 'Revathi', raasi: 'Meenam' }));
    const { form, star, raasi, save } = renderSection(user);
    await userEvent.click(within(form).getByRole('button', { name: 'Clear the place of birth' }));
    expect((within(form).getByRole('searchbox', { name: 'Place of birth' }) as HTMLInputElement).value).toBe('');
    await userEvent.clear(within(form).getByLabelText('Time of birth (optional)'));
    expect(star.disabled || raasi.disabled).toBe(false);
    expect(offered(star)).toHaveLength(27);
    await userEvent.selectOptions(star, 'Revathi');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(sent(fetch)).toMatchObject({ birth_place_id: '', birth_time: '', star: 'Revathi', raasi: 'Meenam' });
    // What the server saved comes back into the selects.
    await waitFor(() => expect(star.value).toBe('Revathi'));
  });

  it('asks for the place when a time is given alone, and says the star will be worked out once a place is chosen', async () => {
    const user = member(null, { star: 'Rohini', raasi: 'Rishabam' });
    const fetch = stubServer(member(BY_TIME, { star: 'Avittam', raasi: 'Kumbam' }));
    const { form, star, save } = renderSection(user);
    expect(star.disabled).toBe(false);
    const time = within(form).getByLabelText('Time of birth (optional)');
    await userEvent.type(time, '06:30');
    await save();
    const search = within(form).getByRole('searchbox', { name: 'Place of birth' });
    await waitFor(() =>
      expect(description(search)).toContain("Please choose the place of birth too: the time is read in that place's time zone."),
    );
    expect(fetch.mock.calls.some(([url]) => url.endsWith('/updateProfile'))).toBe(false);

    await userEvent.type(search, 'Chen');
    await userEvent.click(await within(form).findByRole('button', { name: 'Chennai, Tamil Nadu, India' }, { timeout: 3000 }));
    expect(star.disabled).toBe(true);
    expect(description(star)).toBe('Will be worked out from your birth time and place when you save');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(sent(fetch)).toMatchObject({ birth_place_id: CHENNAI.id, birth_time: '06:30', star: '', raasi: '' });
    // The answer's star shows, fixed, with the reason of a saved birth.
    await waitFor(() => expect(star.value).toBe('Avittam'));
    expect(description(star)).toBe('Worked out from your birth details');
  });

  it('keeps a place saved by its coordinates until a listed place is chosen', async () => {
    const singapore: BirthDetailsAnswer = {
      ...BY_TIME,
      time: '21:45',
      place: null,
      latitude: 1.29,
      longitude: 103.85,
      timezone: 'Asia/Singapore',
    };
    const user = member(singapore, { star: 'Avittam', raasi: 'Kumbam' });
    const fetch = stubServer(user);
    const { form, star, save } = renderSection(user);
    expect(within(form).getByTestId('birth-coordinates').textContent).toContain(
      'Saved by its position: latitude 1.29, longitude 103.85, time zone Asia/Singapore.',
    );
    expect(star.disabled).toBe(true);
    expect(description(star)).toBe('Worked out from your birth details');
    await save();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(sent(fetch)).toMatchObject({
      birth_place_id: '',
      birth_latitude: 1.29,
      birth_longitude: 103.85,
      birth_timezone: 'Asia/Singapore',
      birth_time: '21:45',
    });

    fetch.mockClear();
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Place of birth' }), 'Madu');
    await userEvent.click(await within(form).findByRole('button', { name: 'Madurai, Tamil Nadu, India' }, { timeout: 3000 }));
    expect(within(form).queryByTestId('birth-coordinates')).toBeNull();
    await save();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => url.endsWith('/updateProfile'))).toBe(true));
    expect(sent(fetch)).toMatchObject({ birth_place_id: MADURAI.id, birth_latitude: '', birth_timezone: '' });
  });

  it('says the date of birth is needed first while none is saved', () => {
    const { form } = renderSection(testMember({ user_details: { religion: 'Hindu', caste: 'Pillai' } }));
    expect(within(form).getByRole('note').textContent).toBe(
      'Please save your date of birth in Basic info first: the star is worked out from it.',
    );
  });
});
