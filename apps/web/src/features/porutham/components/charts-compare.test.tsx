import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '@inai/shared';
import { COMPARISON } from '../../../components/jathagam/charts-comparison.fixture';
import { changeLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import PoruthamReportPage from '../routes/porutham-report-page';
import { ChartsCompare } from './charts-compare';

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

type Answer = () => Response | Promise<Response>;

function stubServer(answer: Answer = () => Response.json({ ...COMPARISON, success: true })) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/places?q=')) return Response.json({ success: true, data: [CHENNAI] });
    if (url === '/api/porutham/charts') return answer();
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const compareBodies = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/porutham/charts').map(([, init]) => JSON.parse(String(init!.body)) as unknown);

function renderCalculator(initial: string | { pathname: string; state: unknown } = '/porutham') {
  return renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/porutham" element={<ChartsCompare />} />
        <Route path="/porutham/report" element={<PoruthamReportPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** One side's birth, in its fieldset: date and time whole, as a phone's picker gives them, then the place from the list. */
async function fillSide(
  legend: string,
  date: string,
  time: string,
  labels = ['Date of birth', 'Time of birth', 'Place of birth'],
) {
  const side = screen.getByRole('group', { name: legend });
  fireEvent.change(within(side).getByLabelText(labels[0]!), { target: { value: date } });
  fireEvent.change(within(side).getByLabelText(labels[1]!), { target: { value: time } });
  await userEvent.type(within(side).getByRole('searchbox', { name: labels[2] }), 'Chen');
  await userEvent.click(await within(side).findByRole('button', { name: /^(Chennai|சென்னை)/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Compare full charts on the porutham calculator', () => {
  it('waits for both births, says why, shows progress, then the comparison and its printed report', async () => {
    let release: () => void = () => {};
    const fetch = stubServer(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(Response.json({ ...COMPARISON, success: true }));
        }),
    );
    renderCalculator();
    expect(screen.getByRole('heading', { level: 2, name: 'Compare full charts' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Compare full charts' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Fill in the date, time and place of birth of both to compare.',
    );

    await fillSide('Bride', '1998-02-11', '06:30');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await fillSide('Groom', '1993-06-06', '08:00');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();

    await userEvent.click(button);
    expect((await screen.findByTestId('compare-progress')).textContent).toContain('Drawing both charts and comparing them…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please wait: the two charts are being compared.',
    );
    expect(compareBodies(fetch)).toEqual([
      {
        bride: { date: '1998-02-11', time: '06:30', place: { id: CHENNAI.id } },
        groom: { date: '1993-06-06', time: '08:00', place: { id: CHENNAI.id } },
      },
    ]);
    release();
    const comparison = await screen.findByTestId('charts-comparison');
    expect(within(comparison).getByRole('heading', { level: 2, name: 'The two charts compared' })).toBeTruthy();
    expect(screen.queryByTestId('compare-progress')).toBeNull();

    // The report draws the answer kept by the calculator: the server is not asked again.
    await userEvent.click(screen.getByRole('link', { name: 'Print report' }));
    const report = await screen.findByTestId('porutham-report');
    expect(within(report).getByRole('heading', { level: 1, name: 'Porutham report' })).toBeTruthy();
    expect(within(report).getByTestId('bride-stars').textContent).toBe('Star: Uthiradam, raasi: Dhanusu, lagnam: Rishabam');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the calculator' }).getAttribute('href')).toBe('/porutham');
    expect(compareBodies(fetch)).toHaveLength(1);
  });

  it("puts the server's field messages on the side they belong to", async () => {
    const message = 'Please give the time of birth as hours and minutes, for example 06:45 or 18:30.';
    stubServer(() =>
      Response.json({ success: false, code: 'invalid_input', message, errors: { 'groom.time': message } }, { status: 400 }),
    );
    renderCalculator();
    await fillSide('Bride', '1998-02-11', '06:30');
    await fillSide('Groom', '1993-06-06', '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Compare full charts' }));
    const groomTime = within(screen.getByRole('group', { name: 'Groom' })).getByLabelText('Time of birth');
    await waitFor(() => expect(groomTime.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(groomTime.getAttribute('aria-describedby')!)!.textContent).toBe(message);
    expect(
      within(screen.getByRole('group', { name: 'Bride' }))
        .getByLabelText('Time of birth')
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('charts-comparison')).toBeNull();
  });

  it('says plainly when the comparison fails, in Tamil too', async () => {
    await changeLocale('ta');
    stubServer(() => Response.json({ success: false, message: '' }, { status: 500 }));
    renderCalculator();
    expect(screen.getByRole('heading', { level: 2, name: 'முழு ஜாதக ஒப்பீடு' })).toBeTruthy();
    const labels = ['பிறந்த தேதி', 'பிறந்த நேரம்', 'பிறந்த ஊர்'];
    await fillSide('மணமகள்', '1998-02-11', '06:30', labels);
    await fillSide('மணமகன்', '1993-06-06', '08:00', labels);
    await userEvent.click(screen.getByRole('button', { name: 'முழு ஜாதகங்களை ஒப்பிட' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'இப்போது ஜாதகங்களை ஒப்பிட முடியவில்லை. விவரங்களைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    );
  });

  it('the report with nothing to print says where to go', async () => {
    stubServer();
    renderCalculator('/porutham/report');
    expect((await screen.findByTestId('report-note')).textContent).toBe(
      'There is nothing to print yet. Compare two charts on the porutham calculator first, then choose Print report.',
    );
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });

  it('the report asks the server again for births in the history (a reload)', async () => {
    const fetch = stubServer();
    const charts = {
      bride: { date: '1998-02-11', time: '06:30', place: { id: CHENNAI.id } },
      groom: { date: '1993-06-06', time: '08:00', place: { id: CHENNAI.id } },
    };
    renderCalculator({ pathname: '/porutham/report', state: { charts } });
    await screen.findByTestId('porutham-report');
    expect(compareBodies(fetch)).toEqual([charts]);
  });
});
