import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One outbound queue for mail and text messages (docs/decisions/0080-one-outbound-queue.md):
 * `channel` says which, `payload` holds the message as JSON (blanked once sent), `recipient` the
 * address or number, `expires_at` when it is no longer worth sending (a mail a day after it was
 * written, decision 0028; a text when its code expires, decision 0048). `claimed_by` names the
 * process holding a row, `member_id` the member a message is about, when known (lost rows are
 * listed by it). The unsent rows of the two old queues move in; the old tables go.
 */
export const oneOutboundQueue: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await withId(db.schema.createTable('outbound'), engine)
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('member_id', 'integer')
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('claimed_at', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The claim's question: due rows held by nobody, oldest due first (done rows have no next attempt).
    await sql`create index outbound_due_idx on outbound (next_attempt_at) where claimed_at is null`.execute(db);
    // The stale-claim check and the metrics: rows held by a process.
    await sql`create index outbound_claimed_idx on outbound (claimed_at) where claimed_at is not null`.execute(db);
    await db.schema.createIndex('outbound_sent_idx').on('outbound').column('sent_at').execute();
    await db.schema.createIndex('outbound_failed_idx').on('outbound').column('failed_at').execute();

    const mails = await db
      .selectFrom('mail_queue')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .execute();
    for (const m of mails)
      await db
        .insertInto('outbound')
        .values({
          channel: 'mail',
          recipient: m.to_address,
          subject: m.subject,
          payload: JSON.stringify({
            subject: m.subject,
            text: m.text,
            html: m.html,
            ...(m.reply_to ? { replyTo: m.reply_to } : {}),
            ...(m.list_unsubscribe ? { listUnsubscribe: m.list_unsubscribe } : {}),
          }),
          attempts: m.attempts,
          next_attempt_at: m.next_attempt_at,
          claimed_at: m.claimed_at,
          last_error: m.last_error,
          expires_at: new Date(Date.parse(m.created_at) + DAY_MS).toISOString(),
          created_at: m.created_at,
        })
        .execute();
    const texts = await db
      .selectFrom('sms_queue')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .execute();
    for (const s of texts)
      await db
        .insertInto('outbound')
        .values({
          channel: 'sms',
          recipient: s.to_number,
          payload: JSON.stringify({ code: s.code, locale: s.locale }),
          attempts: s.attempts,
          next_attempt_at: s.next_attempt_at,
          claimed_at: s.claimed_at,
          last_error: s.last_error,
          expires_at: s.expires_at,
          created_at: s.created_at,
        })
        .execute();
    await db.schema.dropTable('mail_queue').execute();
    await db.schema.dropTable('sms_queue').execute();
  },
};
