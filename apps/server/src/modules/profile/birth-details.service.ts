import { dosamContradicts, messageRef, type BirthDetailsAnswer, type MoonDayPart, type Raasi, type Star } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { computeChart, localToUtc, type Chart } from '../../lib/jathagam/index.js';
import { moonThroughDay } from '../../lib/jathagam/moon-day.js';
import { papaSamyam } from '../../lib/jathagam/papa-samyam.js';
import { placeById } from '../../lib/places/places.js';
import type { BirthDetailsRow, BirthDetailsValues, ChartAgreementValues } from './birth-details.repository.js';

/** What the birth details say: the chart of the birth time, or without one the Moon through the date. */
export type BirthReading = { kind: 'time'; chart: Chart } | { kind: 'date'; day: MoonDayPart[] };

type BirthPlace = Pick<BirthDetailsValues, 'latitude' | 'longitude' | 'timezone'>;

/** The birth details as saved: at the date of birth `dob`, local time at the place. */
export function readBirth(dob: string, birth: BirthPlace & { birth_time: string | null }): BirthReading {
  if (birth.birth_time) {
    const utc = localToUtc(dob, birth.birth_time, birth.timezone);
    return { kind: 'time', chart: computeChart({ utc, latitude: birth.latitude, longitude: birth.longitude }) };
  }
  return { kind: 'date', day: moonThroughDay(dob, birth.timezone) };
}

/**
 * What "charts agree" keeps of a reading (docs/decisions/0079): the chart's chevvai dosham and its
 * papa samyam total; nothing without a birth time, since the date alone gives no chart.
 */
export function chartAgreementOf(reading: BirthReading): ChartAgreementValues {
  if (reading.kind !== 'time') return { chart_chevvai: null, chart_papa: null };
  return { chart_chevvai: reading.chart.chevvai_dosham.present ? 1 : 0, chart_papa: papaSamyam(reading.chart).total };
}

/** The religion section's birth fields as a row to save, or null when no place is given (no birth details). */
export function birthValuesOf(fields: {
  birth_time: string | null;
  birth_place_id: string | null;
  birth_latitude: number | null;
  birth_longitude: number | null;
  birth_timezone: string | null;
}): BirthDetailsValues | null {
  if (fields.birth_place_id) {
    const place = placeById(fields.birth_place_id);
    if (!place) throw new AppError(400, 'invalid_input', { errors: { birth_place_id: messageRef('jathagam.placeUnknown') } });
    const { latitude, longitude, timezone } = place;
    return { birth_time: fields.birth_time, place_id: place.id, latitude, longitude, timezone };
  }
  if (fields.birth_latitude === null || fields.birth_longitude === null || !fields.birth_timezone) return null;
  return {
    birth_time: fields.birth_time,
    place_id: null,
    latitude: fields.birth_latitude,
    longitude: fields.birth_longitude,
    timezone: fields.birth_timezone,
  };
}

const unique = <T>(list: T[]) => [...new Set(list)];

/**
 * The star and raasi to save from a reading, given what the member chose (null: left blank).
 * A chosen value that the birth details contradict is refused with a field message; a blank one
 * is filled where the details decide it. Without a birth time, a day on which the Moon changed
 * star leaves the choice to the member among that day's stars (and raasis).
 */
export function starsFrom(
  reading: BirthReading,
  chosen: { star: Star | null; raasi: Raasi | null; dosam: string | null },
): { star: Star | null; raasi: Raasi | null } {
  const errors: Record<string, string> = {};
  let star: Star | null;
  let raasi: Raasi | null;
  if (reading.kind === 'time') {
    const { chart } = reading;
    if (chosen.star && chosen.star !== chart.moon_star) errors.star = messageRef('birth.starComputed');
    if (chosen.raasi && chosen.raasi !== chart.moon_raasi) errors.raasi = messageRef('birth.raasiComputed');
    // The message says what the chart shows, so the member knows which choices agree with it.
    if (dosamContradicts(chosen.dosam, chart.chevvai_dosham.present))
      errors.dosam = messageRef(
        chart.chevvai_dosham.present
          ? 'birth.dosamChartHas'
          : chart.chevvai_dosham.exception
            ? 'birth.dosamChartCancelled'
            : 'birth.dosamChartHasNot',
      );
    star = chart.moon_star;
    raasi = chart.moon_raasi;
  } else {
    const stars = unique(reading.day.map((part) => part.star));
    const decided = stars.length === 1;
    if (chosen.star && !stars.includes(chosen.star))
      errors.star = messageRef(decided ? 'birth.starComputed' : 'birth.starNotThatDay');
    star = decided ? stars[0]! : chosen.star;
    const raasis = unique(reading.day.filter((part) => !star || part.star === star).map((part) => part.raasi));
    if (chosen.raasi && !raasis.includes(chosen.raasi))
      errors.raasi = messageRef(raasis.length === 1 ? 'birth.raasiComputed' : 'birth.raasiNotThatDay');
    raasi = raasis.length === 1 ? raasis[0]! : chosen.raasi;
  }
  if (Object.keys(errors).length) throw new AppError(400, 'invalid_input', { errors });
  return { star, raasi };
}

/** The member's own birth details, as only they see them. */
export function presentBirthDetails(row: BirthDetailsRow, dob: string | null): BirthDetailsAnswer {
  const place = row.place_id ? (placeById(row.place_id) ?? null) : null;
  const reading = dob ? readBirth(dob, row) : undefined;
  return {
    time: row.birth_time,
    place,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    star_from: row.birth_time ? 'birth_time' : 'birth_date',
    day: reading?.kind === 'date' ? reading.day : [],
    chevvai_dosham: reading?.kind === 'time' ? reading.chart.chevvai_dosham : null,
  };
}
