import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser, UserHoroscope } from '@inai/shared';
import { CHENNAI, CHENNAI_1990 } from '../../../components/jathagam/chennai-chart.fixture';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testCoManager, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import HoroscopeGalleryPage from './horoscope-gallery-page';

const horoscope = {
  id: 3,
  file_name: 'jathagam.jpg',
  thumbnail: '/t/3',
  horoscope_premium_path: '/m/3',
} as unknown as UserHoroscope;

/** Saved birth details as the member's own answer gives them: Chennai, by its saved position. */
function birth(time: string | null): PublicUser['birth_details'] {
  return {
    time,
    place: CHENNAI,
    latitude: 13.0878,
    longitude: 80.2785,
    timezone: 'Asia/Kolkata',
    star_from: time ? 'birth_time' : 'birth_date',
    day: [],
    chevvai_dosham: null,
  } as unknown as PublicUser['birth_details'];
}

function stubServer() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/jathagam' ? Response.json(CHENNAI_1990) : Response.json({}),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const chartBodies = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/jathagam').map(([, init]) => JSON.parse(String(init!.body)) as unknown);

function renderPage(user: PublicUser) {
  renderWithQueries(
    <MemoryRouter>
      <HoroscopeGalleryPage />
    </MemoryRouter>,
    signedInClient(user),
  );
}

const withBirth = (time: string | null, changes: Partial<PublicUser> = {}) =>
  testMember({ user_details: { dob: '1990-05-15' }, birth_details: birth(time), ...changes });

beforeEach(() => {
  // The running dasa depends on today: Rahu runs from 2012 to 2030 in this chart.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-01T06:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the horoscope page', () => {
  it("draws the member's own chart from her saved birth, above the images, and asks for no upload", async () => {
    const fetch = stubServer();
    renderPage(withBirth('06:30'));
    const own = await screen.findByTestId('own-jathagam');
    await within(own).findByTestId('rasi-chart');
    // Her saved position, not the place's id: the chart her star was worked out from.
    expect(chartBodies(fetch)).toEqual([
      { date: '1990-05-15', time: '06:30', place: { latitude: 13.0878, longitude: 80.2785, timezone: 'Asia/Kolkata' } },
    ]);
    expect(within(own).getByTestId('navamsam-chart')).toBeTruthy();
    expect(within(own).getByTestId('birth-star').textContent).toBe('Birth star: Uthiradam, raasi: Dhanusu');
    const running = within(within(own).getByTestId('dasa-table'))
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current'));
    expect(running.map((row) => row.textContent)).toEqual([expect.stringContaining('Rahu')]);
    expect(within(own).getByTestId('bhukti-table')).toBeTruthy();
    expect(within(own).getByTestId('panchangam').textContent).toContain('Vaikasi 1');
    // Headings below the card's own: the page has one h1, the card an h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Your birth chart' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Dasa periods' })).toBeTruthy();

    expect(screen.queryByText('No horoscope images found. Upload some to get started!')).toBeNull();
    const optional = screen.getByTestId('upload-optional');
    expect(optional.textContent).toMatch(/^No upload is needed: the chart above is your horoscope on Inai Matrimony\./);
    // The chart comes before the images' section in the page.
    expect(own.compareDocumentPosition(optional) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Horoscope Images' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the birth details' }).getAttribute('href')).toBe(
      '/edituserprofile#religion-caste',
    );
    expect(screen.queryByTestId('add-birth-time')).toBeNull();
  });

  it('lists uploaded images under the chart, for a co-manager of the profile too', async () => {
    stubServer();
    renderPage({
      ...testCoManager(),
      user_details: withBirth('06:30').user_details,
      birth_details: birth('06:30'),
      user_horoscopes: [horoscope],
    } as PublicUser);
    await within(await screen.findByTestId('own-jathagam')).findByTestId('dasa-table');
    const images = screen.getByRole('list', { name: 'Horoscope images' });
    expect(within(images).getAllByTestId('horoscope')).toHaveLength(1);
    expect(screen.queryByTestId('upload-optional')).toBeNull();
  });

  it('says what a birth time would give, with the link to add it, when none is saved', async () => {
    const fetch = stubServer();
    renderPage(withBirth(null));
    const prompt = screen.getByTestId('add-birth-time');
    expect(within(prompt).getByRole('heading', { name: 'See your jathagam worked out for you' })).toBeTruthy();
    expect(prompt.textContent).toContain('rasi and navamsam charts, the dasa and bhukti running now');
    expect(within(prompt).getByRole('link', { name: 'Add the birth time' }).getAttribute('href')).toBe(
      '/edituserprofile#religion-caste',
    );
    expect(screen.queryByTestId('own-jathagam')).toBeNull();
    expect(screen.getByText('No horoscope images found. Upload some to get started!')).toBeTruthy();
    expect(chartBodies(fetch)).toEqual([]);
  });

  it('asks the same of a member with no birth details at all, in Tamil', async () => {
    await changeLocale('ta');
    stubServer();
    renderPage(testMember({ user_details: { dob: '1990-05-15' } }));
    const prompt = screen.getByTestId('add-birth-time');
    expect(within(prompt).getByRole('link', { name: 'பிறந்த நேரத்தைச் சேர்க்க' })).toBeTruthy();
  });

  it('draws the chart in Tamil', async () => {
    await changeLocale('ta');
    stubServer();
    renderPage(withBirth('06:30'));
    const own = await screen.findByTestId('own-jathagam');
    await within(own).findByTestId('dasa-table');
    expect(screen.getByRole('heading', { level: 2, name: 'உங்கள் பிறப்பு ஜாதகம்' })).toBeTruthy();
    expect(within(own).getByTestId('panchangam').textContent).toContain('வைகாசி 1');
    expect(screen.getByTestId('upload-optional').textContent).toMatch(/^எதையும் பதிவேற்ற வேண்டியதில்லை/);
  });
});
