import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * One-time code ceilings per e-mail address (docs/decisions/0037): a row for each code or reset
 * link asked for, and each OTP try, kept 24 hours. Counted in the database, not Redis, so the
 * ceilings hold across instances and through a Redis outage, and a code is written in the same
 * transaction as the row that allows it. `address_hash` is the SHA-256 of the lower-cased
 * address: most rows name addresses nobody registered, which we have no reason to keep in clear.
 */
export const codeCeilings: EngineMigration = {
  async up(db, engine) {
    await withId(db.schema.createTable('code_events'), engine)
      .addColumn('address_hash', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The ceilings' question: this address's newest events of one kind.
    await db.schema
      .createIndex('code_events_address_idx')
      .on('code_events')
      .columns(['address_hash', 'kind', 'created_at'])
      .execute();
    // The sweep's: events older than the window.
    await db.schema.createIndex('code_events_created_idx').on('code_events').column('created_at').execute();
  },
};
