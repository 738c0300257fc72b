import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { RAASIS, STARS } from '../options.js';
import { raasiFitsStar } from '../porutham/engine.js';
import { CHEVVAI_AGREEMENTS, CHEVVAI_SOURCES, CHEVVAI_STATES } from '../porutham/chevvai.js';
import { PORUTHAM_KEYS } from '../porutham/types.js';

/** One side of POST /api/porutham: a star, and a raasi the star can have (or none). */
const person = z
  .object(
    {
      star: z.enum(STARS, { error: messageRef('porutham.chooseStar') }),
      raasi: z
        .union([z.literal(''), z.enum(RAASIS, { error: messageRef('porutham.raasiNotOfStar') })], {
          error: messageRef('porutham.raasiNotOfStar'),
        })
        .nullish()
        .transform((v) => v || null),
      // Ours: chevvai dosham when the caller knows it; absent is not known.
      chevvai_dosham: z
        .enum(CHEVVAI_STATES, { error: messageRef('porutham.chooseChevvai') })
        .optional()
        .transform((v) => v ?? 'unknown'),
    },
    { error: messageRef('porutham.chooseStar') },
  )
  .refine((p) => !p.raasi || raasiFitsStar(p.star, p.raasi), { error: messageRef('porutham.raasiNotOfStar'), path: ['raasi'] });

/** POST /api/porutham (docs/api.md, "Porutham and birth chart"). */
export const poruthamSchema = z.object({ bride: person, groom: person });
export type PoruthamInput = z.input<typeof poruthamSchema>;

/*
 * The answers. The engine gives facts, not texts: `poruthamReason` (porutham/describe.ts) turns a
 * check into one line in the reader's language, so the server, the calculator and the details
 * page say the same thing.
 */

const poruthamKey = z.enum(PORUTHAM_KEYS);

/** A person's star, and their raasi when known (needed for a star that spans two raasis). */
export const starChoiceSchema = z.object({ star: z.enum(STARS), raasi: z.enum(RAASIS).nullable().optional() });
export type StarChoice = z.output<typeof starChoiceSchema>;

/**
 * One porutham's outcome. `facts` are what the reason line names: counts, the two stars' ganams,
 * animals, rajjus, raasis or lords (values of the types in porutham/types.ts, star and raasi
 * option values).
 */
export const poruthamCheckSchema = z.object({
  key: poruthamKey,
  matched: z.boolean(),
  mandatory: z.boolean(),
  /** A raasi-based porutham for a star spanning two raasis whose raasi was not given: not matched, and says so. */
  needs_raasi: z.boolean(),
  facts: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PoruthamCheck = z.output<typeof poruthamCheckSchema>;

/** What the engine answers for a bride and a groom. */
export const poruthamResultSchema = z.object({
  /** How many of the ten matched. */
  matched: z.number().int(),
  total: z.literal(10),
  /** Rajju and Vedhai both matched. */
  compatible: z.boolean(),
  /** In PORUTHAM_KEYS order. */
  poruthams: z.array(poruthamCheckSchema),
});
export type PoruthamResult = z.output<typeof poruthamResultSchema>;

/** POST /api/porutham's answer (docs/api.md, "Porutham and birth chart"): the ten poruthams with reasons in the caller's language. */
export const poruthamAnswerSchema = z.object({
  success: z.literal(true),
  matched: z.number().int(),
  total: z.literal(10),
  compatible: z.boolean(),
  poruthams: z.array(z.object({ key: poruthamKey, matched: z.boolean(), mandatory: z.boolean(), reason: z.string() })),
  /** Chevvai dosham beside the ten (ours): the two sides as given, and one line saying how they stand. */
  chevvai: z.object({
    bride: z.enum(CHEVVAI_STATES),
    groom: z.enum(CHEVVAI_STATES),
    agreement: z.enum(CHEVVAI_AGREEMENTS),
    reason: z.string(),
  }),
});
export type PoruthamAnswer = z.output<typeof poruthamAnswerSchema>;

/**
 * The porutham section of a profile's details: the result when both stars are known; otherwise
 * whether the viewer has not saved their own star (the section asks them to add it) or the
 * member viewed has not given theirs.
 */
/**
 * Chevvai dosham of the two on the details page: each side from their chart when they saved a
 * birth time (source 'chart'), else from the dosham they chose ('stated'), else not known (null).
 */
export const detailsChevvaiSchema = z.object({
  bride: z.enum(CHEVVAI_STATES),
  groom: z.enum(CHEVVAI_STATES),
  bride_source: z.enum(CHEVVAI_SOURCES).nullable(),
  groom_source: z.enum(CHEVVAI_SOURCES).nullable(),
  agreement: z.enum(CHEVVAI_AGREEMENTS),
});
export type DetailsChevvai = z.output<typeof detailsChevvaiSchema>;

export const detailsPoruthamSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ready'),
    bride: starChoiceSchema,
    groom: starChoiceSchema,
    result: poruthamResultSchema,
    /** Always sent by the server (ours). */
    chevvai: detailsChevvaiSchema.optional(),
  }),
  z.object({ state: z.literal('viewer_star_missing') }),
  z.object({ state: z.literal('member_star_missing') }),
]);
export type DetailsPorutham = z.output<typeof detailsPoruthamSchema>;

/** A result card's porutham line on Matches: the count out of ten, and the verdict. */
export const cardPoruthamSchema = z.object({ matched: z.number().int(), compatible: z.boolean() });
export type CardPorutham = z.output<typeof cardPoruthamSchema>;
