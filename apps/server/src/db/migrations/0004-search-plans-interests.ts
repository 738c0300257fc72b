import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/** Plans (made by a factory until payments exist), profile views, interests, the search change log. */
export const searchPlansInterests: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('member_plans'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan_id', 'integer', (c) => c.notNull())
      .addColumn('plan_price', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The active plan of a member: their newest unexpired plan.
    await db.schema.createIndex('member_plans_user_expiry_idx').on('member_plans').columns(['user_id', 'expires_at']).execute();

    // One row per distinct profile a member opened in a calendar month (YYYY-MM, India time).
    await db.schema
      .createTable('profile_views')
      .addColumn('viewer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('viewed_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('viewed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('profile_views_pk', ['viewer_id', 'month', 'viewed_id'])
      .execute();

    await withId(db.schema.createTable('interests'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('requested_on', 'text', (c) => c.notNull())
      .addColumn('updated_on', 'text', (c) => c.notNull())
      .addUniqueConstraint('interests_pair_unique', ['user_id', 'partner_id'])
      .execute();
    await db.schema.createIndex('interests_partner_idx').on('interests').columns(['partner_id', 'requested_on']).execute();

    // Which members changed in ways search cares about, so every server instance can refresh
    // its search index (docs/decisions/0008-search-index.md).
    await withId(db.schema.createTable('search_changes'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('search_changes_time_idx').on('search_changes').column('changed_at').execute();

    // The index loader walks searchable members by id; the card query looks members up by id.
    await db.schema.createIndex('user_images_avatar_idx').on('user_images').columns(['user_id', 'is_profile_picture']).execute();
  },
};
