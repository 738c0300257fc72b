import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { INTEREST_STATUSES } from '../profiles.js';
import { flagSchema, okMessageAnswerSchema, type OkMessageAnswer } from './common.js';

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

/**
 * An interest (specification section 3, Interest), with the other member's card facts: the
 * recipient in the sent list, the sender in the incoming list.
 */
export const interestItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().describe('The sender'),
  partner_id: z.number().int().describe('The recipient'),
  status: z.enum(INTEREST_STATUSES),
  requested_on: z.string(),
  /** When the recipient last answered; null while Requested. */
  updated_on: z.string().nullable(),
  name: z.string(),
  gender: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  age: z.number().int().nullable(),
  job: z.string().nullable(),
  /** Follows the search rule: blurred without a plan, none when that member's photos are hidden from the viewer. */
  user_profile_picture: z.string().nullable(),
  /** 1 when the other member has an active plan (the card's 'Premium User' badge). */
  premium_user: flagSchema,
});
export type InterestItem = z.output<typeof interestItemSchema>;
/** Kept for the sent list's callers. */
export type SentInterest = InterestItem;

/** GET /api/getSentInterests/{userId} and GET /api/getIncomingInterests/{userId} (DESIGN.md §3). */
export const interestListAnswerSchema = z.object({ success: z.boolean(), data: z.array(interestItemSchema) });
export type InterestListAnswer = z.output<typeof interestListAnswerSchema>;

/** POST /api/updateInterest: the interest as now stored. */
export const interestUpdateAnswerSchema = okMessageAnswerSchema.extend({ interest: interestItemSchema });
export type InterestUpdateAnswer = z.output<typeof interestUpdateAnswerSchema>;

/**
 * What updateInterest and withdrawInterest answer, for a caller of both: withdrawInterest answers
 * okMessageAnswerSchema, without the interest (it is gone).
 */
export type InterestChangeAnswer = OkMessageAnswer & Partial<Pick<InterestUpdateAnswer, 'interest'>>;
