import {
  CHAT_LIMITS,
  type BlockListAnswer,
  type ChatHistoryAnswer,
  type ChatMessage,
  type ConversationListAnswer,
  type ConversationSummary,
} from '@inai/shared';
import { couldBeRowId } from '../../db/row-id.js';
import { AppError } from '../../lib/app-error.js';
import type { LimitRule } from '../../lib/rate-limiter.js';
import type { AppContext } from '../../types.js';
import { deleteBlock, insertBlock, listBlocks, memberExists } from '../blocks/blocks.repository.js';
import {
  areAcceptedPartners,
  barrierBetween,
  entitlementsFor,
  partnersAmongLocked,
} from '../entitlements/entitlements.service.js';
import { actedBy, type Actor } from '../entitlements/family.policy.js';
import { recordActivity } from '../family-acts/family-activity.service.js';
import { presentConversation, presentMessage, type ChatViewer } from './chat.presenter.js';
import {
  conversationOf,
  countMessages,
  findConversation,
  insertMessage,
  lastMessageId,
  listConversations,
  markRead,
  messagesBefore,
  readMarks,
  unreadTotal,
  type ConversationListRow,
  type ConversationRow,
} from './chat.repository.js';
import { scamWarnings } from './scam-patterns.js';

type Caller = { id: number; is_verified: number };

/** Messages one member may send: a conversation at typing speed passes, a flood does not. */
export const CHAT_SEND_LIMIT: LimitRule = { max: 30, windowMs: 60_000 };

/** The caller as chat sees them: whether their plan includes chat (Platinum) and shows photos clearly. */
export async function chatViewer(ctx: AppContext, caller: Caller): Promise<ChatViewer & { paying: boolean }> {
  const entitlements = await entitlementsFor(ctx, caller);
  return { id: caller.id, canChat: entitlements.chat, paying: entitlements.clearPhotos };
}

/** The other member of a conversation. */
export function otherOf(conversation: ConversationRow, memberId: number): number {
  return conversation.member_a === memberId ? conversation.member_b : conversation.member_a;
}

/**
 * The caller's conversation `id`: 404 for one they are not part of or whose other member is
 * suspended, leaving or erased, 403 once either blocked the other (both saw it end).
 */
export async function ownConversation(ctx: AppContext, callerId: number, id: number): Promise<ConversationRow> {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation || (conversation.member_a !== callerId && conversation.member_b !== callerId)) {
    throw new AppError(404, 'conversation_not_found');
  }
  const barrier = await barrierBetween(ctx, conversation.member_a, conversation.member_b);
  if (barrier === 'blocked') throw new AppError(403, 'chat_blocked');
  if (barrier === 'absent') throw new AppError(404, 'conversation_not_found');
  return conversation;
}

/**
 * Which of the other members can read what the caller writes: the entitlements policy, asked for
 * each (a member's list holds a few conversations, each one plan lookup).
 */
async function readersAmong(ctx: AppContext, rows: ConversationListRow[]): Promise<Set<number>> {
  const readers = await Promise.all(
    rows.map(async (r) =>
      (await entitlementsFor(ctx, { id: r.other_id, is_verified: r.other_verified })).chat ? r.other_id : 0,
    ),
  );
  return new Set(readers.filter((id) => id !== 0));
}

async function summaryOf(ctx: AppContext, viewer: ChatViewer & { paying: boolean }, id: number): Promise<ConversationSummary> {
  const row = await listConversations(ctx.db, viewer.id).where('c.id', '=', id).executeTakeFirstOrThrow();
  const [partners, readers] = await Promise.all([
    partnersAmongLocked(ctx, viewer.id, [{ id: row.other_id, photosLocked: row.photos_visibility === 1 }]),
    readersAmong(ctx, [row]),
  ]);
  return presentConversation(row, viewer, ctx.media, viewer.paying, partners.has(row.other_id), readers.has(row.other_id));
}

/**
 * POST /api/chat/open: the conversation with `otherId`, made on first use. Only with a member
 * an accepted interest joins (either direction), never across a block (403), never with a
 * member suspended, leaving or erased (404, as one who does not exist), and only by a member
 * whose plan includes chat; a member without it may still open one the other side began (to see
 * that a Platinum member wrote, without the text).
 */
export async function openConversation(ctx: AppContext, caller: Caller, otherId: number): Promise<ConversationSummary> {
  if (otherId === caller.id) throw new AppError(400, 'chat_with_self');
  const barrier = await barrierBetween(ctx, caller.id, otherId);
  if (barrier === 'blocked') throw new AppError(403, 'chat_blocked');
  if (barrier === 'absent') throw new AppError(404, 'profile_not_found');
  if (!(await areAcceptedPartners(ctx, caller.id, otherId))) throw new AppError(403, 'chat_requires_accepted_interest');
  const viewer = await chatViewer(ctx, caller);
  if (!viewer.canChat) {
    const existing = (await listConversations(ctx.db, caller.id).where('u.id', '=', otherId).executeTakeFirst()) ?? undefined;
    if (!existing) throw new AppError(402, 'chat_requires_platinum');
    return summaryOf(ctx, viewer, existing.id);
  }
  const conversation = await conversationOf(ctx.db, caller.id, otherId, new Date());
  return summaryOf(ctx, viewer, conversation.id);
}

