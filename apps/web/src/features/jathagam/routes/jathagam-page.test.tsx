import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { CHENNAI, CHENNAI_1990 } from '../../../components/jathagam/chennai-chart.fixture';
import JathagamPage from './jathagam-page';

type Answer = () => Response;

function stubServer(chart: Answer = () => Response.json(CHENNAI_1990)) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/places?q=')) return Response.json({ success: true, data: [CHENNAI] });
    if (url === '/api/jathagam') return chart();
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const placeCalls = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/places'));
const chartBodies = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/jathagam').map(([, init]) => JSON.parse(String(init!.body)) as unknown);

function renderPage(member?: PublicUser) {
  return renderWithQueries(
    <MemoryRouter>
      <JathagamPage />
    </MemoryRouter>,
    member ? signedInClient(member) : undefined,
  );
}

/** A member whose profile holds her birth: at Chennai from the list, or by a position alone. */
function memberBorn(time: string | null, listed: boolean): PublicUser {
  return testMember({
    user_details: { dob: '1990-05-15' },
    birth_details: {
      time,
      place: listed ? CHENNAI : null,
      latitude: 13.0878,
      longitude: 80.2785,
      timezone: 'Asia/Kolkata',
      star_from: time ? 'birth_time' : 'birth_date',
      day: [],
      chevvai_dosham: null,
    },
  });
}

/** Date and time inputs take their value whole, as a phone's picker gives it. */
function fillBirth(date: string, time: string, dateLabel: string, timeLabel: string) {
  fireEvent.change(screen.getByLabelText(dateLabel), { target: { value: date } });
  fireEvent.change(screen.getByLabelText(timeLabel), { target: { value: time } });
}

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

