import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import {
  CHEVVAI_DOSHAM_EXCEPTIONS,
  CHEVVAI_DOSHAM_FROM,
  KARANAS,
  PLANET_KEYS,
  TAMIL_MONTHS,
  TITHIS,
  WEEKDAYS,
  YOGAS,
} from '../jathagam.js';
import { RAASIS, STARS } from '../options.js';

/** Whether the runtime knows an IANA time zone by this name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date that exists (no 30 February), within the years a chart is drawn for. */
function isBirthDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A birth time: 'HH:mm', 24-hour, local at the place of birth. */
export const BIRTH_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The field messages of a birth (message references): the calculator's own, or a bride's or a groom's. */
export type BirthMessages = {
  /** The birth as a whole is missing (a side of a comparison); the calculator's body needs none. */
  required?: string;
  dateInvalid: string;
  timeInvalid: string;
  placeRequired: string;
  coordinatesInvalid: string;
  timezoneInvalid: string;
};

/** A local birth date and time at a listed place or at coordinates, worded with `m`. */
export function birthSchema(m: BirthMessages) {
  const place = z.union(
    [
      z
        .object({
          id: z.string({ error: m.placeRequired }).min(1).max(40),
        })
        .strict(),
      z
        .object({
          latitude: z.number({ error: m.coordinatesInvalid }).min(-90).max(90),
          longitude: z.number({ error: m.coordinatesInvalid }).min(-180).max(180),
          timezone: z.string({ error: m.timezoneInvalid }).max(64).refine(isTimeZone, { error: m.timezoneInvalid }),
        })
        .strict(),
    ],
    { error: m.placeRequired },
  );
  return z.object(
    {
      date: z.string({ error: m.dateInvalid }).refine(isBirthDate, { error: m.dateInvalid }),
      time: z.string({ error: m.timeInvalid }).regex(BIRTH_TIME, { error: m.timeInvalid }),
      place,
    },
    m.required ? { error: m.required } : undefined,
  );
}

/** POST /api/jathagam (docs/design.md, "Birth chart"): a local birth date and time at a listed place or at coordinates. */
export const jathagamSchema = birthSchema({
  dateInvalid: messageRef('jathagam.dateInvalid'),
  timeInvalid: messageRef('jathagam.timeInvalid'),
  placeRequired: messageRef('jathagam.placeRequired'),
  coordinatesInvalid: messageRef('jathagam.coordinatesInvalid'),
  timezoneInvalid: messageRef('jathagam.timezoneInvalid'),
});
export type JathagamInput = z.output<typeof jathagamSchema>;

const raasi = z.enum(RAASIS);
const star = z.enum(STARS);
const padam = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const lord = z.enum(PLANET_KEYS);
const period = z.object({ lord, start: z.string(), end: z.string() });

/** Chevvai dosham of a chart: where it is counted from, and the exception that cancels it, if any. */
export const chevvaiDoshamSchema = z.object({
  present: z.boolean(),
  from: z.array(z.enum(CHEVVAI_DOSHAM_FROM)),
  exception: z.enum(CHEVVAI_DOSHAM_EXCEPTIONS).nullable(),
});

/** The chart (docs/design.md, "Birth chart"): sidereal degrees (Lahiri), option values, dates in India time. */
export const jathagamAnswerSchema = z.object({
  success: z.literal(true),
  utc: z.string(),
  ayanamsa: z.number(),
  lagnam: z.object({ longitude: z.number(), raasi, star, padam }),
  planets: z.array(
    z.object({
      key: z.enum(PLANET_KEYS),
      longitude: z.number(),
      raasi,
      star,
      padam,
      retrograde: z.boolean(),
      navamsam_raasi: raasi,
    }),
  ),
  navamsam: z.object({ lagnam_raasi: raasi }),
  moon_star: star,
  moon_raasi: raasi,
  near_boundary: z.array(z.union([z.enum(PLANET_KEYS), z.literal('lagnam')])),
  dasa: z.object({
    balance: z.object({ lord, years: z.number(), months: z.number(), days: z.number() }),
    periods: z.array(period.extend({ bhuktis: z.array(period) })),
  }),
  chevvai_dosham: chevvaiDoshamSchema,
  panchangam: z.object({
    weekday: z.enum(WEEKDAYS),
    tithi: z.enum(TITHIS),
    yoga: z.enum(YOGAS),
    karana: z.enum(KARANAS),
    tamil_month: z.enum(TAMIL_MONTHS),
    tamil_date: z.number().int().min(1).max(32),
  }),
});
export type JathagamAnswer = z.output<typeof jathagamAnswerSchema>;
