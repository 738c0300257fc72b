import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MessageRow } from '../../lib/chat-hub.js';
import { couldBeRowId } from '../../db/row-id.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { reachableBy } from '../entitlements/reach.repository.js';

export interface ConversationRow {
  id: number;
  member_a: number;
  member_b: number;
  created_at: string;
  last_message_id: number | null;
}

export type { MessageRow };

/**
 * Which entries wait to be read: every message, and of the calls' entries only the missed ones
 * (the callee was not there); a call answered or declined was seen as it happened.
 */
function countsUnread(alias: 'm' | 'n') {
  return sql<boolean>`(${sql.ref(`${alias}.kind`)} = 'text' or ${sql.ref(`${alias}.call_outcome`)} = 'missed')`;
}

export async function findConversation(db: Kysely<Database>, id: number): Promise<ConversationRow | undefined> {
  if (!couldBeRowId(id)) return undefined;
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The conversation of the pair, made on first use (a race between the two ends in the one row). */
export async function conversationOf(db: Kysely<Database>, a: number, b: number, now: Date): Promise<ConversationRow> {
  const [member_a, member_b] = a < b ? [a, b] : [b, a];
  const find = () =>
    db
      .selectFrom('conversations')
      .selectAll()
      .where('member_a', '=', member_a)
      .where('member_b', '=', member_b)
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  try {
    return await db
      .insertInto('conversations')
      .values({ member_a, member_b, created_at: now.toISOString(), last_message_id: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    return (await find())!;
  }
}

/** Stores a message and moves the conversation's latest message to it. */
export async function insertMessage(db: Kysely<Database>, message: Omit<MessageRow, 'id'>): Promise<MessageRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('messages').values(message).returningAll().executeTakeFirstOrThrow();
    await trx.updateTable('conversations').set({ last_message_id: row.id }).where('id', '=', message.conversation_id).execute();
    return row;
  });
}

/** How many messages the conversation holds (the scam check's "first messages"). */
export async function countMessages(db: Kysely<Database>, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of history before `before` (or the newest), newest first, one more than asked to tell whether more exist. */
export function messagesBefore(db: Kysely<Database>, conversationId: number, before: number | undefined, limit: number) {
  let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute() as Promise<MessageRow[]>;
}

/**
 * The member's messages after `since` in every conversation, in order (what a reconnect missed):
 * their own, and those of members they may still reach.
 */
export function messagesSince(db: Kysely<Database>, memberId: number, since: number, limit: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .selectAll('m')
    .where((eb) => eb.or([eb('c.member_a', '=', memberId), eb('c.member_b', '=', memberId)]))
    .where((eb) => eb.or([eb('m.sender_id', '=', memberId), reachableBy(memberId, 'm.sender_id')]))
    .where('m.id', '>', since)
    .orderBy('m.id', 'asc')
    .limit(limit)
    .execute() as Promise<MessageRow[]>;
}

/** The member's conversations with the other member's card fields, the latest activity first. */
export function listConversations(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as u', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('c.member_a', '=', memberId), eb('u.id', '=', eb.ref('c.member_b'))]),
          eb.and([eb('c.member_b', '=', memberId), eb('u.id', '=', eb.ref('c.member_a'))]),
        ]),
      ),
    )
    .leftJoin('user_details as d', 'd.user_id', 'u.id')
    .leftJoin('user_images as i', (join) => join.onRef('i.user_id', '=', 'u.id').on('i.is_profile_picture', '=', 1))
    .leftJoin('messages as m', 'm.id', 'c.last_message_id')
    .leftJoin('chat_reads as r', (join) => join.onRef('r.conversation_id', '=', 'c.id').on('r.user_id', '=', memberId))
    .select((eb) => [
      'c.id',
      'c.created_at',
      'u.id as other_id',
      'u.name',
      'u.photos_visibility',
      'u.is_verified as other_verified',
      'd.gender as other_gender',
      'i.id as avatar_id',
      'm.text as last_text',
      'm.sent_at as last_sent_at',
      'm.sender_id as last_sender_id',
      'm.kind as last_kind',
      'm.call_media as last_call_media',
      'm.call_outcome as last_call_outcome',
      'm.call_duration_s as last_call_duration_s',
      eb
        .selectFrom('messages as n')
        .select((n) => n.fn.countAll<number | string>().as('n'))
        .whereRef('n.conversation_id', '=', 'c.id')
        .where('n.sender_id', '<>', memberId)
        .where(countsUnread('n'))
        .where('n.id', '>', eb.fn.coalesce('r.up_to', eb.lit(0)))
        .as('unread'),
    ])
    .where(reachableBy(memberId, 'u.id'))
    .orderBy((eb) => eb.fn.coalesce('c.last_message_id', eb.lit(0)), 'desc')
    .orderBy('c.id', 'desc');
}

