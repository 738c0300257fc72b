import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';
import { rebuildSqliteTable, withId } from './helpers.js';

/**
 * A mobile number belongs to the person who holds the verified e-mail (docs/decisions/0055):
 *
 * - `users.phone` may be empty (null): verifying a number takes it from every account that only
 *   typed it, and those accounts are asked for a number of their own. SQLite cannot drop a NOT
 *   NULL, so the table is rebuilt as 0020 did (ids, counter, indexes and triggers kept).
 * - `users.phone_proven_at`: when a code texted to the number was last entered (verify, change,
 *   sign-in, reset). A number not proven for 90 days signs in only with an e-mailed code as well.
 *   Numbers verified before start from their verification.
 * - `email_step_codes`: that e-mailed code, hashed as the other codes are, with the opaque token
 *   the browser holds between the two steps, and the number the texted code proved.
 * - `sign_in_alerts`: one row per mail sent after a sign-in or a reset by texted code, so that its
 *   "Not you?" link works once.
 */
export const mobileOwnership: EngineMigration = {
  async up(db, engine) {
    if (engine === 'postgres') await sql`alter table users alter column phone drop not null`.execute(db);
    else await rebuildSqliteTable(db, 'users', (create) => create.replace(/"phone" text not null/, '"phone" text'));
    await db.schema.alterTable('users').addColumn('phone_proven_at', 'text').execute();
    await db
      .updateTable('users')
      .set({ phone_proven_at: sql.ref('phone_verified_at') })
      .execute();

    await withId(db.schema.createTable('email_step_codes'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .execute();
    await db.schema.createIndex('email_step_codes_user_idx').on('email_step_codes').column('user_id').execute();

    await withId(db.schema.createTable('sign_in_alerts'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('sign_in_alerts_user_idx').on('sign_in_alerts').column('user_id').execute();
  },
};
