import { z } from 'zod';
import { PLANET_KEYS } from '../jathagam.js';
import { RAASIS, STARS } from '../options.js';
import { memberChartSchema } from './birth-details.js';
import { messageRef } from '../i18n/translator.js';
import { birthSchema, chevvaiDoshamSchema } from './jathagam.js';
import { detailsPoruthamSchema, poruthamAnswerSchema } from './porutham.js';

/*
 * Two charts compared (docs/design.md, "Porutham of two charts"): the ten poruthams of the two
 * computed stars, chevvai dosham on both sides, papa samyam and dasa sandhi. The answer carries
 * signs, stars and padams only, never longitudes or the birth time, so the same shape serves the
 * calculator and a member's details page.
 */

/** One side's birth as POST /api/jathagam takes it, each message naming the bride or the groom. */
function sideBirthSchema(side: 'bride' | 'groom') {
  return birthSchema({
    required: messageRef(`poruthamCharts.errors.${side}.required`),
    dateInvalid: messageRef(`poruthamCharts.errors.${side}.dateInvalid`),
    timeInvalid: messageRef(`poruthamCharts.errors.${side}.timeInvalid`),
    placeRequired: messageRef(`poruthamCharts.errors.${side}.placeRequired`),
    coordinatesInvalid: messageRef(`poruthamCharts.errors.${side}.coordinatesInvalid`),
    timezoneInvalid: messageRef(`poruthamCharts.errors.${side}.timezoneInvalid`),
  });
}

/** POST /api/porutham/charts: each side's birth as POST /api/jathagam takes it. */
export const poruthamChartsSchema = z.object({ bride: sideBirthSchema('bride'), groom: sideBirthSchema('groom') });
export type PoruthamChartsInput = z.input<typeof poruthamChartsSchema>;

/** The references papa samyam counts houses from. */
export const PAPA_FROM = ['lagnam', 'moon', 'venus'] as const;
export type PapaFrom = (typeof PAPA_FROM)[number];

/** The houses (whole-sign, the reference's own sign the 1st) in which a malefic counts. */
export const PAPA_HOUSES = [1, 2, 4, 7, 8, 12] as const;
export type PapaHouse = (typeof PAPA_HOUSES)[number];

/** How the two charts' chevvai dosham stand: both or neither agree. */
export const CHARTS_CHEVVAI_MATCHES = ['both', 'neither', 'bride_only', 'groom_only'] as const;
export type ChartsChevvaiMatch = (typeof CHARTS_CHEVVAI_MATCHES)[number];

/** The plain summary's lines, in the order shown; each is a catalogue text `poruthamCharts.summary.<code>`. */
export const CHARTS_SUMMARY_CODES = [
  'stars_compatible',
  'stars_not_compatible',
  'chevvai_both',
  'chevvai_neither',
  'chevvai_bride_only',
  'chevvai_groom_only',
  'papa_balanced',
  'papa_unbalanced',
  'dasa_sandhi_none',
  'dasa_sandhi_found',
] as const;
export type ChartsSummaryCode = (typeof CHARTS_SUMMARY_CODES)[number];

const raasi = z.enum(RAASIS);

/** One malefic counted by papa samyam: where it stands from a reference, and its weight. */
export const papaPointSchema = z.object({
  planet: z.enum(PLANET_KEYS),
  from: z.enum(PAPA_FROM),
  house: z.union(PAPA_HOUSES.map((h) => z.literal(h)) as [z.ZodLiteral<1>, ...z.ZodLiteral<PapaHouse>[]]),
  value: z.number(),
});
export type PapaPoint = z.output<typeof papaPointSchema>;

export const papaSideSchema = z.object({ total: z.number(), points: z.array(papaPointSchema) });
export type PapaSide = z.output<typeof papaSideSchema>;

/** One side of the comparison: the computed stars and the sign-level chart (as other members see it). */
export const chartsSideSchema = z.object({
  moon_star: z.enum(STARS),
  moon_raasi: raasi,
  lagnam_raasi: raasi,
  chart: memberChartSchema,
});
export type ChartsSide = z.output<typeof chartsSideSchema>;

/**
 * A time both start a new major dasa within six months of each other. `start` and `end` are the
 * earlier and the later of the two changes (ISO dates in India time; on a member's details page the
 * year only, so the other's birth time cannot be worked back); the lords are the dasas that begin.
 */
export const dasaSandhiPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  bride_lord: z.enum(PLANET_KEYS),
  groom_lord: z.enum(PLANET_KEYS),
});
export type DasaSandhiPeriod = z.output<typeof dasaSandhiPeriodSchema>;

/** The comparison itself, as the calculator and a member's details page show it. */
export const chartsComparisonSchema = z.object({
  bride: chartsSideSchema,
  groom: chartsSideSchema,
  /** The ten poruthams of the two computed stars, as POST /api/porutham answers them. */
  poruthams: poruthamAnswerSchema,
  chevvai: z.object({
    bride: chevvaiDoshamSchema,
    groom: chevvaiDoshamSchema,
    match: z.enum(CHARTS_CHEVVAI_MATCHES),
  }),
  papa_samyam: z.object({ bride: papaSideSchema, groom: papaSideSchema, balanced: z.boolean() }),
  /** Over the ten years from `from` (the day of the comparison) to `to`. */
  dasa_sandhi: z.object({ from: z.string(), to: z.string(), periods: z.array(dasaSandhiPeriodSchema) }),
  summary: z.array(z.enum(CHARTS_SUMMARY_CODES)),
});
export type ChartsComparison = z.output<typeof chartsComparisonSchema>;

/** POST /api/porutham/charts's answer. */
export const poruthamChartsAnswerSchema = chartsComparisonSchema.extend({ success: z.literal(true) });
export type PoruthamChartsAnswer = z.output<typeof poruthamChartsAnswerSchema>;

const [detailsReady, ...detailsWaiting] = detailsPoruthamSchema.options;

/**
 * The porutham section of a member's details page. When both gave a birth time and the viewer may
 * see horoscopes, `ready` carries the two charts compared, with dasa sandhi by the year only: never
 * the other's birth time, longitudes or dasa dates.
 */
export const detailsPoruthamChartsSchema = z.discriminatedUnion('state', [
  detailsReady.extend({ charts: chartsComparisonSchema.optional() }),
  ...detailsWaiting,
]);
export type DetailsPoruthamCharts = z.output<typeof detailsPoruthamChartsSchema>;