/** GET /api/chat/conversations: the caller's conversations, the latest activity first, none with a blocked member. */
export async function conversationList(ctx: AppContext, caller: Caller): Promise<ConversationListAnswer> {
  const viewer = await chatViewer(ctx, caller);
  const rows = await listConversations(ctx.db, caller.id).execute();
  const [partners, readers] = await Promise.all([
    partnersAmongLocked(
      ctx,
      caller.id,
      rows.map((r) => ({ id: r.other_id, photosLocked: r.photos_visibility === 1 })),
    ),
    readersAmong(ctx, rows),
  ]);
  return {
    success: true,
    data: rows.map((r) =>
      presentConversation(r, viewer, ctx.media, viewer.paying, partners.has(r.other_id), readers.has(r.other_id)),
    ),
  };
}

/** GET /api/chat/conversations/{id}/messages?before=: a page of history, oldest first. */
export async function history(
  ctx: AppContext,
  caller: Caller,
  id: number,
  before: number | undefined,
): Promise<ChatHistoryAnswer> {
  const conversation = await ownConversation(ctx, caller.id, id);
  const [viewer, rows, marks] = await Promise.all([
    chatViewer(ctx, caller),
    messagesBefore(ctx.db, id, before, CHAT_LIMITS.historyPageSize),
    readMarks(ctx.db, id),
  ]);
  const page = rows.slice(0, CHAT_LIMITS.historyPageSize).reverse();
  return {
    success: true,
    data: page.map((row) => presentMessage(row, viewer, otherOf(conversation, row.sender_id), marks)),
    has_more: rows.length > CHAT_LIMITS.historyPageSize,
  };
}

/**
 * Sends a message (REST and socket alike): the caller's plan must include chat (402), the two
 * must still have an accepted interest and no block (403), and the member's rate limit must
 * allow it (429). The message is stored with its scam warnings and who of the family wrote it,
 * then published for delivery. Returns it as the sender sees it.
 */
export async function sendMessage(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: { text: string; client_id?: string | undefined },
  actor: Actor,
): Promise<ChatMessage> {
  const conversation = await ownConversation(ctx, caller.id, id);
  const otherId = otherOf(conversation, caller.id);
  const viewer = await chatViewer(ctx, caller);
  if (!viewer.canChat) throw new AppError(402, 'chat_requires_platinum');
  if (!(await areAcceptedPartners(ctx, caller.id, otherId))) throw new AppError(403, 'chat_requires_accepted_interest');
  if ((await ctx.limiter.hit(`chat-send:${caller.id}`, CHAT_SEND_LIMIT)).count > CHAT_SEND_LIMIT.max) {
    throw new AppError(429, 'too_many_messages');
  }
  const position = await countMessages(ctx.db, id);
  const by = actedBy(actor);
  const now = new Date();
  const row = await insertMessage(ctx.db, {
    conversation_id: id,
    sender_id: caller.id,
    text: input.text,
    warnings: scamWarnings(input.text, position).join(','),
    client_id: input.client_id ?? null,
    sent_at: now.toISOString(),
    sent_by_manager_id: by.managerId,
    sent_by_relation: by.relation,
  });
  await ctx.chat.publish({ type: 'message', members: [conversation.member_a, conversation.member_b], message: row });
  await recordActivity(ctx, caller.id, by, 'message_sent', { userId: otherId }, now);
  return presentMessage(row, viewer, otherId, new Map());
}

/**
 * Marks the caller's conversation read up to `upTo` (at most its newest message; never back).
 * The other member hears 'seen' when the mark moved.
 */
export async function markSeen(
  ctx: AppContext,
  caller: Caller,
  id: number,
  upTo: number,
): Promise<{ up_to: number; seen_at: string }> {
  const conversation = await ownConversation(ctx, caller.id, id);
  const newest = (await lastMessageId(ctx.db, id)) ?? 0;
  const mark = Math.min(upTo, newest);
  const now = new Date();
  if (mark > 0 && (await markRead(ctx.db, id, caller.id, mark, now))) {
    const seen_at = now.toISOString();
    await ctx.chat.publish({
      type: 'seen',
      members: [conversation.member_a, conversation.member_b],
      reader: caller.id,
      conversation_id: id,
      up_to: mark,
      seen_at,
    });
    return { up_to: mark, seen_at };
  }
  const current = (await readMarks(ctx.db, id)).get(caller.id);
  return current ?? { up_to: 0, seen_at: now.toISOString() };
}

/** Messages from others the member has not read: the header's count. */
export function unreadMessages(ctx: AppContext, memberId: number): Promise<number> {
  return unreadTotal(ctx.db, memberId);
}

/** POST /api/block: ends everything both ways at once; blocking again changes nothing. */
export async function block(ctx: AppContext, caller: Caller, otherId: number): Promise<void> {
  if (otherId === caller.id) throw new AppError(400, 'chat_with_self');
  if (!(await memberExists(ctx.db, otherId))) throw new AppError(404, 'profile_not_found');
  await insertBlock(ctx.db, caller.id, otherId, new Date());
  await ctx.chat.publish({ type: 'blocked', members: [caller.id, otherId], blocker: caller.id });
}

/** POST /api/unblock: lifts the caller's own block (a block by the other member stays). */
export async function unblock(ctx: AppContext, caller: Caller, otherId: number): Promise<void> {
  // No member has an id beyond a row id's range.
  if (!couldBeRowId(otherId)) return;
  await deleteBlock(ctx.db, caller.id, otherId);
}

/** GET /api/blocks: the members the caller blocked. */
export async function blockList(ctx: AppContext, caller: Caller): Promise<BlockListAnswer> {
  return { success: true, data: await listBlocks(ctx.db, caller.id) };
}
