import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * A family manages a profile together (docs/decisions/0073-family-co-managers.md):
 *
 * - `manager_logins`: a co-manager's own sign-in, never a member (no users row, so never searched,
 *   counted or reported). The address is unique among logins; `last_profile_id` is where a sign-in
 *   lands.
 * - `family_managers`: the link of a profile (its users row) and a login, with the relation, the
 *   four permissions as 0/1 and the mail switch. One link per pair.
 * - `family_invitations`: the mailed invitations, their token stored hashed as every token is.
 * - `sessions.manager_id`: set on a co-manager's session, whose `user_id` is the profile's, so
 *   whatever ends or judges the profile's sessions reaches it too.
 */
export const familyCoManagers: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('manager_logins'), engine)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('locale', 'text')
      .addColumn('last_profile_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('family_managers'), engine)
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('manager_id', 'integer', (c) => c.notNull().references('manager_logins.id').onDelete('cascade'))
      .addColumn('relation', 'text', (c) => c.notNull())
      .addColumn('can_edit', 'integer', (c) => c.notNull())
      .addColumn('can_interests', 'integer', (c) => c.notNull())
      .addColumn('can_chat', 'integer', (c) => c.notNull())
      .addColumn('can_plans', 'integer', (c) => c.notNull())
      .addColumn('mail_on', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('joined_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('family_managers_pair_unique', ['profile_id', 'manager_id'])
      .execute();
    await db.schema.createIndex('family_managers_manager_idx').on('family_managers').column('manager_id').execute();

    await withId(db.schema.createTable('family_invitations'), engine)
      .addColumn('profile_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('relation', 'text', (c) => c.notNull())
      .addColumn('can_edit', 'integer', (c) => c.notNull())
      .addColumn('can_interests', 'integer', (c) => c.notNull())
      .addColumn('can_chat', 'integer', (c) => c.notNull())
      .addColumn('can_plans', 'integer', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .addColumn('accepted_at', 'text')
      .execute();
    await db.schema.createIndex('family_invitations_profile_idx').on('family_invitations').column('profile_id').execute();

    await db.schema
      .alterTable('sessions')
      .addColumn('manager_id', 'integer', (c) => c.references('manager_logins.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('sessions_manager_idx').on('sessions').column('manager_id').execute();
  },
};
