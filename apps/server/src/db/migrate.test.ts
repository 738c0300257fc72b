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

  it('gives existing members the interest e-mails switched on, and never announces interests from before them', async () => {
    const older = await createTestDatabase(engine);
    try {
      await migrateTo(older.db, engine, '0006-payments');
      const at = '2025-01-05T10:00:00.000Z';
      const person = (n: number) => ({
        name: `M${n}`,
        email: `m${n}@example.com`,
        phone: `987654321${n}`,
        password_hash: '!',
        created_at: at,
        updated_at: at,
      });
      const [a, b] = await Promise.all(
        [1, 2].map((n) => older.db.insertInto('users').values(person(n)).returning('id').executeTakeFirstOrThrow()),
      );
      const interest = (status: 'Requested' | 'Accepted', userId: number, partnerId: number) => ({
        user_id: userId,
        partner_id: partnerId,
        status,
        requested_on: at,
        updated_on: '2025-01-06T10:00:00.000Z',
      });
      await older.db
        .insertInto('interests')
        .values([interest('Requested', a!.id, b!.id), interest('Accepted', b!.id, a!.id)])
        .execute();

      // Up to the e-mails only: a later migration keeps one interest of such a reversed pair.
      await migrateTo(older.db, engine, '0007-interest-notifications');
      const users = await older.db
        .selectFrom('users')
        .select(['notify_interest_received', 'notify_interest_accepted', 'interest_mail_at'])
        .execute();
      expect(users).toEqual([
        { notify_interest_received: 1, notify_interest_accepted: 1, interest_mail_at: null },
        { notify_interest_received: 1, notify_interest_accepted: 1, interest_mail_at: null },
      ]);
      const interests = await older.db
        .selectFrom('interests')
        .select(['status', 'notified_at', 'accepted_mail_at'])
        .orderBy('id')
        .execute();
      expect(interests).toEqual([
        { status: 'Requested', notified_at: at, accepted_mail_at: null },
        { status: 'Accepted', notified_at: at, accepted_mail_at: '2025-01-06T10:00:00.000Z' },
      ]);
    } finally {
      await older.close();
    }
  });
  it('keeps every member, id, session and trigger when numbers become unique only once verified', async () => {
    const older = await createTestDatabase(engine);
    try {
      await migrateTo(older.db, engine, '0019-phone-verified-on-cards');
      const at = '2025-01-05T10:00:00.000Z';
      const person = (n: number, phone = `987654321${n}`) => ({
        name: `M${n}`,
        email: `m${n}@example.com`,
        phone,
        password_hash: '!',
        created_at: at,
        updated_at: at,
      });
      const kept = await older.db.insertInto('users').values(person(1)).returning('id').executeTakeFirstOrThrow();
      const gone = await older.db.insertInto('users').values(person(2)).returning('id').executeTakeFirstOrThrow();
      await older.db.deleteFrom('users').where('id', '=', gone.id).execute();
      await older.db
        .insertInto('sessions')
        .values({ user_id: kept.id, token_hash: 'h', created_at: at, expires_at: at })
        .execute();

      await migrateToLatest(older.db, engine);
      expect(await older.db.selectFrom('users').select(['id', 'email', 'phone']).execute()).toEqual([
        { id: kept.id, email: 'm1@example.com', phone: '9876543211' },
      ]);
      // A deleted member's id is not given again.
      const next = await older.db.insertInto('users').values(person(3)).returning('id').executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(gone.id);
      // Two accounts may type one number; only one may verify it.
      const typed = await older.db.insertInto('users').values(person(4, '9876543211')).returning('id').executeTakeFirstOrThrow();
      await older.db.updateTable('users').set({ phone_verified_at: at }).where('id', '=', kept.id).execute();
      await expect(
        older.db.updateTable('users').set({ phone_verified_at: at }).where('id', '=', typed.id).execute(),
      ).rejects.toThrow(/unique|duplicate/i);
      // E-mail stays unique for every account.
      await expect(
        older.db
          .insertInto('users')
          .values({ ...person(5), email: 'm1@example.com' })
          .execute(),
      ).rejects.toThrow(/unique|duplicate/i);
      // The search trigger still fires, and foreign keys still cascade.
      await older.db.deleteFrom('search_changes').execute();
      await older.db.updateTable('users').set({ name: 'Renamed' }).where('id', '=', kept.id).execute();
      const changed = await older.db.selectFrom('search_changes').select('user_id').execute();
      expect(changed.map((c) => c.user_id)).toContain(kept.id);
      await older.db.deleteFrom('users').where('id', '=', kept.id).execute();
      expect(await older.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    } finally {
      await older.close();
    }
  });
  it('counts members of before as last active at their newest sign-in, or their registration', async () => {
    const older = await createTestDatabase(engine);
    try {
      await migrateTo(older.db, engine, '0020-verified-phone-unique');
      const person = (n: number) => ({
        name: `M${n}`,
        email: `m${n}@example.com`,
        phone: `987654321${n}`,
        password_hash: '!',
        created_at: '2025-01-05T10:00:00.000Z',
        updated_at: '2025-01-05T10:00:00.000Z',
      });
      const signedIn = await older.db.insertInto('users').values(person(1)).returning('id').executeTakeFirstOrThrow();
      const never = await older.db.insertInto('users').values(person(2)).returning('id').executeTakeFirstOrThrow();
      const session = (created_at: string, token_hash: string) => ({
        user_id: signedIn.id,
        token_hash,
        created_at,
        expires_at: '2026-01-01T00:00:00.000Z',
      });
      await older.db
        .insertInto('sessions')
        .values([session('2025-03-01T08:00:00.000Z', 'a'), session('2025-04-02T09:30:00.000Z', 'b')])
        .execute();

      await migrateToLatest(older.db, engine);
      const rows = await older.db
        .selectFrom('users')
        .select(['id', 'last_active_at', 'hide_last_active', 'inactive_mail_at'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: signedIn.id, last_active_at: '2025-04-02T09:30:00.000Z', hide_last_active: 0, inactive_mail_at: null },
        { id: never.id, last_active_at: '2025-01-05T10:00:00.000Z', hide_last_active: 0, inactive_mail_at: null },
      ]);
    } finally {
      await older.close();
    }
  });
});