describe('the birth chart calculator', () => {
  it('searches places as the person types, draws both charts and lists positions, dasa and panchangam', async () => {
    const fetch = stubServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Birth chart calculator' })).toBeTruthy();
    fillBirth('1990-05-15', '06:30', 'Date of birth', 'Time of birth');

    const search = screen.getByRole('searchbox', { name: 'Place of birth' });
    await userEvent.type(search, 'C');
    // One letter is not asked about; two are, once typing pauses.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(placeCalls(fetch)).toEqual([]);
    await userEvent.type(search, 'hen');
    const option = await screen.findByRole('button', { name: 'Chennai, Tamil Nadu, India' });
    expect(placeCalls(fetch)).toEqual(['/api/places?q=Chen']);
    await userEvent.click(option);
    expect((search as HTMLInputElement).value).toBe('Chennai, Tamil Nadu, India');
    expect(screen.queryByRole('button', { name: 'Chennai, Tamil Nadu, India' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    const result = await screen.findByTestId('jathagam-result');
    expect(chartBodies(fetch)).toEqual([{ date: '1990-05-15', time: '06:30', place: { id: CHENNAI.id } }]);

    // The rasi chart: the lagnam and the Sun in Rishabam, retrograde Mercury in Mesham.
    const rasi = screen.getByRole('img', { name: /^Rasi chart/ });
    const rishabam = rasi.querySelector('g[data-raasi="Rishabam"]')!;
    expect([...rishabam.querySelectorAll('tspan')].map((s) => s.textContent?.trim())).toEqual(['La', 'Su']);
    expect(rasi.querySelector('g[data-raasi="Mesham"] tspan')!.textContent).toBe('Me(R)');
    const navamsam = screen.getByRole('img', { name: /^Navamsam chart/ });
    expect(navamsam.querySelector('g[data-raasi="Mesham"] tspan')!.textContent).toBe('La');

    const rows = within(screen.getByTestId('positions-table')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]!.textContent).toBe(['Lagnam', 'Rishabam', 'Rohini', '1', '11°9′', 'No'].join(''));
    expect(rows[5]!.textContent).toBe(['Mercury (R)Retrograde', 'Mesham', 'Bharani', '1', '14°20′', 'Yes'].join(''));
    expect(within(result).getByText('Birth star: Uthiradam, raasi: Dhanusu')).toBeTruthy();

    expect(screen.getByTestId('dasa-balance').textContent).toBe('Balance of Sun dasa at birth: 5 years, 5 months, 27 days');
    const running = within(screen.getByTestId('dasa-table'))
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current'));
    expect(running).toHaveLength(1);
    expect(running[0]!.textContent).toContain('Rahu');
    expect(running[0]!.textContent).toContain('10 Nov 2012');
    expect(within(screen.getByTestId('bhukti-table')).getAllByRole('row')).toHaveLength(10);

    const panchangam = screen.getByTestId('panchangam');
    expect(panchangam.textContent).toContain('Tuesday');
    expect(panchangam.textContent).toContain('Theipirai Panchami');
    expect(panchangam.textContent).toContain('Vaikasi 1');
    expect(screen.getByTestId('chevvai-dosham').textContent).toBe(
      'Chevvai dosham is present, counted from Venus; but the dosham is cancelled because Jupiter is with Mars or aspects it.',
    );
    expect(screen.queryByTestId('near-boundary')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it("asks for a place from the list before asking the server, and shows the server's field messages under their fields", async () => {
    const fetch = stubServer(() =>
      Response.json(
        {
          success: false,
          code: 'invalid_input',
          message: 'Please give the date of birth as a real date between 1900 and 2100.',
          errors: { date: 'Please give the date of birth as a real date between 1900 and 2100.' },
        },
        { status: 400 },
      ),
    );
    renderPage();
    fillBirth('1890-01-01', '10:00', 'Date of birth', 'Time of birth');
    await userEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    expect(await screen.findByText('Please choose the place of birth from the list.')).toBeTruthy();
    expect(chartBodies(fetch)).toEqual([]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Place of birth' }), 'Chennai');
    await userEvent.click(await screen.findByRole('button', { name: 'Chennai, Tamil Nadu, India' }));
    expect(screen.queryByText('Please choose the place of birth from the list.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    const date = screen.getByLabelText('Date of birth');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(date.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please give the date of birth as a real date between 1900 and 2100.',
    );
    expect(screen.queryByTestId('jathagam-result')).toBeNull();
  });

  it('says what to do when the chart cannot be drawn, and notes bodies near a boundary', async () => {
    let answer: Answer = () => Response.json({ success: false, message: '' }, { status: 500 });
    stubServer(() => answer());
    renderPage();
    fillBirth('1990-05-15', '06:30', 'Date of birth', 'Time of birth');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Place of birth' }), 'Chennai');
    await userEvent.click(await screen.findByRole('button', { name: 'Chennai, Tamil Nadu, India' }));
    await userEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not draw the chart just now. Please check the details and try again.',
    );

    answer = () => Response.json({ ...CHENNAI_1990, near_boundary: ['moon', 'lagnam'] });
    await userEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    expect((await screen.findByTestId('near-boundary')).textContent).toMatch(
      /^Close to the edge of a raasi, star or padam: Moon, Lagnam\. .*please check the birth time\.$/,
    );
  });

  it('reads in Tamil: Tamil place names, planet abbreviations and panchangam', async () => {
    await changeLocale('ta');
    stubServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ஜாதகக் கணிப்பு');
    fillBirth('1990-05-15', '06:30', 'பிறந்த தேதி', 'பிறந்த நேரம்');
    await userEvent.type(screen.getByRole('searchbox', { name: 'பிறந்த ஊர்' }), 'சென்');
    await userEvent.click(await screen.findByRole('button', { name: 'சென்னை, தமிழ்நாடு, இந்தியா' }));
    await userEvent.click(screen.getByRole('button', { name: 'ஜாதகம் கணிக்க' }));
    await screen.findByTestId('jathagam-result');
    const rasi = screen.getByRole('img', { name: /^தென்னிந்திய முறையில் ராசி/ });
    expect([...rasi.querySelectorAll('g[data-raasi="Rishabam"] tspan')].map((s) => s.textContent?.trim())).toEqual(['ல', 'சூ']);
    expect(rasi.querySelector('g[data-raasi="Mesham"] tspan')!.textContent).toBe('பு(வ)');
    expect(screen.getByTestId('panchangam').textContent).toContain('செவ்வாய்');
    expect(screen.getByTestId('panchangam').textContent).toContain('வைகாசி 1');
    expect(screen.getByTestId('dasa-balance').textContent).toBe('பிறப்பின்போது சூரிய தசை இருப்பு: 5 ஆண்டுகள், 5 மாதங்கள், 27 நாள்கள்');
  });

  it('offers a signed-in member her saved birth: date, time and place filled, the chart drawn from them', async () => {
    const fetch = stubServer();
    renderPage(memberBorn('06:30', true));
    await userEvent.click(screen.getByRole('button', { name: 'Use my birth details' }));
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1990-05-15');
    expect((screen.getByLabelText('Time of birth') as HTMLInputElement).value).toBe('06:30');
    expect((screen.getByRole('searchbox', { name: 'Place of birth' }) as HTMLInputElement).value).toBe(
      'Chennai, Tamil Nadu, India',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    await screen.findByTestId('jathagam-result');
    expect(chartBodies(fetch)).toEqual([{ date: '1990-05-15', time: '06:30', place: { id: CHENNAI.id } }]);
  });

  it('fills a place saved by its position as that position, and a birth without a time leaves the time blank', async () => {
    const fetch = stubServer();
    renderPage(memberBorn(null, false));
    await userEvent.click(screen.getByRole('button', { name: 'Use my birth details' }));
    expect((screen.getByLabelText('Time of birth') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('saved-position').textContent).toContain(
      'latitude 13.0878, longitude 80.2785, time zone Asia/Kolkata',
    );
    expect(screen.queryByRole('searchbox', { name: 'Place of birth' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Time of birth'), { target: { value: '06:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Draw the chart' }));
    await screen.findByTestId('jathagam-result');
    expect(chartBodies(fetch)).toEqual([
      { date: '1990-05-15', time: '06:30', place: { latitude: 13.0878, longitude: 80.2785, timezone: 'Asia/Kolkata' } },
    ]);
    // Cleared, the place is chosen from the list again.
    await userEvent.click(screen.getByRole('button', { name: 'Clear the place of birth' }));
    expect(screen.getByRole('searchbox', { name: 'Place of birth' })).toBeTruthy();
  });

  it('shows a visitor, and a member without saved birth details, the form alone', () => {
    stubServer();
    renderPage();
    expect(screen.queryByRole('button', { name: 'Use my birth details' })).toBeNull();
    cleanup();
    renderPage(testMember({ user_details: { dob: '1990-05-15' } }));
    expect(screen.queryByRole('button', { name: 'Use my birth details' })).toBeNull();
  });

  it('offers it in Tamil', async () => {
    await changeLocale('ta');
    stubServer();
    renderPage(memberBorn('06:30', true));
    await userEvent.click(screen.getByRole('button', { name: 'என் பிறப்பு விவரங்களை நிரப்ப' }));
    expect((screen.getByRole('searchbox', { name: 'பிறந்த ஊர்' }) as HTMLInputElement).value).toBe('சென்னை, தமிழ்நாடு, இந்தியா');
  });
});
