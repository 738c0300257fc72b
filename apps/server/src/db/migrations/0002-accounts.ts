import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/** Members, their sessions, one-time codes and password-reset links. */
export const accounts: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('users'), engine)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('premium_user', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mobile_number_visibility', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('photos_visibility', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('horoscope_visibility', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      // Named, so the repository can tell which one a racing duplicate broke.
      .addUniqueConstraint('users_email_unique', ['email'])
      .addUniqueConstraint('users_phone_unique', ['phone'])
      .execute();

    await withId(db.schema.createTable('sessions'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('otp_codes'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .execute();
    await db.schema.createIndex('otp_codes_user_created_idx').on('otp_codes').columns(['user_id', 'created_at']).execute();

    await withId(db.schema.createTable('password_resets'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
  },
};
