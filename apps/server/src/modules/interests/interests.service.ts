import type { FastifyBaseLogger } from 'fastify';
import type { InterestItem, InterestListAnswer, InterestStatesAnswer, UpdateInterestInput } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { inBackground } from '../../lib/background.js';
import type { AppContext } from '../../types.js';
import { chatAccess, demand } from '../entitlements/entitlements.policy.js';
import { actedBy, type Actor } from '../entitlements/family.policy.js';
import { recordActivity } from '../family-acts/family-activity.service.js';
import { entitlementsFor, mayReach, partnersAmongLocked } from '../entitlements/entitlements.service.js';
import { deliverAcceptance, deliverNewInterests } from './interests.notifications.js';
import { undatedLast } from '../cards/cards.presenter.js';
import { otherHides, presentInterest, stateOf } from './interests.presenter.js';
import {
  deleteRequestedInterest,
  DuplicateInterest,
  findInterest,
  findInterestItem,
  insertInterest,
  interestBetween,
  interestsOfMember,
  listInterests,
  setInterestStatus,
  type InterestItemRow,
  type InterestRow,
  type InterestSide,
} from './interests.repository.js';

type Caller = { id: number; is_verified: number; hide_last_active: number };

/**
 * Why `senderId` may not send an interest where `found` already joins the two (at most one
 * interest per pair, docs/decisions/0062): their own is already sent; the other member's is
 * accepted (nothing more to send), waits for the sender's answer, or was declined by them (it can
 * still be accepted, which is the way to connect now).
 */
function refusalOver(found: InterestRow, senderId: number): AppError {
  if (found.user_id === senderId) return new AppError(409, 'interest_already_sent');
  if (found.status === 'Accepted') return new AppError(409, 'interest_already_accepted');
  if (found.status === 'Requested') return new AppError(409, 'interest_received');
  return new AppError(409, 'interest_declined_by_you');
}

/**
 * sendInterest: once per pair of members, whichever sent it (409 with the reason after), never to
 * oneself, only to a searchable member the sender may reach. A block either way answers exactly as
 * a member who does not exist (404), so nobody learns of it. The recipient is told by e-mail after
 * the answer (at most one mail an hour).
 */
export async function sendInterest(
  ctx: AppContext,
  sender: Caller,
  partnerId: number,
  actor: Actor,
  log: FastifyBaseLogger,
): Promise<void> {
  const userId = sender.id;
  if (!(await entitlementsFor(ctx, sender)).sendInterest) throw new AppError(403, 'verification_required');
  if (partnerId === userId) throw new AppError(400, 'interest_to_self');
  if (!ctx.search.index.has(partnerId) || !(await mayReach(ctx, userId, partnerId))) {
    throw new AppError(404, 'profile_not_found');
  }
  const before = await interestBetween(ctx.db, userId, partnerId);
  if (before) throw refusalOver(before, userId);
  const by = actedBy(actor);
  try {
    await insertInterest(ctx.db, userId, partnerId, new Date(), by);
  } catch (error) {
    if (!(error instanceof DuplicateInterest)) throw error;
    // The other member sent theirs at the same moment (the pair's unique index chose): say whose won.
    const won = await interestBetween(ctx.db, userId, partnerId);
    throw won ? refusalOver(won, userId) : new AppError(409, 'interest_already_sent');
  }
  await recordActivity(ctx, userId, by, 'interest_sent', { userId: partnerId });
  inBackground(deliverNewInterests(ctx, partnerId, new Date(), log), log, 'the interest mail failed');
}

/**
 * GET /api/interest-states: where the caller stands with each member an interest joins them to,
 * for the cards, and whether chat can happen there (the entitlements policy decides both). An
 * incoming interest not accepted is listed only for a caller whose plan opens the incoming list.
 */
export async function interestStates(ctx: AppContext, caller: Caller): Promise<InterestStatesAnswer> {
  const [entitlements, rows] = await Promise.all([entitlementsFor(ctx, caller), interestsOfMember(ctx.db, caller.id)]);
  const data = rows.flatMap((row) => {
    const state = stateOf(row, caller.id, entitlements.interestsScreen);
    if (!state) return [];
    const other = row.user_id === caller.id ? row.partner_id : row.user_id;
    return [{ user_id: other, state, chat: chatAccess(entitlements, state === 'accepted') }];
  });
  return { success: true, chat: chatAccess(entitlements, false), data };
}

/**
 * The items as `viewer` sees them. The accepted partners among the other members are looked up
 * only when one of them locked their photos: that is the only thing the exception changes here.
 */
async function present(ctx: AppContext, viewer: Caller, rows: InterestItemRow[], paying: boolean): Promise<InterestItem[]> {
  const partners = await partnersAmongLocked(
    ctx,
    viewer.id,
    rows.map((r) => ({ id: r.other_id, photosLocked: r.photos_visibility === 1 })),
  );
  const seer = { id: viewer.id, seesLastActive: viewer.hide_last_active !== 1 };
  return rows.map((r) => presentInterest(r, ctx.media, paying, seer, partners.has(r.other_id)));
}

