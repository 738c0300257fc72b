import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Trust and safety:
 * - on users: who created the profile, the operator role, suspension, the address an account
 *   was created from (kept one year, as the 2016 advisory for matrimonial sites asks:
 *   `signup_ip_until` says when it is to be erased), and account deletion (asked, erased);
 * - shortlists (a member's saved profiles);
 * - reports and grievances, one table: both get a reference, reach an operator's queue and are
 *   tracked the same way. Their reporter and the reported member are set null when a member is
 *   erased, since the law makes us keep the evidence apart from the person;
 * - the audit log of every operator action (who, what, when, why). Its target is a plain number
 *   with no foreign key: the record outlives the member it was about.
 */
export const trustSafety: EngineMigration = {
  async up(db, engine) {
    await db.schema.alterTable('users').addColumn('profile_created_by', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
      .execute();
    await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('suspension_reason', 'text').execute();
    await db.schema.alterTable('users').addColumn('signup_ip', 'text').execute();
    await db.schema.alterTable('users').addColumn('signup_ip_until', 'text').execute();
    // Account deletion (DPDP Act): asked at, erased once the 7-day grace period has passed.
    await db.schema.alterTable('users').addColumn('deletion_requested_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('erased_at', 'text').execute();

    await db.schema
      .createTable('shortlists')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shortlists_pk', ['user_id', 'profile_id'])
      .execute();
    await db.schema.createIndex('shortlists_user_time_idx').on('shortlists').columns(['user_id', 'created_at']).execute();

    await withId(db.schema.createTable('reports'), engine)
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reported_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('evidence_key', 'text')
      .addColumn('contact_name', 'text')
      .addColumn('contact_email', 'text')
      .addColumn('locale', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('outcome_note', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decided_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reports_queue_idx').on('reports').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('reports_reporter_idx').on('reports').columns(['reporter_id', 'created_at']).execute();
    await db.schema.createIndex('reports_reported_idx').on('reports').column('reported_id').execute();

    await withId(db.schema.createTable('audit_log'), engine)
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_user_id', 'integer')
      .addColumn('target_ref', 'text')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('details', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_time_idx').on('audit_log').column('created_at').execute();
    await db.schema.createIndex('audit_log_target_idx').on('audit_log').column('target_user_id').execute();
  },
};
