import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';

/**
 * The running processes, web and worker (docs/operations.md, "The heartbeat"): each writes its
 * row at start and its beat every few seconds, and marks it when it begins to stop, so an
 * operator (and /api/metrics) can tell how many workers are alive without a process registry of
 * its own. Times are ISO strings, as elsewhere; a row without a beat for a day is deleted by the
 * next beat of any process.
 */
export const processes: EngineMigration = {
  async up(db: Kysely<any>, _engine: Engine) {
    await db.schema
      .createTable('processes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('pid', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('beat_at', 'text', (c) => c.notNull())
      .addColumn('stopping_at', 'text')
      .execute();
    // The metrics count the workers beating lately; the beat deletes the long-silent.
    await db.schema.createIndex('processes_role_beat_idx').on('processes').columns(['role', 'beat_at']).execute();
  },
};