async function list(ctx: AppContext, caller: Caller, userId: number, side: InterestSide): Promise<InterestListAnswer> {
  if (userId !== caller.id) throw new AppError(403, 'interests_not_yours');
  const entitlements = await entitlementsFor(ctx, caller);
  if (side === 'incoming') demand(entitlements, 'interestsScreen');
  // Newest first; an incoming interest whose sender hides their activity has no day, so it goes
  // after the dated ones (a sent one's day is the caller's own).
  const rows = undatedLast(
    await listInterests(ctx.db, side, userId, new Date()),
    (r) => side === 'incoming' && otherHides(r),
    (r) => r.id,
  );
  return { success: true, data: await present(ctx, caller, rows, entitlements.clearPhotos) };
}

/**
 * getSentInterests: the caller's own list only, open to every verified member (Matches marks
 * 'Interest sent' from it). Each item describes the recipient.
 */
export function sentInterests(ctx: AppContext, caller: Caller, userId: number): Promise<InterestListAnswer> {
  return list(ctx, caller, userId, 'sent');
}

/** getIncomingInterests: the caller's own list only, with an active plan (402). Each item describes the sender. */
export function incomingInterests(ctx: AppContext, caller: Caller, userId: number): Promise<InterestListAnswer> {
  return list(ctx, caller, userId, 'incoming');
}

/**
 * Whether `memberId` may see the interest at all: they are part of it, and its two members may
 * still reach each other. Otherwise it answers as an interest that does not exist: nobody learns
 * of others' interests, nor of a block.
 */
async function visibleTo(ctx: AppContext, found: InterestRow | undefined, memberId: number): Promise<boolean> {
  if (!found || (found.user_id !== memberId && found.partner_id !== memberId)) return false;
  return mayReach(ctx, found.user_id, found.partner_id);
}

/**
 * updateInterest: the recipient accepts or rejects, with an active plan (402). Requested becomes
 * Accepted or Rejected, and the two may swap; each change moves `updated_on`, and repeating the
 * answer changes nothing. An interest the caller cannot see (visibleTo) is not found (404); its
 * sender cannot answer it (403). The first acceptance is mailed to the sender after the answer.
 * Returns the interest as now stored.
 */
export async function answerInterest(
  ctx: AppContext,
  recipient: Caller,
  input: UpdateInterestInput,
  actor: Actor,
  log: FastifyBaseLogger,
): Promise<InterestItem> {
  const entitlements = await entitlementsFor(ctx, recipient);
  demand(entitlements, 'interestsScreen');
  const found = await findInterest(ctx.db, input.id);
  if (!found || !(await visibleTo(ctx, found, recipient.id))) throw new AppError(404, 'interest_not_found');
  if (found.partner_id !== recipient.id) throw new AppError(403, 'interest_recipient_only');
  const now = new Date();
  const by = actedBy(actor);
  const changed =
    found.status !== input.status && (await setInterestStatus(ctx.db, found.id, recipient.id, input.status, now, by));
  if (changed)
    await recordActivity(ctx, recipient.id, by, 'interest_answered', { userId: found.user_id, detail: input.status }, now);
  if (changed && input.status === 'Accepted') {
    inBackground(deliverAcceptance(ctx, found.id, now, log), log, 'the acceptance mail failed');
  }
  // Withdrawn by its sender in the meantime: gone.
  const row = await findInterestItem(ctx.db, 'incoming', found.id, now);
  if (!row) throw new AppError(404, 'interest_not_found');
  const [interest] = await present(ctx, recipient, [row], entitlements.clearPhotos);
  return interest!;
}

/**
 * withdrawInterest (ours): the sender takes back an interest nobody has answered yet; it is
 * deleted, so it may be sent again later. An answered one stays (409), the recipient cannot
 * withdraw it (403), and one the caller cannot see (visibleTo) is not found (404).
 */
export async function withdrawInterest(ctx: AppContext, sender: Caller, id: number): Promise<void> {
  const refusal = async (found: InterestRow | undefined) => {
    if (!found || !(await visibleTo(ctx, found, sender.id))) return new AppError(404, 'interest_not_found');
    if (found.user_id !== sender.id) return new AppError(403, 'interest_sender_only');
    if (found.status !== 'Requested') return new AppError(409, 'interest_already_answered');
    return undefined;
  };
  const before = await refusal(await findInterest(ctx.db, id));
  if (before) throw before;
  if (await deleteRequestedInterest(ctx.db, id, sender.id)) return;
  // Answered (or withdrawn elsewhere) between the look and the delete.
  throw (await refusal(await findInterest(ctx.db, id))) ?? new AppError(409, 'interest_already_answered');
}
