import type { EngineMigration } from './helpers.js';

/**
 * The member's switch over their street address (docs/decisions/0060): 0, the default, shows it to
 * the members with whom they have an accepted interest (whose plan includes contact details); 1
 * hides it from them too. Nobody else ever sees it, whatever the switch says.
 */
export const addressVisibility: EngineMigration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('address_visibility', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
