import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { PLACE_SEARCH } from '../limits.js';

/** GET /api/places?q= (docs/design.md, "Birth chart"): part of a place's name, in English or Tamil. */
export const placesQuerySchema = z.object({
  q: z
    .string({ error: messageRef('places.queryTooShort', { min: PLACE_SEARCH.queryMin }) })
    .trim()
    .min(PLACE_SEARCH.queryMin, { error: messageRef('places.queryTooShort', { min: PLACE_SEARCH.queryMin }) })
    .max(PLACE_SEARCH.queryMax, { error: messageRef('places.queryTooLong', { max: PLACE_SEARCH.queryMax }) }),
});
export type PlacesQuery = z.output<typeof placesQuerySchema>;

/** A bundled place: where a birth took place, with its IANA time zone. */
export const placeSchema = z.object({
  /** Stable across regenerations of the data: `csc-<id>` (dr5hn database) or `gn-<id>` (GeoNames). */
  id: z.string(),
  name: z.string(),
  /** The Tamil name, where a reviewed source has one; never a machine transliteration. */
  name_ta: z.string().nullable(),
  state: z.string().nullable(),
  /** The English country name, as in the country list (countries.ts). */
  country: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timezone: z.string(),
});
export type Place = z.output<typeof placeSchema>;

/** The answer of GET /api/places: at most PLACE_SEARCH.maxResults places, best first. */
export const placesAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(placeSchema).max(PLACE_SEARCH.maxResults),
});
export type PlacesAnswer = z.output<typeof placesAnswerSchema>;
