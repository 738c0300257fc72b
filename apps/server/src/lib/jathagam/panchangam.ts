/**
 * The panchangam of the birth (decision 0044): tithi, yoga and karana at the moment of birth;
 * the weekday and the Tamil date by the Hindu day, which runs from sunrise to sunrise at the
 * place; the Tamil month by the Sun's sidereal sign, its first day being the day of the Sun's
 * entry when that comes before sunset, otherwise the next day (the Tamil almanacs' rule).
 */
import {
  KARANAS,
  TAMIL_MONTHS,
  TITHIS,
  WEEKDAYS,
  YOGAS,
  type Karana,
  type TamilMonth,
  type Tithi,
  type Weekday,
  type Yoga,
} from '@inai/shared';
import { bodySidereal, momentOf, normalize } from './positions.js';
import { localMeanMidnight, sunEvent } from './sun-times.js';

const DAY_MS = 86_400_000;
const SUN_MEAN_RATE = 360 / 365.2564; // sidereal degrees a day

export type Panchangam = {
  weekday: Weekday;
  tithi: Tithi;
  yoga: Yoga;
  karana: Karana;
  tamil_month: TamilMonth;
  tamil_date: number;
};

/** The karana of a half-tithi (0–59 from the new moon): fixed ones at the ends, seven between. */
export function karanaOf(halfTithi: number): Karana {
  if (halfTithi === 0) return 'Kimsthugnam';
  if (halfTithi >= 57) return KARANAS[7 + (halfTithi - 57)]!;
  return KARANAS[(halfTithi - 1) % 7]!;
}

/** Tithi, yoga and karana from the sidereal longitudes of the Sun and the Moon. */
export function lunarDay(sun: number, moon: number) {
  const elongation = normalize(moon - sun);
  return {
    tithi: TITHIS[Math.min(29, Math.floor(elongation / 12))]!,
    karana: karanaOf(Math.min(59, Math.floor(elongation / 6))),
    yoga: YOGAS[Math.min(26, Math.floor(normalize(sun + moon) / (360 / 27)))]!,
  };
}

/** The instant (UTC ms) the Sun's sidereal longitude last reached `target` before `fromMs`. */
function sunEntry(fromMs: number, target: number): number {
  let ms = fromMs;
  for (let i = 0; i < 4; i++) {
    const behind = ((bodySidereal('sun', momentOf(new Date(ms))) - target + 540) % 360) - 180;
    ms -= (behind / SUN_MEAN_RATE) * DAY_MS;
  }
  return ms;
}

/** The local mean day number (days since 1970) on which a month starting at `entryMs` has day 1. */
function firstDayOf(entryMs: number, latitude: number, longitude: number): number {
  const midnight = localMeanMidnight(entryMs, longitude);
  const sunset = sunEvent(midnight, latitude, longitude, 'set');
  return Math.round(midnight / DAY_MS) + (entryMs < sunset ? 0 : 1);
}

/** Weekday and Tamil month and date of the Hindu day the birth falls in. */
export function solarDay(
  utcMs: number,
  sunLongitude: number,
  latitude: number,
  longitude: number,
): { weekday: Weekday; tamil_month: TamilMonth; tamil_date: number } {
  let midnight = localMeanMidnight(utcMs, longitude);
  if (utcMs < sunEvent(midnight, latitude, longitude, 'rise')) midnight -= DAY_MS;
  // Day numbers count local mean days from 1970-01-01, a Thursday.
  const day = Math.round(midnight / DAY_MS);
  const weekday = WEEKDAYS[(((day + 4) % 7) + 7) % 7]!;
  let sign = Math.floor(sunLongitude / 30);
  let entry = sunEntry(utcMs, sign * 30);
  let first = firstDayOf(entry, latitude, longitude);
  if (day < first) {
    // Born after the Sun's entry but before the new month's first day: still the old month.
    sign = (sign + 11) % 12;
    entry = sunEntry(entry - 20 * DAY_MS, sign * 30);
    first = firstDayOf(entry, latitude, longitude);
  }
  return { weekday, tamil_month: TAMIL_MONTHS[sign]!, tamil_date: day - first + 1 };
}
