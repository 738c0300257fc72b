import { PORUTHAM_KEYS } from '@inai/shared';
import { z } from 'zod';

const poruthamKey = z.enum(PORUTHAM_KEYS);

/** POST /api/porutham: the ten poruthams with reasons in the caller's language. */
export const poruthamAnswer = z.object({
  success: z.literal(true),
  matched: z.number().int(),
  total: z.literal(10),
  compatible: z.boolean(),
  poruthams: z.array(z.object({ key: poruthamKey, matched: z.boolean(), mandatory: z.boolean(), reason: z.string() })),
});

const starChoice = z.object({ star: z.string(), raasi: z.string().nullable().optional() });

/** The porutham section of a profile's details (getUserDetails). */
export const detailsPoruthamAnswer = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ready'),
    bride: starChoice,
    groom: starChoice,
    result: z.object({
      matched: z.number().int(),
      total: z.literal(10),
      compatible: z.boolean(),
      poruthams: z.array(
        z.object({
          key: poruthamKey,
          matched: z.boolean(),
          mandatory: z.boolean(),
          needs_raasi: z.boolean(),
          facts: z.record(z.string(), z.union([z.string(), z.number()])),
        }),
      ),
    }),
  }),
  z.object({ state: z.literal('viewer_star_missing') }),
  z.object({ state: z.literal('member_star_missing') }),
]);
