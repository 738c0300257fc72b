import { sql } from 'kysely';
import { withId, type EngineMigration } from './helpers.js';

/**
 * Saved searches (docs/decisions/0051): a member's named criteria (search's own, as JSON), with
 * the morning alert on or off; per search, which profiles it has already found (`seen`, while a
 * search finds few enough to list; beyond that only the highest member id it has looked at,
 * `seen_through_id`), so a mail names only profiles that newly fit. `users.saved_search_mail_on`
 * is the India date of the member's last digest: an instance claims the day with one
 * conditional update, so several instances send it once.
 */
export const savedSearches: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('saved_searches'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      // The name as compared: lower case, spaces tidied; unique per member.
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('criteria', 'text', (c) => c.notNull())
      .addColumn('alerts', 'integer', (c) => c.notNull().defaultTo(1))
      // 1 while `saved_search_seen` lists every profile the search has found.
      .addColumn('seen_listed', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('seen_through_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('saved_searches_name_unique')
      .on('saved_searches')
      .columns(['user_id', 'name_key'])
      .unique()
      .execute();
    // The digest's question: who has a search with alerts on. Only those rows are indexed.
    await db.schema
      .createIndex('saved_searches_alerts_idx')
      .on('saved_searches')
      .column('user_id')
      .where(sql.ref('alerts'), '=', sql.lit(1))
      .execute();

    await db.schema
      .createTable('saved_search_seen')
      .addColumn('saved_search_id', 'integer', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('saved_search_seen_pk', ['saved_search_id', 'user_id'])
      .execute();

    await db.schema.alterTable('users').addColumn('saved_search_mail_on', 'text').execute();
  },
};
