import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { PLANET_KEYS } from '../jathagam.js';
import { RAASIS, STARS } from '../options.js';
import { BIRTH_TIME, chevvaiDoshamSchema, isTimeZone } from './jathagam.js';
import { placeSchema } from './places.js';

/*
 * Birth details in the religion section (ours, docs/design.md, "Birth chart"). With a time and a place the star
 * and raasi are computed from the chart; with a place alone, from the Moon through the date of
 * birth. They are the member's own: no other member is ever sent them.
 */

/** Blank (or absent) is null; otherwise the value's own check. */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z
    .union([z.literal(''), schema])
    .nullish()
    .transform((v) => (v ? (v as string) : null));
}

/** A latitude or longitude within ±limit, as a number or its text; blank is null. */
function coordinate(limit: number) {
  return z
    .union([z.literal(''), z.number(), z.string()], { error: messageRef('jathagam.coordinatesInvalid') })
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isFinite(n) || Math.abs(n) > limit || (typeof v === 'string' && v.trim() === '')) {
        ctx.addIssue({ code: 'custom', message: messageRef('jathagam.coordinatesInvalid') });
        return z.NEVER;
      }
      return n;
    });
}

export const birthDetailsFields = {
  birth_time: optional(
    z
      .string({ error: messageRef('jathagam.timeInvalid') })
      .trim()
      .regex(BIRTH_TIME, { error: messageRef('jathagam.timeInvalid') }),
  ),
  birth_place_id: optional(
    z
      .string({ error: messageRef('jathagam.placeUnknown') })
      .trim()
      .max(40, { error: messageRef('jathagam.placeUnknown') }),
  ),
  birth_latitude: coordinate(90),
  birth_longitude: coordinate(180),
  birth_timezone: optional(
    z
      .string({ error: messageRef('jathagam.timezoneInvalid') })
      .trim()
      .max(64, { error: messageRef('jathagam.timezoneInvalid') })
      .refine(isTimeZone, { error: messageRef('jathagam.timezoneInvalid') }),
  ),
};

type BirthFields = {
  birth_time: string | null;
  birth_place_id: string | null;
  birth_latitude: number | null;
  birth_longitude: number | null;
  birth_timezone: string | null;
};

/** A place is a listed one, or all three of latitude, longitude and time zone; a time needs a place. */
export function checkBirthDetails(v: BirthFields, ctx: z.RefinementCtx): void {
  const coordinates = [v.birth_latitude, v.birth_longitude, v.birth_timezone];
  const some = coordinates.some((c) => c !== null);
  if (!v.birth_place_id && some && !coordinates.every((c) => c !== null)) {
    const missing =
      v.birth_latitude === null ? 'birth_latitude' : v.birth_longitude === null ? 'birth_longitude' : 'birth_timezone';
    ctx.addIssue({ code: 'custom', path: [missing], message: messageRef('birth.coordinatesAll') });
  }
  if (v.birth_time && !v.birth_place_id && !some) {
    ctx.addIssue({ code: 'custom', path: ['birth_place_id'], message: messageRef('birth.placeForTime') });
  }
}

const star = z.enum(STARS);
const raasi = z.enum(RAASIS);

/** A part of the date of birth over which the Moon's star and raasi stay the same (local 'HH:mm' to 'HH:mm'). */
export const moonDayPartSchema = z.object({ star, raasi, from: z.string(), to: z.string() });
export type MoonDayPart = z.output<typeof moonDayPartSchema>;

export const STAR_SOURCES = ['birth_time', 'birth_date'] as const;

/** The member's own birth details, as only they are sent them. */
export const birthDetailsAnswerSchema = z.object({
  time: z.string().nullable(),
  /** The listed place, or null when given by coordinates. */
  place: placeSchema.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.string(),
  /** Whether the star and raasi come from the birth time's chart or from the date alone. */
  star_from: z.enum(STAR_SOURCES),
  /** Without a time: the Moon through the date of birth; more than one part means it changed star or raasi that day. */
  day: z.array(moonDayPartSchema),
  /** With a time: the chart's chevvai dosham. */
  chevvai_dosham: chevvaiDoshamSchema.nullable(),
});
export type BirthDetailsAnswer = z.output<typeof birthDetailsAnswerSchema>;

/**
 * The chart as other members see it: signs, stars and padams, no longitudes and no dasa dates,
 * which would give back the birth time to the minute.
 */
export const memberChartSchema = z.object({
  lagnam: z.object({ raasi }),
  navamsam: z.object({ lagnam_raasi: raasi }),
  planets: z.array(
    z.object({
      key: z.enum(PLANET_KEYS),
      raasi,
      star,
      padam: z.number().int().min(1).max(4),
      retrograde: z.boolean(),
      navamsam_raasi: raasi,
    }),
  ),
  moon_star: star,
  moon_raasi: raasi,
  chevvai_dosham: chevvaiDoshamSchema,
});
export type MemberChart = z.output<typeof memberChartSchema>;
