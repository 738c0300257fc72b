import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';

const interestId = z.coerce
  .number({ error: messageRef('interests.notFound') })
  .int({ error: messageRef('interests.notFound') })
  .positive({ error: messageRef('interests.notFound') });

/** POST /api/updateInterest: the recipient's answer. */
export const updateInterestSchema = z.object({
  id: interestId,
  status: z.enum(['Accepted', 'Rejected'], { error: messageRef('interests.badAnswer') }),
});
export type UpdateInterestInput = z.infer<typeof updateInterestSchema>;

/** POST /api/withdrawInterest (ours): the sender takes back an interest still Requested. */
export const withdrawInterestSchema = z.object({ id: interestId });
