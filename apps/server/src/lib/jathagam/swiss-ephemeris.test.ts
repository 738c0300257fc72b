// The engine against Swiss Ephemeris (swetest, Moshier ephemeris) on 264 births from 1940 to
// 2010, in India and abroad; scripts/generate-jathagam-fixtures.ts wrote the references.
import { describe, expect, it } from 'vitest';
import type { PlanetKey } from '@inai/shared';
import { computeChart, localToUtc } from './index.js';
import { dasaStart, vimshottari, YEAR_DAYS } from './dasa.js';
import { divisionOf, TOLERANCE } from './divisions.js';
import fixtures from './swiss-ephemeris.fixtures.json' with { type: 'json' };

type Reference = (typeof fixtures)[number];
const BODIES = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'] as const;

function angle(a: number, b: number): number {
  return Math.abs(((a - b + 540) % 360) - 180);
}

function balanceDays({ years, months, days }: { years: number; months: number; days: number }) {
  return years * YEAR_DAYS + months * (YEAR_DAYS / 12) + days;
}

const charts = (fixtures as Reference[]).map((reference) => ({
  reference,
  chart: computeChart({
    utc: new Date(reference.utc),
    latitude: reference.latitude,
    longitude: reference.longitude,
  }),
}));

describe('the jathagam engine against Swiss Ephemeris', () => {
  it('has the births the brief asks for', () => {
    const years = fixtures.map((f) => Number(f.date.slice(0, 4)));
    expect(fixtures.length).toBeGreaterThanOrEqual(240);
    expect(Math.min(...years)).toBeLessThan(1942);
    expect(Math.max(...years)).toBeGreaterThan(2005);
    expect(fixtures.filter((f) => f.time < '01:00').length).toBeGreaterThanOrEqual(30);
    expect(fixtures.some((f) => Math.abs(f.latitude) > 59)).toBe(true);
  });

  it('reads each local birth time as the system time-zone database does, and the changeover hours by our rule', () => {
    const wallClock = (utc: string, timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(utc));
    let agreed = 0;
    for (const { reference } of charts) {
      const ours = localToUtc(reference.date, reference.time, reference.timeZone).toISOString();
      const where = `${reference.place} ${reference.date} ${reference.time}`;
      expect(ours, where).toBe(reference.utc);
      if (reference.tzdataUtc === ours) {
        agreed++;
      } else if (reference.tzdataUtc === null) {
        // A time the clocks skipped: read with the offset before the change, so 02:30 is 03:30.
        const [h, m] = reference.time.split(':').map(Number);
        expect(wallClock(ours, reference.timeZone), where).toBe(
          `${String(h! + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
        );
      } else {
        // A time that happened twice: the earlier of the two (GNU date takes the later), the same wall time.
        expect(Date.parse(ours), where).toBeLessThan(Date.parse(reference.tzdataUtc));
        expect(wallClock(ours, reference.timeZone), where).toBe(wallClock(reference.tzdataUtc, reference.timeZone));
      }
    }
    expect(agreed).toBeGreaterThanOrEqual(250);
  });

  it('places the ayanamsa, the grahas and the lagnam within tolerance', () => {
    for (const { reference, chart } of charts) {
      const where = `${reference.place} ${reference.date} ${reference.time}`;
      expect(Math.abs(chart.ayanamsa - reference.ayanamsa), where).toBeLessThan(TOLERANCE.ayanamsa);
      for (const key of BODIES) {
        const planet = chart.planets.find((p) => p.key === key)!;
        const tolerance = key === 'moon' ? TOLERANCE.moon : TOLERANCE.body;
        expect(angle(planet.longitude, reference.longitudes[key]), `${where} ${key}`).toBeLessThan(tolerance);
      }
      const ketu = chart.planets.find((p) => p.key === 'ketu')!;
      expect(angle(ketu.longitude, reference.longitudes.rahu + 180)).toBeLessThan(TOLERANCE.body);
      expect(angle(chart.lagnam.longitude, reference.longitudes.lagnam), where).toBeLessThan(TOLERANCE.lagnam);
    }
  });

  it('gives the same raasi, star, padam and navamsam, or lists the body as near a boundary', () => {
    let checked = 0;
    for (const { reference, chart } of charts) {
      const points: [PlanetKey | 'lagnam', number, object][] = [
        ...chart.planets.map(
          (p) =>
            [
              p.key,
              p.key === 'ketu' ? (reference.longitudes.rahu + 180) % 360 : reference.longitudes[p.key],
              { raasi: p.raasi, star: p.star, padam: p.padam, navamsam_raasi: p.navamsam_raasi },
            ] as [PlanetKey, number, object],
        ),
        [
          'lagnam',
          reference.longitudes.lagnam,
          { ...chart.lagnam, longitude: undefined, navamsam_raasi: chart.navamsam.lagnam_raasi },
        ],
      ];
      for (const [key, longitude, engine] of points) {
        const { raasi, star, padam, navamsam_raasi } = engine as ReturnType<typeof divisionOf>;
        const same = JSON.stringify(divisionOf(longitude)) === JSON.stringify({ raasi, star, padam, navamsam_raasi });
        if (!same) expect(chart.near_boundary, `${reference.place} ${reference.date} ${key}`).toContain(key);
        checked++;
      }
      expect(chart.moon_star).toBe(chart.planets[1]!.star);
      expect(chart.moon_raasi).toBe(chart.planets[1]!.raasi);
    }
    expect(checked).toBe(charts.length * 10);
  });

  it('flags the same retrograde planets, except at a station', () => {
    for (const { reference, chart } of charts) {
      for (const key of ['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const) {
        const speed = reference.speeds[key];
        if (Math.abs(speed) < 0.002) continue;
        expect(chart.planets.find((p) => p.key === key)!.retrograde, `${reference.date} ${key}`).toBe(speed < 0);
      }
      expect(chart.planets.filter((p) => p.retrograde).map((p) => p.key)).toEqual(expect.arrayContaining(['rahu', 'ketu']));
    }
  });

  it('starts the dasa with the same lord and a balance within one day', () => {
    for (const { reference, chart } of charts) {
      const moon = reference.longitudes.moon;
      const expected = vimshottari(new Date(reference.utc), moon);
      if (!chart.near_boundary.includes('moon')) {
        expect(chart.dasa.balance.lord).toBe(dasaStart(moon).lord);
        expect(
          Math.abs(balanceDays(chart.dasa.balance) - balanceDays(expected.balance)),
          `${reference.place} ${reference.date}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });
});
