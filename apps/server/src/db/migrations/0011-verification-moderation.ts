import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Trust and safety, second part:
 * - ID verification: one row per uploaded government ID. The file lives in private storage
 *   (never served to members) until an operator decides; then it is deleted and `storage_key`
 *   set null. Only the document's type and the decision are kept, never its number (an Aadhaar
 *   number must not be stored). `users.id_verified_at` marks an approved member (the badge).
 * - photo moderation: `reviewed_at`/`reviewed_by` on photos an operator has looked at, and a
 *   perceptual hash computed at upload (`phash`, 16 hex digits) to find the same photo on two
 *   accounts (a fake-profile signal);
 * - enquiries from the contact form an operator has handled;
 * - indexes for the fake-profile signals: accounts per sign-up address, interests per sender
 *   and hour.
 */
export const verificationModeration: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('id_verifications'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text')
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('decision_reason', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decided_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('id_verifications_queue_idx').on('id_verifications').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('id_verifications_user_idx').on('id_verifications').columns(['user_id', 'created_at']).execute();
    await db.schema.alterTable('users').addColumn('id_verified_at', 'text').execute();

    await db.schema.alterTable('user_images').addColumn('phash', 'text').execute();
    await db.schema.alterTable('user_images').addColumn('reviewed_at', 'text').execute();
    await db.schema
      .alterTable('user_images')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('user_images_phash_idx').on('user_images').column('phash').execute();
    await db.schema.createIndex('user_images_review_idx').on('user_images').columns(['reviewed_at', 'created_at']).execute();

    await db.schema.alterTable('enquiries').addColumn('handled_at', 'text').execute();
    await db.schema
      .alterTable('enquiries')
      .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();

    await db.schema.createIndex('users_signup_ip_idx').on('users').column('signup_ip').execute();
    await db.schema.createIndex('interests_sender_time_idx').on('interests').columns(['user_id', 'requested_on']).execute();
  },
};