export type ConversationListRow = Awaited<ReturnType<ReturnType<typeof listConversations>['executeTakeFirstOrThrow']>>;

/** Messages from others the member has not read, from members they may still reach: the header's count. */
export async function unreadTotal(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('chat_reads as r', (join) => join.onRef('r.conversation_id', '=', 'c.id').on('r.user_id', '=', memberId))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('c.member_a', '=', memberId), eb('c.member_b', '=', memberId)]))
    .where('m.sender_id', '<>', memberId)
    .where(countsUnread('m'))
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.up_to', eb.lit(0))))
    // The other member of the conversation is the sender of every message counted here.
    .where(reachableBy(memberId, 'm.sender_id'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The read marks of a conversation, by member. */
export async function readMarks(
  db: Kysely<Database>,
  conversationId: number,
): Promise<Map<number, { up_to: number; seen_at: string }>> {
  const rows = await db.selectFrom('chat_reads').selectAll().where('conversation_id', '=', conversationId).execute();
  return new Map(rows.map((r) => [r.user_id, { up_to: r.up_to, seen_at: r.seen_at }]));
}

/**
 * Moves the member's read mark forward to `upTo` (never back). Returns whether it moved.
 */
export async function markRead(
  db: Kysely<Database>,
  conversationId: number,
  memberId: number,
  upTo: number,
  now: Date,
): Promise<boolean> {
  const seen_at = now.toISOString();
  const moved = await db
    .updateTable('chat_reads')
    .set({ up_to: upTo, seen_at })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', memberId)
    .where('up_to', '<', upTo)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) return true;
  try {
    await db
      .insertInto('chat_reads')
      .values({ conversation_id: conversationId, user_id: memberId, up_to: upTo, seen_at })
      .execute();
    return true;
  } catch (error) {
    // The mark exists already, at or beyond `upTo`.
    if (uniqueViolation(error) !== undefined || isPrimaryKeyViolation(error)) return false;
    throw error;
  }
}

function isPrimaryKeyViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The id of the conversation's newest message, if any. */
export async function lastMessageId(db: Kysely<Database>, conversationId: number): Promise<number | undefined> {
  const row = await db.selectFrom('conversations').select('last_message_id').where('id', '=', conversationId).executeTakeFirst();
  return row?.last_message_id ?? undefined;
}

/** Messages sent before `before` that the offline digest has not looked at yet, oldest first, with their conversation's members. */
export function unmailedMessages(db: Kysely<Database>, before: Date, limit: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.id', 'm.sender_id', 'c.member_a', 'c.member_b'])
    .where('m.mailed_at', 'is', null)
    .where('m.sent_at', '<=', before.toISOString())
    .orderBy('m.id', 'asc')
    .limit(limit)
    .execute();
}

/** Marks messages as looked at by the digest; how many were still unmarked (another instance may have taken them). */
export async function markMailed(db: Kysely<Database>, ids: number[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('messages')
    .set({ mailed_at: now.toISOString() })
    .where('id', 'in', ids)
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives up on messages too old to be worth a mail: the member has seen the count on the site by then. */
export async function dropStaleFromDigest(db: Kysely<Database>, sentBefore: Date, now: Date): Promise<void> {
  await db
    .updateTable('messages')
    .set({ mailed_at: now.toISOString() })
    .where('mailed_at', 'is', null)
    .where('sent_at', '<', sentBefore.toISOString())
    .execute();
}

/** Which of `ids` the member has not read, with their senders' names, only from members they may still reach. */
export function unreadAmong(db: Kysely<Database>, memberId: number, ids: number[]) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .leftJoin('chat_reads as r', (join) =>
      join.onRef('r.conversation_id', '=', 'm.conversation_id').on('r.user_id', '=', memberId),
    )
    .select(['m.id', 'm.sender_id', 'm.kind', 'u.name'])
    .where('m.id', 'in', ids)
    .where('m.sender_id', '<>', memberId)
    .where(countsUnread('m'))
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.up_to', eb.lit(0))))
    .where(reachableBy(memberId, 'm.sender_id'))
    .orderBy('m.id', 'asc')
    .execute();
}

/** Claims the member's chat mail for the next `everyMs`: whether this caller may send it. */
export async function claimChatMail(db: Kysely<Database>, memberId: number, now: Date, everyMs: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ chat_mail_at: now.toISOString() })
    .where('id', '=', memberId)
    .where((eb) =>
      eb.or([eb('chat_mail_at', 'is', null), eb('chat_mail_at', '<=', new Date(now.getTime() - everyMs).toISOString())]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
