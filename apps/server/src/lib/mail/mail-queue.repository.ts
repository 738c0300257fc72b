import type { Kysely } from 'kysely';
import type { Database, MailQueueTable } from '../../db/schema.js';
import type { MailMessage } from './mailer.js';

export type QueuedMail = Pick<
  MailQueueTable,
  'to_address' | 'subject' | 'text' | 'html' | 'reply_to' | 'list_unsubscribe' | 'created_at'
> & {
  id: number;
  attempts: number;
};

const iso = (date: Date) => date.toISOString();

/** Writes a mail, already claimed by the caller (which tries it at once); returns its id. */
export async function insertClaimedMail(db: Kysely<Database>, message: MailMessage, now: Date): Promise<number> {
  const row = await db
    .insertInto('mail_queue')
    .values({
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      reply_to: message.replyTo ?? null,
      list_unsubscribe: message.listUnsubscribe ?? null,
      next_attempt_at: iso(now),
      claimed_at: iso(now),
      created_at: iso(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ids of unsent mails that are due and held by nobody (or by an instance that stopped before `staleBefore`). */
export async function findDueMailIds(db: Kysely<Database>, now: Date, staleBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_queue')
    .select('id')
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', iso(staleBefore))]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes one due mail for this instance. The condition is checked again by the update itself,
 * so of two instances that found the same row only one changes it (and gets it).
 */
export async function claimMail(db: Kysely<Database>, id: number, now: Date, staleBefore: Date): Promise<QueuedMail | undefined> {
  const result = await db
    .updateTable('mail_queue')
    .set({ claimed_at: iso(now) })
    .where('id', '=', id)
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', iso(staleBefore))]))
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return db
    .selectFrom('mail_queue')
    .select(['id', 'to_address', 'subject', 'text', 'html', 'reply_to', 'list_unsubscribe', 'attempts', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sent: the bodies are blanked at once (an OTP mail holds a code); the envelope stays a few days. */
export async function markMailSent(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set((eb) => ({
      sent_at: iso(now),
      attempts: eb('attempts', '+', 1),
      next_attempt_at: null,
      claimed_at: null,
      text: '',
      html: '',
      list_unsubscribe: null,
      last_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (kept, with its error) when that is null. */
export async function markMailFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
  retryAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      claimed_at: null,
      next_attempt_at: retryAt ? iso(retryAt) : null,
      failed_at: retryAt ? null : iso(now),
    }))
    .where('id', '=', id)
    .execute();
}

/** Removes sent rows older than `sentBefore` and given-up rows older than `failedBefore`; returns how many. */
export async function purgeMail(db: Kysely<Database>, sentBefore: Date, failedBefore: Date): Promise<number> {
  const sent = await db.deleteFrom('mail_queue').where('sent_at', '<', iso(sentBefore)).executeTakeFirst();
  const failed = await db.deleteFrom('mail_queue').where('failed_at', '<', iso(failedBefore)).executeTakeFirst();
  return Number(sent.numDeletedRows) + Number(failed.numDeletedRows);
}

/** How many mails wait to be sent (for the metrics): neither sent nor given up. */
export async function mailQueueLength(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many mails wait for a retry after a failed attempt (the health check's 'retrying'). */
export async function retryingMailCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('next_attempt_at', 'is not', null)
    .where('attempts', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
