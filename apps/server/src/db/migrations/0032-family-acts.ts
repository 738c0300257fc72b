import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import { statements } from './0014-search-change-triggers.js';
import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Who in a family acted (docs/decisions/0074-family-acts-activity-and-mails.md):
 *
 * - `interests.sent_by_*`, `interests.answered_by_*` and `messages.sent_by_*`: the co-manager's
 *   login and relation on the act itself, null when the holder acted. The relation is kept on the
 *   act because the link that held it goes when the co-manager is removed, and the other family
 *   must still read "sent by her mother". `payment_orders.bought_by_*` likewise, for the activity
 *   line written when the payment completes.
 * - `family_activity`: what each of a profile's people did and when. `dedupe_key` lets one line a
 *   day stand for many chat messages (unique with the profile; null for the other acts).
 * - A search trigger on `family_managers`: cards say "Managed with family", so the first
 *   co-manager joining and the last leaving reach every instance's card store.
 */
export const familyActs: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const manager = (c: any) => c.references('manager_logins.id').onDelete('set null');
    for (const prefix of ['sent_by', 'answered_by']) {
      await db.schema.alterTable('interests').addColumn(`${prefix}_manager_id`, 'integer', manager).execute();
      await db.schema.alterTable('interests').addColumn(`${prefix}_relation`, 'text').execute();
    }
    await db.schema.alterTable('messages').addColumn('sent_by_manager_id', 'integer', manager).execute();
    await db.schema.alterTable('messages').addColumn('sent_by_relation', 'text').execute();
    // Who started a payment is known only then; the plan is bought when the gateway says so.
    await db.schema.alterTable('payment_orders').addColumn('bought_by_manager_id', 'integer', manager).execute();
    await db.schema.alterTable('payment_orders').addColumn('bought_by_relation', 'text').execute();
    await db.schema.alterTable('payment_orders').addColumn('bought_by_name', 'text').execute();

    await withId(db.schema.createTable('family_activity'), engine)
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_manager_id', 'integer', manager)
      .addColumn('actor_name', 'text')
      .addColumn('actor_relation', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject_user_id', 'integer')
      .addColumn('subject_name', 'text')
      .addColumn('detail', 'text')
      .addColumn('dedupe_key', 'text')
      .addUniqueConstraint('family_activity_dedupe_unique', ['profile_id', 'dedupe_key'])
      .execute();
    await db.schema.createIndex('family_activity_profile_idx').on('family_activity').columns(['profile_id', 'id']).execute();

    for (const statement of statements(
      { table: 'family_managers', members: ['profile_id'], rows: ['insert', 'delete'] },
      engine,
    )) {
      await sql.raw(statement).execute(db);
    }
  },
};
