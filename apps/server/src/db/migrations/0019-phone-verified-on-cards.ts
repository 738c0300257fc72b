import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';
import { widenUpdateTrigger } from './0015-biodata.js';

/**
 * The 'Mobile verified' badge is on search cards (docs/design.md, "Text messages"): verifying a number, or changing
 * it, must reach the search index, so the users table's trigger watches `phone_verified_at` too.
 */
export const phoneVerifiedOnCards: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await widenUpdateTrigger(db, engine, 'users', ['phone_verified_at']);
  },
};
