import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jathagamAnswerSchema, poruthamChartsAnswerSchema, RAASIS, type PoruthamChartsAnswer } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BRIDE_ONLY, GROOM_ONLY, TODAY, WORKED } from './porutham-charts.births.js';
import { PORUTHAM_CHARTS_LIMIT } from './porutham.routes.js';

const en = translatorFor('en');
const ta = translatorFor('ta');

describe.each(ENGINES)('POST /api/porutham/charts on %s', (engine) => {
  let t: TestApp;
  let ip = '';
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    counter++;
    ip = `10.11.${engine === 'sqlite' ? 1 : 2}.${counter}`;
    // The ten years of dasa sandhi run from the day of the comparison: the tests fix that day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => vi.useRealTimers());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/porutham/charts', payload: payload as object, headers, remoteAddress: ip });
  const compare = async (payload: unknown): Promise<PoruthamChartsAnswer> => {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(200);
    return poruthamChartsAnswerSchema.parse(response.json());
  };

  it("gives the source's worked examples their totals and verdict, without a session", async () => {
    const pair = await compare({ bride: WORKED.girl, groom: WORKED.boy });
    expect(pair.papa_samyam.bride.total).toBe(5.5);
    expect(pair.papa_samyam.groom.total).toBe(2.75);
    // "Girl has more dosha than boy": not balanced.
    expect(pair.papa_samyam.balanced).toBe(false);
    expect(pair.chevvai.match).toBe('both');
    expect(pair.summary).toEqual(expect.arrayContaining(['chevvai_both', 'papa_unbalanced']));
    expect(pair.bride).toMatchObject({ moon_raasi: 'Rishabam', lagnam_raasi: 'Kanni' });
    expect(pair.poruthams.poruthams).toHaveLength(10);
    const single = await compare({ bride: WORKED.kolkata2020, groom: WORKED.boy });
    expect(single.papa_samyam.bride.total).toBe(3.5);
  });

  it('says the bride alone has chevvai dosham, papa samyam balanced at equal totals, and the dasa sandhi ahead', async () => {
    const body = await compare(BRIDE_ONLY);
    expect(body.chevvai).toMatchObject({ bride: { present: true }, groom: { present: false }, match: 'bride_only' });
    expect(body.papa_samyam).toMatchObject({ bride: { total: 4 }, groom: { total: 4 }, balanced: true });
    expect(body.dasa_sandhi).toEqual({
      from: '2026-11-30',
      to: '2036-11-30',
      periods: [{ start: '2029-08-26', end: '2029-09-08', bride_lord: 'jupiter', groom_lord: 'saturn' }],
    });
    expect(body.summary.slice(1)).toEqual(['chevvai_bride_only', 'papa_balanced', 'dasa_sandhi_found']);
  });

  it('says the groom alone has chevvai dosham, papa samyam not balanced, no dasa sandhi', async () => {
    const body = await compare(GROOM_ONLY);
    expect(body.chevvai.match).toBe('groom_only');
    expect(body.papa_samyam).toMatchObject({ bride: { total: 5.25 }, groom: { total: 3 }, balanced: false });
    expect(body.dasa_sandhi.periods).toEqual([]);
    expect(body.summary.slice(1)).toEqual(['chevvai_groom_only', 'papa_unbalanced', 'dasa_sandhi_none']);
  });

  it('lists every papa point where the birth chart puts that planet', async () => {
    for (const pair of [BRIDE_ONLY, GROOM_ONLY, { bride: WORKED.girl, groom: WORKED.boy }]) {
      const body = await compare(pair);
      for (const side of ['bride', 'groom'] as const) {
        const response = await t.app.inject({ method: 'POST', url: '/api/jathagam', payload: pair[side], remoteAddress: ip });
        const chart = jathagamAnswerSchema.parse(response.json());
        const sign = (raasi: string) => RAASIS.indexOf(raasi as (typeof RAASIS)[number]);
        const reference = {
          lagnam: sign(chart.lagnam.raasi),
          moon: sign(chart.moon_raasi),
          venus: sign(chart.planets.find((p) => p.key === 'venus')!.raasi),
        };
        const points = body.papa_samyam[side].points;
        for (const point of points) {
          const planet = sign(chart.planets.find((p) => p.key === point.planet)!.raasi);
          expect(((planet - reference[point.from] + 12) % 12) + 1, `${side} ${point.planet} from ${point.from}`).toBe(
            point.house,
          );
        }
        expect(body.papa_samyam[side].total).toBe(points.reduce((sum, p) => sum + p.value, 0));
        // The side's chart in the answer is the same chart, signs only.
        expect(body[side].lagnam_raasi).toBe(chart.lagnam.raasi);
        expect(body[side].chart.chevvai_dosham).toEqual(chart.chevvai_dosham);
      }
    }
  });

  it('carries signs only: no longitude and no birth time', async () => {
    const response = await post(BRIDE_ONLY);
    expect(response.body).not.toContain('longitude');
    expect(response.body).not.toContain('08:48');
    expect(response.body).not.toContain('utc');
  });

  it("refuses bad input with a message naming the bride's or the groom's field, in the reader's language", async () => {
    const bad = await post({
      bride: { ...BRIDE_ONLY.bride, date: '1997-02-30' },
      groom: { ...BRIDE_ONLY.groom, time: '25:10' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'invalid_input',
      errors: {
        'bride.date': en('poruthamCharts.errors.bride.dateInvalid'),
        'groom.time': en('poruthamCharts.errors.groom.timeInvalid'),
      },
    });
    expect(bad.json().errors['bride.date']).toMatch(/^Please give the bride's date of birth/);

    const tamil = await post({ bride: BRIDE_ONLY.bride }, { 'accept-language': 'ta' });
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json().errors).toEqual({ groom: ta('poruthamCharts.errors.groom.required') });

    const coordinates = await post({
      bride: { ...BRIDE_ONLY.bride, place: { latitude: 95, longitude: 80, timezone: 'Mars/Olympus' } },
      groom: BRIDE_ONLY.groom,
    });
    expect(coordinates.statusCode).toBe(400);
    expect(coordinates.json().errors).toMatchObject({
      'bride.place.latitude': en('poruthamCharts.errors.bride.coordinatesInvalid'),
      'bride.place.timezone': en('poruthamCharts.errors.bride.timezoneInvalid'),
    });
  });

  it('refuses a place that is not listed with 400 on that side, never a 5xx', async () => {
    const groom = await post({ bride: BRIDE_ONLY.bride, groom: { ...BRIDE_ONLY.groom, place: { id: 'csc-0' } } });
    expect(groom.statusCode).toBe(400);
    expect(groom.json()).toMatchObject({
      code: 'invalid_input',
      message: en('poruthamCharts.errors.groom.placeUnknown'),
      errors: { 'groom.place': en('poruthamCharts.errors.groom.placeUnknown') },
    });
    const both = await post(
      { bride: { ...BRIDE_ONLY.bride, place: { id: 'nowhere' } }, groom: { ...BRIDE_ONLY.groom, place: { id: 'csc-x' } } },
      { 'accept-language': 'ta' },
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({
      'bride.place': ta('poruthamCharts.errors.bride.placeUnknown'),
      'groom.place': ta('poruthamCharts.errors.groom.placeUnknown'),
    });
    const empty = await post({ bride: BRIDE_ONLY.bride, groom: { ...BRIDE_ONLY.groom, place: { id: '' } } });
    expect(empty.json().errors).toEqual({ 'groom.place.id': en('poruthamCharts.errors.groom.placeRequired') });
    for (const payload of [{}, { bride: 7, groom: 'x' }, { bride: {}, groom: {} }]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it(`allows ${PORUTHAM_CHARTS_LIMIT.max} comparisons per address in the window, then answers 429`, async () => {
    for (let i = 0; i < PORUTHAM_CHARTS_LIMIT.max; i++) expect((await post(GROOM_ONLY)).statusCode).toBe(200);
    const refused = await post(GROOM_ONLY);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
  });
});
