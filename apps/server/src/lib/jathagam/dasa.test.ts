import { describe, expect, it } from 'vitest';
import { balanceOf, DASA_ORDER, DASA_YEARS, dasaStart, vimshottari, YEAR_DAYS } from './dasa.js';
import { STAR_SPAN } from './divisions.js';

const DAY_MS = 86_400_000;
const birth = new Date('1990-03-10T04:30:00Z'); // 10:00 in India

function days(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / DAY_MS;
}

describe('dasaStart', () => {
  it("takes the lord of the Moon's star and the part of the star still to travel", () => {
    expect(dasaStart(0)).toEqual({ lord: 'ketu', remaining: 1 });
    expect(dasaStart(STAR_SPAN * 1.5)).toEqual({ lord: 'venus', remaining: 0.5 });
    // Magam (the 10th star) begins the cycle again with Ketu; Revathi (27th) is Mercury's.
    expect(dasaStart(STAR_SPAN * 9.25).lord).toBe('ketu');
    expect(dasaStart(STAR_SPAN * 26.75)).toEqual({ lord: 'mercury', remaining: 0.25 });
  });
});

describe('balanceOf', () => {
  it('splits days into years of 365.25 days, twelfths of them, and whole days', () => {
    expect(balanceOf(10 * YEAR_DAYS)).toEqual({ years: 10, months: 0, days: 0 });
    expect(balanceOf(2 * YEAR_DAYS + 3 * 30.4375 + 12.9)).toEqual({ years: 2, months: 3, days: 12 });
  });
});

describe('vimshottari', () => {
  const moon = STAR_SPAN * 1.5; // half-way through Bharani: 10 of Venus's 20 years left
  const dasa = vimshottari(birth, moon);

  it('gives the balance of the first dasa at birth', () => {
    expect(dasa.balance).toEqual({ lord: 'venus', years: 10, months: 0, days: 0 });
  });

  it('starts the first dasa at its notional start before birth, in India time', () => {
    const first = dasa.periods[0]!;
    expect(first.lord).toBe('venus');
    // 10 years of 365.25 days before 10:00 IST on 1990-03-10 is 22:00 IST on 1980-03-09, and
    // 20 such years later is 22:00 IST on 2000-03-09.
    expect(first.start).toBe('1980-03-09');
    expect(first.end).toBe('2000-03-09');
  });

  it('follows the Vimshottari order and lengths, each dasa starting where the last ended', () => {
    const lords = dasa.periods.map((p) => p.lord);
    expect(lords.slice(0, 9)).toEqual([...DASA_ORDER.slice(1), DASA_ORDER[0]]);
    for (let i = 0; i < dasa.periods.length; i++) {
      const period = dasa.periods[i]!;
      expect(Math.abs(days(period.start, period.end) - DASA_YEARS[period.lord] * YEAR_DAYS)).toBeLessThanOrEqual(1);
      if (i > 0) expect(period.start).toBe(dasa.periods[i - 1]!.end);
    }
  });

  it('covers the 120 years from birth', () => {
    expect(dasa.periods[0]!.start <= '1990-03-10').toBe(true);
    expect(dasa.periods.at(-1)!.end >= '2110-03-10').toBe(true);
    expect(dasa.periods.at(-2)!.end < '2110-03-10').toBe(true);
  });

  it('divides each dasa into nine bhuktis from its own lord, in proportion to their years', () => {
    for (const period of dasa.periods) {
      expect(period.bhuktis).toHaveLength(9);
      const start = DASA_ORDER.indexOf(period.lord);
      expect(period.bhuktis.map((b) => b.lord)).toEqual(Array.from({ length: 9 }, (_, j) => DASA_ORDER[(start + j) % 9]));
      expect(period.bhuktis[0]!.start).toBe(period.start);
      expect(period.bhuktis.at(-1)!.end).toBe(period.end);
      for (const bhukti of period.bhuktis) {
        const expected = (DASA_YEARS[period.lord] * DASA_YEARS[bhukti.lord] * YEAR_DAYS) / 120;
        expect(Math.abs(days(bhukti.start, bhukti.end) - expected)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('dates a period by the day in India, not in UTC', () => {
    // Moon at the very start of Aswini at 20:00 UTC: the Ketu dasa starts at 01:30 the next day in India.
    const late = vimshottari(new Date('2000-01-01T20:00:00Z'), 0);
    expect(late.periods[0]!.start).toBe('2000-01-02');
  });
});
