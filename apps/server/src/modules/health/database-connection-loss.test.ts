import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_ADMIN_URL } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('when PostgreSQL closes the server’s connections (a restart or failover)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'postgres' });
  });
  afterAll(async () => t.close());

  it('keeps running and answers the next requests on new connections', async () => {
    // Several requests at once, so the pool holds several idle connections afterwards.
    const warmed = await Promise.all(Array.from({ length: 5 }, () => t.app.inject('/api/health')));
    expect(warmed.every((r) => r.statusCode === 200)).toBe(true);

    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    const { rows } = await admin.query<{ terminated: boolean }>(
      'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [t.databaseName],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));

    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject('/api/health');
      expect(response.statusCode).toBe(200);
    }
  });
});
