import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * The durable mail queue (docs/decisions/0028). Every mail is written here before it
 * is sent, so a mail server that is down delays mail instead of losing it. A row is due when
 * `next_attempt_at` has passed; `claimed_at` marks the instance sending it, so two instances
 * never send one mail twice; `sent_at` or `failed_at` (given up) ends it.
 */
export const mailQueue: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('mail_queue'), engine)
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('claimed_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The worker's question: which unsent mails are due (sent and given-up rows have no next attempt).
    await db.schema.createIndex('mail_queue_due_idx').on('mail_queue').column('next_attempt_at').execute();
    await db.schema.createIndex('mail_queue_sent_idx').on('mail_queue').column('sent_at').execute();
  },
};
