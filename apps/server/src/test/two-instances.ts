import { afterAll, beforeAll } from 'vitest';
import { backgroundSettled } from '../lib/background.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Two instances of one site, for a describe block: the first on a new PostgreSQL database from
 * the start, the second made when the test asks for it (after its members, so that its search
 * index loads them), on the same database and the same data folder (one outbox), as a second
 * server of a site is. Both are closed after the block, the second first: the first's close
 * drops the database.
 */
export function twoInstances(env: Record<string, string> = {}): { first(): TestApp; second(): Promise<TestApp> } {
  let first: TestApp;
  let second: TestApp | undefined;
  beforeAll(async () => {
    first = await createTestApp({ engine: 'postgres', env });
  });
  afterAll(async () => {
    await backgroundSettled();
    await second?.close();
    await first.close();
  });
  return {
    first: () => first,
    second: async () =>
      (second ??= await createTestApp({ env: { ...env, DATABASE_URL: first.databaseUrl!, DATA_DIR: first.dataDir } })),
  };
}
