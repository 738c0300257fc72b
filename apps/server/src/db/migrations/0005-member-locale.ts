import type { EngineMigration } from './helpers.js';

/**
 * The member's language (docs/design.md, "Languages"): 'en' or 'ta', null until chosen. Nullable with no
 * default, so existing members keep following their browser until they pick one.
 */
export const memberLocale: EngineMigration = {
  async up(db) {
    await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  },
};
