import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { INTEREST_STATUSES } from '../profiles.js';
import { LAST_ACTIVE_BANDS } from '../last-active.js';
import { actRelationSchema } from './family-acting.js';
import { flagSchema, indiaDaySchema, okMessageAnswerSchema, type OkMessageAnswer } from './common.js';

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
 * recipient in the sent list, the sender in the incoming list. Its two dates keep the
 * specification's names but hold India days (YYYY-MM-DD), never times: the sender's act
 * (`requested_on`) and the recipient's (`updated_on`). The day of the other member's act is
 * null when that member hides when they were last active; the day of one's own act is always
 * given (docs/decisions/0057).
 */
export const interestItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().describe('The sender'),
  partner_id: z.number().int().describe('The recipient'),
  status: z.enum(INTEREST_STATUSES),
  /** The India day the interest was sent. */
  requested_on: indiaDaySchema.nullable(),
  /** The India day the recipient last answered; null while Requested. */
  updated_on: indiaDaySchema.nullable(),
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
  /** The other member's last-active band, by the cards' rule (docs/decisions/0052). Never a time. */
  last_active: z.enum(LAST_ACTIVE_BANDS).nullable(),
  /** Who of the sender's family sent it: null for the holder, else the co-manager's relation ('Mother'). Always sent by the server. */
  sent_by_relation: actRelationSchema.optional(),
  /** Who of the recipient's family answered it last: null for the holder or while unanswered. Always sent by the server. */
  answered_by_relation: actRelationSchema.optional(),
});
export type InterestItem = z.output<typeof interestItemSchema>;
/** Kept for the sent list's callers. */
export type SentInterest = InterestItem;

/** GET /api/getSentInterests/{userId} and GET /api/getIncomingInterests/{userId} (docs/api.md, "Interests, chat and blocks"). */
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

/**
 * Where the viewer stands with another member, as cards show it instead of 'Send interest': they
 * sent an interest ('sent', answered or not), an interest between the two is accepted
 * ('accepted', either direction), or the other member's interest waits for the viewer's answer
 * ('received') or was declined by the viewer ('declined'). The last two only for a viewer whose
 * plan opens the incoming list: the card reveals no more than the Interests screen does.
 */
export const INTEREST_STATES = ['sent', 'accepted', 'received', 'declined'] as const;
export type InterestState = (typeof INTEREST_STATES)[number];

/**
 * Whether the viewer may chat with a member, and why not: 'open' (their plan includes chat and an
 * accepted interest joins the two), 'plan' (their plan does not include chat), 'interest' (no
 * accepted interest yet).
 */
export const CHAT_ACCESS = ['open', 'plan', 'interest'] as const;
export type ChatAccess = (typeof CHAT_ACCESS)[number];

/**
 * GET /api/interest-states (ours): every member the viewer has an interest with, in either
 * direction, with the state a card shows and whether chat can happen; `chat` is the answer for
 * every member not listed.
 */
export const interestStatesAnswerSchema = z.object({
  success: z.boolean(),
  chat: z.enum(CHAT_ACCESS),
  data: z.array(z.object({ user_id: z.number().int(), state: z.enum(INTEREST_STATES), chat: z.enum(CHAT_ACCESS) })),
});
export type InterestStatesAnswer = z.output<typeof interestStatesAnswerSchema>;
