import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';

/**
 * When each member was last active, kept to the day they are shown ('Active today', 'this week',
 * 'this month'; never an exact time), whether they hide it, and when they were told that a long
 * absence took them out of search. Members of before are counted active when they last signed in
 * (their newest session), or when they registered.
 */
export const lastActive: EngineMigration = {
  async up(db) {
    await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('hide_last_active', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('inactive_mail_at', 'text').execute();
    await sql`
      update users set last_active_at = coalesce(
        (select max(s.created_at) from sessions s where s.user_id = users.id), users.created_at)`.execute(db);
    await db.schema.createIndex('users_last_active_idx').on('users').column('last_active_at').execute();
  },
};
