import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Mobile numbers verified by text message (docs/design.md, "Text messages"): `phone_verified_at` on the account,
 * and the codes sent, shaped as the e-mail codes (hashed with a salt, 5 tries, 10 minutes, only
 * the newest of a member's open codes works). `phone` is the number the code was sent to, so a
 * code proves that number and no other.
 */
export const mobileCodes: EngineMigration = {
  async up(db, engine) {
    await db.schema.alterTable('users').addColumn('phone_verified_at', 'text').execute();
    await withId(db.schema.createTable('mobile_codes'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .execute();
    await db.schema.createIndex('mobile_codes_user_idx').on('mobile_codes').columns(['user_id', 'purpose']).execute();
  },
};
