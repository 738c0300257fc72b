import { describe, expect, it } from 'vitest';
import { PLANET_KEYS, RAASIS, STARS } from '@inai/shared';
import { computeChart } from './chart.js';
import { PADAM_SPAN, TOLERANCE } from './divisions.js';

const CHENNAI = { latitude: 13.0827, longitude: 80.2707 };
const utc = new Date('1978-06-15T06:30:00Z');

describe('computeChart', () => {
  const chart = computeChart({ utc, ...CHENNAI });

  it('answers the shape of docs/design.md, "Birth chart"', () => {
    expect(chart.utc).toBe('1978-06-15T06:30:00.000Z');
    expect(chart.planets.map((p) => p.key)).toEqual([...PLANET_KEYS]);
    for (const planet of chart.planets) {
      expect(planet.longitude).toBeGreaterThanOrEqual(0);
      expect(planet.longitude).toBeLessThan(360);
      expect(RAASIS).toContain(planet.raasi);
      expect(RAASIS).toContain(planet.navamsam_raasi);
      expect(STARS).toContain(planet.star);
      expect([1, 2, 3, 4]).toContain(planet.padam);
    }
    expect(Object.keys(chart).sort()).toEqual(
      [
        'ayanamsa',
        'chevvai_dosham',
        'dasa',
        'lagnam',
        'moon_raasi',
        'moon_star',
        'navamsam',
        'near_boundary',
        'panchangam',
        'planets',
        'utc',
      ].sort(),
    );
  });

  it('puts Ketu opposite Rahu, both always retrograde, the Sun and Moon never', () => {
    const by = Object.fromEntries(chart.planets.map((p) => [p.key, p]));
    expect(Math.abs(((by.ketu!.longitude - by.rahu!.longitude + 360) % 360) - 180)).toBeLessThan(1e-5);
    expect(by.rahu!.retrograde && by.ketu!.retrograde).toBe(true);
    expect(by.sun!.retrograde || by.moon!.retrograde).toBe(false);
  });

  it('is deterministic', () => {
    expect(computeChart({ utc, ...CHENNAI })).toEqual(chart);
  });

  it('lists the Moon as near a boundary when it is within a minute of arc of one', () => {
    // Walk the birth time until the Moon sits half a minute past the next padam boundary.
    let at = utc.getTime();
    for (let i = 0; i < 4; i++) {
      const moon = computeChart({ utc: new Date(at), ...CHENNAI }).planets[1]!.longitude;
      const target = (Math.floor(moon / PADAM_SPAN) + (i === 0 ? 1 : 0)) * PADAM_SPAN + 0.5 / 60;
      at += ((target - moon) / 13.2) * 86_400_000;
    }
    const near = computeChart({ utc: new Date(at), ...CHENNAI });
    const moon = near.planets[1]!.longitude;
    expect(moon % PADAM_SPAN).toBeLessThan(TOLERANCE.moon);
    expect(near.near_boundary).toContain('moon');
    expect(chart.near_boundary).not.toContain('moon');
  });

  it('refuses an invalid instant or place', () => {
    expect(() => computeChart({ utc: new Date('x'), ...CHENNAI })).toThrow(RangeError);
    expect(() => computeChart({ utc, latitude: 95, longitude: 0 })).toThrow(RangeError);
    expect(() => computeChart({ utc, latitude: 0, longitude: Number.NaN })).toThrow(RangeError);
  });
});
