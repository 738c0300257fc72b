import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * The candidate takes over the holder's role (docs/decisions/0075-candidate-takes-over-the-profile.md):
 * `family_handovers` holds the one open code of a profile, mailed to the candidate's own login
 * address. One row per profile (a new start replaces it); the code is stored as a salted hash,
 * with its tries and its end. `holder_relation` is who the holder is to the candidate, when the
 * holder said it: the former holder's relation as a co-manager.
 */
export const familyHandover: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await withId(db.schema.createTable('family_handovers'), engine)
      .addColumn('profile_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('manager_id', 'integer', (c) => c.notNull().references('manager_logins.id').onDelete('cascade'))
      .addColumn('started_by', 'text', (c) => c.notNull())
      .addColumn('holder_relation', 'text')
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('family_handovers_manager_idx').on('family_handovers').column('manager_id').execute();
  },
};
