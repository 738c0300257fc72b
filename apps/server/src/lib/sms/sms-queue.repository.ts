import type { Kysely } from 'kysely';
import type { Locale } from '@inai/shared';
import type { Database } from '../../db/schema.js';
import type { SmsMessage } from './sms.js';

export type QueuedSms = { id: number; to_number: string; code: string; locale: Locale; attempts: number; expires_at: string };

const iso = (date: Date) => date.toISOString();

/** Writes a message, already claimed by the caller (which tries it at once); returns its id. */
export async function insertClaimedSms(db: Kysely<Database>, message: SmsMessage, expiresAt: Date, now: Date): Promise<number> {
  const row = await db
    .insertInto('sms_queue')
    .values({
      to_number: message.to,
      code: message.code,
      locale: message.locale,
      next_attempt_at: iso(now),
      claimed_at: iso(now),
      expires_at: iso(expiresAt),
      created_at: iso(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of unsent messages that are due and held by nobody (or by an instance that stopped before `staleBefore`). */
export async function findDueSmsIds(db: Kysely<Database>, now: Date, staleBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sms_queue')
    .select('id')
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', iso(staleBefore))]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Takes one due message for this instance; of two instances that found it, only one gets it. */
export async function claimSms(db: Kysely<Database>, id: number, now: Date, staleBefore: Date): Promise<QueuedSms | undefined> {
  const result = await db
    .updateTable('sms_queue')
    .set({ claimed_at: iso(now) })
    .where('id', '=', id)
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', iso(staleBefore))]))
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return db
    .selectFrom('sms_queue')
    .select(['id', 'to_number', 'code', 'locale', 'attempts', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sent: the code is blanked at once. */
export async function markSmsSent(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('sms_queue')
    .set((eb) => ({
      sent_at: iso(now),
      attempts: eb('attempts', '+', 1),
      next_attempt_at: null,
      claimed_at: null,
      code: '',
      last_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (the code blanked) when that is null. */
export async function markSmsFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sms_queue')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      claimed_at: null,
      next_attempt_at: retryAt ? iso(retryAt) : null,
      failed_at: retryAt ? null : iso(now),
      ...(retryAt ? {} : { code: '' }),
    }))
    .where('id', '=', id)
    .execute();
}

/** Removes rows created before `before`; returns how many. */
export async function purgeSms(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('sms_queue').where('created_at', '<', iso(before)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many texts wait for a retry after a failed attempt (the health check's 'retrying'). */
export async function retryingSmsCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('sms_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('next_attempt_at', 'is not', null)
    .where('attempts', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
