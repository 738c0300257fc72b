import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { areAcceptedPartners, entitlementsFor } from '../entitlements/entitlements.service.js';
import { findUserById } from '../users/users.repository.js';
import { otherOf, ownConversation } from '../chat/chat.service.js';

type Member = { id: number; is_verified: number; deletion_requested_at: string | null };

/**
 * Who may call is who may chat (docs/design.md, "Entitlements"; docs/api.md, "Calls"): a plan
 * that includes chat (402 otherwise), and not a member who asked to leave (403, as chat).
 */
export async function assertMayCallAtAll(ctx: AppContext, member: Member): Promise<void> {
  if (member.deletion_requested_at !== null) throw new AppError(403, 'account_leaving');
  if (!(await entitlementsFor(ctx, member)).chat) throw new AppError(402, 'call_requires_platinum');
}

/**
 * The rule at every call frame a member sends, for their side of the conversation: their own
 * conversation (404), no block either way (403) and the other in good standing (404), an accepted
 * interest still joining them (403), and their plan still including chat (402). Returns the other
 * member of the conversation.
 */
export async function assertMayCall(ctx: AppContext, member: Member, conversationId: number): Promise<number> {
  const conversation = await ownConversation(ctx, member.id, conversationId);
  const otherId = otherOf(conversation, member.id);
  await assertMayCallAtAll(ctx, member);
  if (!(await areAcceptedPartners(ctx, member.id, otherId))) throw new AppError(403, 'chat_requires_accepted_interest');
  return otherId;
}

/**
 * Before ringing: the callee must be able to answer, so their plan must include chat too (a call
 * is both ways, unlike a message that waits for a plan). 403, saying only that they cannot take calls.
 */
export async function assertMayAnswer(ctx: AppContext, calleeId: number): Promise<void> {
  const callee = await findUserById(ctx.db, calleeId);
  if (!callee || !(await entitlementsFor(ctx, callee)).chat) throw new AppError(403, 'call_other_cannot_answer');
}
