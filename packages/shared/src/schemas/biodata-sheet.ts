import { z } from 'zod';
import { otherMemberSchema } from './profile-details.js';
import { partnerPreferencesAnswerSchema } from './user.js';

// POST /api/getBiodata (ours): the printable biodata, built from the profile details answer.

/**
 * The member as the viewer may see them (exactly the profile details answer's `user`), how many
 * profiles the viewer has opened this month, and the member's partner preferences (the
 * biodata's expectations); `own` says the viewer opened their own.
 */
export const biodataAnswerSchema = z.object({
  success: z.literal(true),
  user: otherMemberSchema,
  views: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  preferences: partnerPreferencesAnswerSchema.nullable(),
  own: z.boolean(),
});
export type BiodataAnswer = z.output<typeof biodataAnswerSchema>;
