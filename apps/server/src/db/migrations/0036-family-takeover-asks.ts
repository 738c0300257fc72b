import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * The candidate's own request to take over a profile waits before any code is mailed
 * (docs/decisions/0075-candidate-takes-over-the-profile.md, "Waiting"): one row per profile, with
 * the candidate's login, when they asked and from when a code may be mailed.
 */
export const familyTakeoverAsks: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await withId(db.schema.createTable('family_takeover_asks'), engine)
      .addColumn('profile_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('manager_id', 'integer', (c) => c.notNull().references('manager_logins.id').onDelete('cascade'))
      .addColumn('asked_at', 'text', (c) => c.notNull())
      .addColumn('ready_at', 'text', (c) => c.notNull())
      .execute();
  },
};
