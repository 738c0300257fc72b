import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { RAASIS, STARS } from '../options.js';
import { raasiFitsStar } from '../porutham/engine.js';

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
    },
    { error: messageRef('porutham.chooseStar') },
  )
  .refine((p) => !p.raasi || raasiFitsStar(p.star, p.raasi), { error: messageRef('porutham.raasiNotOfStar'), path: ['raasi'] });

/** POST /api/porutham (DESIGN.md §3). */
export const poruthamSchema = z.object({ bride: person, groom: person });
export type PoruthamInput = z.input<typeof poruthamSchema>;
