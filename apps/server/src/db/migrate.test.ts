import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';
import { ENGINES } from '../test/databases.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe.each(ENGINES)('migrations on %s', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database.close());

  it('creates every table and records every migration, and a second run changes nothing', async () => {
    await migrateToLatest(database.db, engine);
    await migrateToLatest(database.db, engine);
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toContain('enquiries');
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('gives rows increasing generated ids', async () => {
    const values = {
      name: 'A',
      email: 'a@example.com',
      phone: '9876543210',
      message: 'm',
      mail_status: 'pending' as const,
      created_at: new Date().toISOString(),
    };
    const first = await database.db.insertInto('enquiries').values(values).returning('id').executeTakeFirstOrThrow();
    const second = await database.db.insertInto('enquiries').values(values).returning('id').executeTakeFirstOrThrow();
    expect(second.id).toBeGreaterThan(first.id);
  });
});
