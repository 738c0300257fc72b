import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

export const enquiries: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('enquiries'), engine)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('mail_status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('enquiries_created_at_idx').on('enquiries').column('created_at').execute();
  },
};
