/**
 * Vimshottari dasa from the Moon's sidereal longitude: the lord of the Moon's star rules first,
 * for the part of its years that the Moon has still to travel through the star.
 *
 * Years are 365.25 days (decision 0044). The first maha dasa is given from its notional start
 * before birth, so that it and its bhuktis have their full lengths like every other; the
 * balance says how much of it was left at birth. The periods run until 120 years after birth.
 * Dates are the day in India Standard Time (UTC+05:30) on which a period begins or ends.
 */
import { indiaDateOf, type PlanetKey } from '@inai/shared';
import { STAR_SPAN } from './divisions.js';

export const DASA_ORDER = [
  'ketu',
  'venus',
  'sun',
  'moon',
  'mars',
  'rahu',
  'jupiter',
  'saturn',
  'mercury',
] as const satisfies readonly PlanetKey[];
export type DasaLord = (typeof DASA_ORDER)[number];

export const DASA_YEARS: Record<DasaLord, number> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
};

export const YEAR_DAYS = 365.25;
const DAY_MS = 86_400_000;

export type Bhukti = { lord: DasaLord; start: string; end: string };
export type DasaPeriod = { lord: DasaLord; start: string; end: string; bhuktis: Bhukti[] };
export type Dasa = {
  balance: { lord: DasaLord; years: number; months: number; days: number };
  periods: DasaPeriod[];
};

function istDate(ms: number): string {
  return indiaDateOf(ms);
}

/** The lord of the star the Moon is in, and the fraction of its dasa left at birth. */
export function dasaStart(moonLongitude: number): { lord: DasaLord; remaining: number } {
  const star = Math.min(26, Math.floor(moonLongitude / STAR_SPAN));
  const travelled = (moonLongitude - star * STAR_SPAN) / STAR_SPAN;
  return { lord: DASA_ORDER[star % 9]!, remaining: 1 - travelled };
}

/**
 * Balance as years, months and days: whole years of 365.25 days, whole months of a twelfth of
 * such a year (30.4375 days), and the rest in whole days, rounded down.
 */
export function balanceOf(remainingDays: number) {
  const years = Math.floor(remainingDays / YEAR_DAYS);
  const afterYears = remainingDays - years * YEAR_DAYS;
  const months = Math.floor(afterYears / (YEAR_DAYS / 12));
  const days = Math.floor(afterYears - months * (YEAR_DAYS / 12));
  return { years, months, days };
}

/** The maha dasas and their bhuktis from a birth instant and the Moon's sidereal longitude. */
export function vimshottari(birth: Date, moonLongitude: number): Dasa {
  const { lord, remaining } = dasaStart(moonLongitude);
  const firstIndex = DASA_ORDER.indexOf(lord);
  const remainingDays = remaining * DASA_YEARS[lord] * YEAR_DAYS;
  const birthMs = birth.getTime();
  const until = birthMs + 120 * YEAR_DAYS * DAY_MS;
  let start = birthMs + (remainingDays - DASA_YEARS[lord] * YEAR_DAYS) * DAY_MS;
  const periods: DasaPeriod[] = [];
  for (let i = 0; start < until; i++) {
    const dasaLord = DASA_ORDER[(firstIndex + i) % 9]!;
    const length = DASA_YEARS[dasaLord] * YEAR_DAYS * DAY_MS;
    const bhuktis: Bhukti[] = [];
    let bhuktiStart = start;
    for (let j = 0; j < 9; j++) {
      const bhuktiLord = DASA_ORDER[(firstIndex + i + j) % 9]!;
      const bhuktiEnd = bhuktiStart + (length * DASA_YEARS[bhuktiLord]) / 120;
      bhuktis.push({ lord: bhuktiLord, start: istDate(bhuktiStart), end: istDate(bhuktiEnd) });
      bhuktiStart = bhuktiEnd;
    }
    periods.push({
      lord: dasaLord,
      start: istDate(start),
      end: istDate(start + length),
      bhuktis,
    });
    start += length;
  }
  return { balance: { lord, ...balanceOf(remainingDays) }, periods };
}
