import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database, OutboundChannel } from '../../db/schema.js';
import type { OutboundRow } from './outbound-channels.js';

const iso = (date: Date) => date.toISOString();

const ROW = ['id', 'channel', 'member_id', 'recipient', 'payload', 'attempts', 'expires_at'] as const;

/** A message to queue: its channel, recipient, stored payload and when it stops being worth sending. */
export interface NewOutbound {
  channel: OutboundChannel;
  recipient: string;
  subject: string | null;
  payload: string;
  memberId: number | null;
  expiresAt: Date;
}

/**
 * Writes a message, due at once. With `claimedBy` it is already held by that process (which
 * tries it straight away); without, the delivery loop takes it. `db` may be a caller's
 * transaction: the message then exists only if the transaction commits. Returns its id.
 */
export async function insertOutbound(
  db: Kysely<Database>,
  message: NewOutbound,
  now: Date,
  claimedBy: string | null,
): Promise<number> {
  const row = await db
    .insertInto('outbound')
    .values({
      channel: message.channel,
      member_id: message.memberId,
      recipient: message.recipient,
      subject: message.subject,
      payload: message.payload,
      next_attempt_at: iso(now),
      claimed_at: claimedBy ? iso(now) : null,
      claimed_by: claimedBy,
      expires_at: iso(message.expiresAt),
      created_at: iso(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due rows of `channels` for `processId` in one statement, oldest due first.
 * On PostgreSQL the rows are chosen `FOR UPDATE SKIP LOCKED`, so processes claiming at once
 * take different rows without waiting on each other, and the outer condition is checked again on
 * each locked row. The choice is a materialized CTE: as a plain `IN (subquery)` the planner may
 * run the subquery more than once, and each run skips only others' locks, so one statement took
 * every due row, not `limit`. SQLite has one writer, so one plain statement is enough there.
 */
export async function claimDueOutbound(
  db: Kysely<Database>,
  engine: Engine,
  processId: string,
  channels: OutboundChannel[],
  now: Date,
  limit: number,
): Promise<OutboundRow[]> {
  if (!channels.length) return [];
  const due = db
    .selectFrom('outbound')
    .select('id')
    .where('next_attempt_at', '<=', iso(now))
    .where('claimed_at', 'is', null)
    .where('channel', 'in', channels)
    .orderBy('next_attempt_at')
    .limit(limit);
  const claim = { claimed_at: iso(now), claimed_by: processId };
  if (engine === 'postgres')
    return db
      .with(
        (cte) => cte('due').materialized(),
        () => due.forUpdate().skipLocked(),
      )
      .updateTable('outbound')
      .set(claim)
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      .where('claimed_at', 'is', null)
      .returning([...ROW])
      .execute();
  return db
    .updateTable('outbound')
    .set(claim)
    .where('id', 'in', due)
    .where('claimed_at', 'is', null)
    .returning([...ROW])
    .execute();
}

/** Sent: the payload is blanked at once (a code, a reset link); the envelope stays a few days. */
export async function markOutboundSent(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbound')
    .set((eb) => ({
      sent_at: iso(now),
      attempts: eb('attempts', '+', 1),
      next_attempt_at: null,
      claimed_at: null,
      claimed_by: null,
      payload: '',
      last_error: null,
      failed_at: null,
    }))
    .where('id', '=', id)
    // Written again when the database dropped the answer to a write that took (recordOutcome): once.
    .where('sent_at', 'is', null)
    .execute();
}

/**
 * A failed attempt (or none: `counted` false for a row given up unsent): tried again at
 * `retryAt`, or given up when that is null, its payload forgotten when `forget`.
 */
export async function markOutboundFailed(
  db: Kysely<Database>,
  id: number,
  failure: { error: string; retryAt: Date | null; forget: boolean; counted: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('outbound')
    .set((eb) => ({
      attempts: failure.counted ? eb('attempts', '+', 1) : eb.ref('attempts'),
      last_error: failure.error.slice(0, 1000),
      claimed_at: null,
      claimed_by: null,
      next_attempt_at: failure.retryAt ? iso(failure.retryAt) : null,
      failed_at: failure.retryAt ? null : iso(now),
      ...(!failure.retryAt && failure.forget ? { payload: '' } : {}),
    }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/**
 * Ends rows whose claim is older than `staleBefore`: their process stopped mid-send, and they
 * may have gone out, so they are failed with `error`, never sent again. Each such row is ended
 * (and returned) by one process only. The payload of a text is forgotten.
 */
export async function markStaleOutboundLost(
  db: Kysely<Database>,
  staleBefore: Date,
  error: string,
  now: Date,
): Promise<{ id: number; channel: OutboundChannel; member_id: number | null }[]> {
  return db
    .updateTable('outbound')
    .set((eb) => ({
      failed_at: iso(now),
      last_error: error,
      next_attempt_at: null,
      claimed_at: null,
      payload: eb.case().when('channel', '=', 'sms').then('').else(eb.ref('payload')).end(),
    }))
    .where('claimed_at', 'is not', null)
    .where('claimed_at', '<=', iso(staleBefore))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .returning(['id', 'channel', 'member_id'])
    .execute();
}

/** Deletes a channel's rows sent before `sentBefore` and given up before `failedBefore`; returns how many. */
export async function purgeOutbound(
  db: Kysely<Database>,
  channel: OutboundChannel,
  sentBefore: Date,
  failedBefore: Date,
): Promise<number> {
  const sent = await db
    .deleteFrom('outbound')
    .where('channel', '=', channel)
    .where('sent_at', '<', iso(sentBefore))
    .executeTakeFirst();
  const failed = await db
    .deleteFrom('outbound')
    .where('channel', '=', channel)
    .where('failed_at', '<', iso(failedBefore))
    .executeTakeFirst();
  return Number(sent.numDeletedRows) + Number(failed.numDeletedRows);
}

/** Per channel: how many messages wait to be sent (neither sent nor given up), claimed or not. */
export async function outboundDepth(db: Kysely<Database>): Promise<Record<OutboundChannel, number>> {
  const rows = await db
    .selectFrom('outbound')
    .select(['channel', (eb) => eb.fn.countAll<number>().as('n')])
    .where('next_attempt_at', 'is not', null)
    .groupBy('channel')
    .execute();
  return perChannel(rows, (r) => Number(r.n));
}

/** Per channel: how long the oldest due row held by nobody has been waiting, in seconds (0 when none). */
export async function oldestDueSeconds(db: Kysely<Database>, now: Date): Promise<Record<OutboundChannel, number>> {
  const rows = await db
    .selectFrom('outbound')
    .select(['channel', (eb) => eb.fn.min<string>('next_attempt_at').as('oldest')])
    .where('next_attempt_at', '<=', iso(now))
    .where('claimed_at', 'is', null)
    .groupBy('channel')
    .execute();
  return perChannel(rows, (r) => Math.max(0, (now.getTime() - Date.parse(r.oldest)) / 1000));
}

/** Per channel: messages sent since `since` (mails a second, read over the last minute). */
export async function sentSince(db: Kysely<Database>, since: Date): Promise<Record<OutboundChannel, number>> {
  const rows = await db
    .selectFrom('outbound')
    .select(['channel', (eb) => eb.fn.countAll<number>().as('n')])
    .where('sent_at', '>=', iso(since))
    .groupBy('channel')
    .execute();
  return perChannel(rows, (r) => Number(r.n));
}

/** Per channel: rows given up and still kept, by reason: 'lost' (a stale claim) or 'given_up'. */
export async function failedCounts(db: Kysely<Database>): Promise<{ channel: OutboundChannel; reason: string; n: number }[]> {
  const lost = sql<string>`case when last_error like 'lost:%' then 'lost' else 'given_up' end`;
  const rows = await db
    .selectFrom('outbound')
    .select(['channel', lost.as('reason'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('failed_at', 'is not', null)
    .groupBy(['channel', lost])
    .execute();
  return rows.map((r) => ({ channel: r.channel, reason: r.reason, n: Number(r.n) }));
}

/** Per channel: messages waiting for a retry after a failed attempt (the health check's 'retrying'). */
export async function retryingCounts(db: Kysely<Database>): Promise<Record<OutboundChannel, number>> {
  const rows = await db
    .selectFrom('outbound')
    .select(['channel', (eb) => eb.fn.countAll<number>().as('n')])
    .where('next_attempt_at', 'is not', null)
    .where('attempts', '>', 0)
    .groupBy('channel')
    .execute();
  return perChannel(rows, (r) => Number(r.n));
}

function perChannel<R extends { channel: OutboundChannel }>(
  rows: R[],
  value: (row: R) => number,
): Record<OutboundChannel, number> {
  const out: Record<OutboundChannel, number> = { mail: 0, sms: 0 };
  for (const row of rows) out[row.channel] = value(row);
  return out;
}
