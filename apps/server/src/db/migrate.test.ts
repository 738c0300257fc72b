import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';
import { ENGINES } from '../test/databases.js';
import { migrateTo, migrateToLatest } from './migrate.js';
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

  it("adds the members' language to a database that already has members, empty until they choose", async () => {
    const older = await createTestDatabase(engine);
    try {
      await migrateTo(older.db, engine, '0004-search-plans-interests');
      const now = new Date().toISOString();
      // Names only the columns of that time, as the server of that time did.
      await older.db
        .insertInto('users')
        .values({
          name: 'Kavya',
          email: 'kavya@example.com',
          phone: '9876543210',
          password_hash: '!',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const before = (await older.db.introspection.getTables()).find((t) => t.name === 'users')!;
      expect(before.columns.map((c) => c.name)).not.toContain('locale');

      await migrateToLatest(older.db, engine);
      const users = (await older.db.introspection.getTables()).find((t) => t.name === 'users')!;
      expect(users.columns.find((c) => c.name === 'locale')).toMatchObject({ isNullable: true, hasDefaultValue: false });
      const kept = await older.db.selectFrom('users').select(['email', 'locale']).executeTakeFirstOrThrow();
      expect(kept).toEqual({ email: 'kavya@example.com', locale: null });
      await older.db.updateTable('users').set({ locale: 'ta' }).where('email', '=', 'kavya@example.com').execute();
      expect((await older.db.selectFrom('users').select('locale').executeTakeFirstOrThrow()).locale).toBe('ta');
    } finally {
      await older.close();
    }
  });
});
