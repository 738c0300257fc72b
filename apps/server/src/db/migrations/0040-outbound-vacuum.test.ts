import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import { migrateToLatest } from '../migrate.js';
import { OUTBOUND_VACUUM } from './0040-outbound-vacuum.js';

describe('migration 0040, the outbound queue vacuumed by dead rows, on postgres', () => {
  it('sets the queue table’s autovacuum and analyze to a count of rows, at full speed', async () => {
    const fresh = await createTestDatabase('postgres');
    try {
      await migrateToLatest(fresh.db, 'postgres');
      const { rows } = await sql<{ reloptions: string[] | null }>`
        select reloptions from pg_class where relname = 'outbound' and relkind = 'r'`.execute(fresh.db);
      expect(new Set(rows[0]?.reloptions)).toEqual(
        new Set([
          'autovacuum_vacuum_scale_factor=0',
          `autovacuum_vacuum_threshold=${OUTBOUND_VACUUM.vacuumThreshold}`,
          'autovacuum_analyze_scale_factor=0',
          `autovacuum_analyze_threshold=${OUTBOUND_VACUUM.analyzeThreshold}`,
          'autovacuum_vacuum_cost_delay=0',
        ]),
      );
    } finally {
      await fresh.close();
    }
  });
});
