import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Engine } from '../db/engine.js';

/** Where tests create their PostgreSQL databases (CI: 127.0.0.1:5432, trust auth). */
export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

export interface TestPostgres {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty PostgreSQL database for one test file; `drop` removes it (forcibly). */
export async function createPostgresDatabase(): Promise<TestPostgres> {
  const name = `inai_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
