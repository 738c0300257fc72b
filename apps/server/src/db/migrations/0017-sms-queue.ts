import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * The text message queue (docs/design.md, "Text messages"), shaped as the mail queue (decision 0028): a message is
 * written first, tried at once, and retried by the worker. A message carries a one-time code, so
 * it is worth sending only until the code expires (`expires_at`); the code is blanked once sent
 * or given up.
 */
export const smsQueue: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('sms_queue'), engine)
      .addColumn('to_number', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('claimed_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('failed_at', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sms_queue_due_idx').on('sms_queue').column('next_attempt_at').execute();
    await db.schema.createIndex('sms_queue_created_idx').on('sms_queue').column('created_at').execute();
  },
};
