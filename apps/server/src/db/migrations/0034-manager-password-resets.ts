import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * A co-manager's login may reset its forgotten password (docs/decisions/0076-manager-login-resets.md).
 * Its links live in their own table, not in `password_resets`: a link names a login or a member by
 * the table it is in, so a member's link can never set a login's password, nor the other way round.
 * The token is stored hashed, as every token is.
 */
export const managerPasswordResets: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('manager_password_resets'), engine)
      .addColumn('manager_id', 'integer', (c) => c.notNull().references('manager_logins.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('manager_password_resets_manager_idx')
      .on('manager_password_resets')
      .column('manager_id')
      .execute();
  },
};
