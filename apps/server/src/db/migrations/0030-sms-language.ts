import type { EngineMigration } from './helpers.js';

/**
 * Which language's DLT template carries a queued text (docs/decisions/0070). A retry sends the
 * template the first attempt chose, so the column travels with the message; rows queued before it
 * were all English.
 */
export const smsLanguage: EngineMigration = {
  async up(db) {
    await db.schema
      .alterTable('sms_queue')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  },
};
