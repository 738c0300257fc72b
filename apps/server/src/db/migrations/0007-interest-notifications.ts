import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';

/**
 * Interest e-mails: each member's two notification switches (on by default), when
 * the member's last 'new interests' mail was claimed (at most one an hour), and on each
 * interest when its recipient was told and when its sender was told of the acceptance. The
 * claims are conditional updates of these columns, so one instance among many sends each mail.
 */
export const interestNotifications: EngineMigration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('notify_interest_received', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('notify_interest_accepted', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('users').addColumn('interest_mail_at', 'text').execute();
    await db.schema.alterTable('interests').addColumn('notified_at', 'text').execute();
    await db.schema.alterTable('interests').addColumn('accepted_mail_at', 'text').execute();
    // Interests from before the e-mails existed are not announced now, days late.
    await db
      .updateTable('interests')
      .set({ notified_at: sql`requested_on` })
      .execute();
    await db
      .updateTable('interests')
      .set({ accepted_mail_at: sql`updated_on` })
      .where('status', '=', 'Accepted')
      .execute();
    // The digest job's question: whose interests still wait to be told. Only those rows are indexed.
    await db.schema
      .createIndex('interests_unnotified_idx')
      .on('interests')
      .column('partner_id')
      .where(sql.ref('notified_at'), 'is', null)
      .execute();
  },
};
