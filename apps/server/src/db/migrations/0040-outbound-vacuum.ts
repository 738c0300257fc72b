import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';

/**
 * PostgreSQL vacuums the outbound queue by a count of dead rows rather than a share of the table
 * (docs/operations.md, "Vacuum of the queue"). Each mail leaves two dead rows (claimed, then sent),
 * a morning hundreds of thousands; with the default share (a fifth of a table that keeps its sent
 * rows) autovacuum would wait until the morning is over, while the due and claimed indexes fill
 * with dead entries and the claim of the next batch reads them all (measured at a million
 * members: 205 ms a claim, 621,000 dead rows). Analyze too, so the planner does not go on
 * believing the queue empty. SQLite has no dead rows to collect: nothing to do there.
 */
export const OUTBOUND_VACUUM = {
  vacuumThreshold: 10_000,
  analyzeThreshold: 10_000,
} as const;

export const outboundVacuum: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    if (engine !== 'postgres') return;
    await sql
      .raw(
        `alter table outbound set (
          autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = ${OUTBOUND_VACUUM.vacuumThreshold},
          autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = ${OUTBOUND_VACUUM.analyzeThreshold},
          autovacuum_vacuum_cost_delay = 0)`,
      )
      .execute(db);
  },
};
