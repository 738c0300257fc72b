import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ENGINES } from '../../test/databases.js';
import { givePlan, memberWithProfile, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { searchEngineOf } from './search-engine.js';
import { matchInputsQuery, searchableBatchQuery } from './search.repository.js';

/**
 * Every write to what search reads reaches the change log by itself, whoever writes it, and this
 * instance's index before the write's caller goes on (docs/decisions/0008). The columns are
 * read from search's own queries, so a column added to them without a trigger fails here.
 * The writes go straight through the app's database handle, as any module's repository does:
 * no service is asked to say that something changed.
 */
describe.each(ENGINES)('the search change log on %s', (engine) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let her: Registered;
  let him: Registered;
  let refresh: MockInstance<(userIds: number[]) => Promise<void>>;
  let avatarId: number;
  const dob = addDays(latestBirthDate(todayInIndia(), 27), -40);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    db = t.app.ctx.db;
    her = await memberWithProfile(t.app, { name: 'Meena', gender: 'Female', dob });
    him = await memberWithProfile(t.app, { name: 'Arun', gender: 'Male', dob });
    const now = new Date().toISOString();
    // The numeric preferences set, so that the write below changes each by a number.
    await db
      .insertInto('partner_preferences')
      .values({ user_id: her.userId, gender: 'Male', age_min: 25, age_max: 30, income_floor: 30000, updated_at: now })
      .execute();
    const image = { user_id: her.userId, storage_key: 'photos/00/test', file_name: 'me.jpg', width: 800, height: 1000 };
    avatarId = (
      await db
        .insertInto('user_images')
        .values({ ...image, is_profile_picture: 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Birth details whose chart search reads ("charts agree", docs/decisions/0079), set so each write changes them.
    await db
      .insertInto('birth_details')
      .values({
        user_id: her.userId,
        birth_time: '06:30',
        place_id: null,
        latitude: 13.08,
        longitude: 80.27,
        timezone: 'Asia/Kolkata',
        updated_at: now,
        chart_chevvai: 0,
        chart_papa: 2.5,
      })
      .execute();
    refresh = vi.spyOn(searchEngineOf(t.app.ctx), 'refresh');
  });
  afterAll(async () => t.close());

  /** Which members a write put in the change log, and which this instance read again before it returned. */
  async function heard(write: () => Promise<unknown>): Promise<{ logged: number[]; refreshed: number[] }> {
    const before = await db
      .selectFrom('search_changes')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    refresh.mockClear();
    await write();
    const rows = await db
      .selectFrom('search_changes')
      .select('user_id')
      .where('id', '>', before.last ?? 0)
      .execute();
    const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
    return { logged: sorted(rows.map((r) => r.user_id)), refreshed: sorted(refresh.mock.calls.flatMap(([ids]) => ids)) };
  }

  const both = () => [her.userId, him.userId].sort((a, b) => a - b);

  /** The (table, column) pairs a query reads, from its SQL: `"alias"."column"`, with `"table" as "alias"`. */
  function columnsRead(compiled: { sql: string }): [string, string][] {
    const tables = new Map([...compiled.sql.matchAll(/"(\w+)" as "(\w+)"/g)].map(([, table, alias]) => [alias!, table!]));
    const pairs = [...compiled.sql.matchAll(/"(\w+)"\."(\w+)"/g)].map(([, alias, column]) => {
      const table = tables.get(alias!);
      if (!table) throw new Error(`unknown alias ${alias} in ${compiled.sql}`);
      return `${table}.${column}`;
    });
    return [...new Set(pairs)].map((pair) => pair.split('.') as [string, string]);
  }

  /** The row of `table` a column write goes to, for her. */
  const rowOf = (table: string) =>
    table === 'users'
      ? { key: 'id', value: her.userId }
      : table === 'user_images'
        ? { key: 'id', value: avatarId }
        : { key: 'user_id', value: her.userId };

  it('hears of a write to every column that search and Matches read', async () => {
    const read = [
      ...columnsRead(searchableBatchQuery(db, 0, 1).compile()),
      ...columnsRead(matchInputsQuery(db, her.userId).compile()),
    ];
    const keys = new Set([
      'users.id',
      'user_details.user_id',
      'user_images.id',
      'user_images.user_id',
      'partner_preferences.user_id',
      'birth_details.user_id',
      // "Managed with family" reads whether a link exists: its rows' insertions and deletions count (below).
      'family_managers.id',
      'family_managers.profile_id',
    ]);
    const written = read.filter(([table, column]) => !keys.has(`${table}.${column}`));
    // The searchable member (name, verification, standing, photo lock, ID badge), every searched
    // and shown profile field, the profile picture, and the partner preferences.
    expect(written.length).toBeGreaterThan(30);
    for (const [table, column] of written) {
      const { key, value } = rowOf(table);
      const row = await db
        .selectFrom(table as 'users')
        .selectAll()
        .where(key as 'id', '=', value)
        .executeTakeFirstOrThrow();
      const current = (row as Record<string, unknown>)[column];
      const next = typeof current === 'number' ? 1 - current : `${column} ${Date.now()}`;
      const result = await heard(() =>
        db
          .updateTable(table as 'users')
          .set({ [column]: next } as never)
          .where(key as 'id', '=', value)
          .execute(),
      );
      expect(result, `${table}.${column}`).toEqual({ logged: [her.userId], refreshed: [her.userId] });
    }
  });

  it('hears of profile rows added and removed', async () => {
    const now = new Date().toISOString();
    for (const table of ['user_details', 'partner_preferences', 'birth_details'] as const) {
      const row = await db.selectFrom(table).selectAll().where('user_id', '=', her.userId).executeTakeFirstOrThrow();
      const removed = await heard(() => db.deleteFrom(table).where('user_id', '=', her.userId).execute());
      expect(removed, `${table} deleted`).toEqual({ logged: [her.userId], refreshed: [her.userId] });
      const added = await heard(() => db.insertInto(table).values(row).execute());
      expect(added, `${table} inserted`).toEqual({ logged: [her.userId], refreshed: [her.userId] });
    }
    const image = {
      user_id: her.userId,
      storage_key: 'photos/00/other',
      file_name: 'b.jpg',
      width: 1,
      height: 1,
      created_at: now,
    };
    let id = 0;
    const added = await heard(async () => {
      id = (await db.insertInto('user_images').values(image).returning('id').executeTakeFirstOrThrow()).id;
    });
    expect(added, 'photo added').toEqual({ logged: [her.userId], refreshed: [her.userId] });
    const removed = await heard(() => db.deleteFrom('user_images').where('id', '=', id).execute());
    expect(removed, 'photo removed').toEqual({ logged: [her.userId], refreshed: [her.userId] });

    // The first co-manager joining and the last leaving flip the card's "Managed with family".
    const login = await db
      .insertInto('manager_logins')
      .values({
        email: `amma.${Date.now()}@example.com`,
        name: 'Amma',
        password_hash: '!',
        locale: null,
        last_profile_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = {
      profile_id: her.userId,
      manager_id: login.id,
      relation: 'Mother',
      can_edit: 1,
      can_interests: 1,
      can_chat: 0,
      can_plans: 1,
      joined_at: now,
    } as const;
    expect(await heard(() => db.insertInto('family_managers').values(link).execute()), 'co-manager joined').toEqual({
      logged: [her.userId],
      refreshed: [her.userId],
    });
    expect(
      await heard(() => db.deleteFrom('family_managers').where('profile_id', '=', her.userId).execute()),
      'co-manager removed',
    ).toEqual({
      logged: [her.userId],
      refreshed: [her.userId],
    });
  });

  it('hears of what a searcher is kept with: sessions ended, plans, blocks, accepted interests (decision 0018)', async () => {
    const session = () =>
      db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('user_id', '=', him.userId);
    expect(await heard(() => session().execute()), 'sessions revoked').toEqual({ logged: [him.userId], refreshed: [him.userId] });

    expect(await heard(() => givePlan(t.app, him.userId, 1)), 'plan added').toEqual({
      logged: [him.userId],
      refreshed: [him.userId],
    });
    const plan = () => db.updateTable('member_plans').where('user_id', '=', him.userId);
    expect(await heard(() => plan().set({ status: 'Upgraded' }).execute()), 'plan superseded').toEqual({
      logged: [him.userId],
      refreshed: [him.userId],
    });
    expect(await heard(() => db.deleteFrom('member_plans').where('user_id', '=', him.userId).execute()), 'plan removed').toEqual({
      logged: [him.userId],
      refreshed: [him.userId],
    });

    const now = new Date().toISOString();
    const block = { blocker_id: her.userId, blocked_id: him.userId, blocked_at: now };
    expect(await heard(() => db.insertInto('blocks').values(block).execute()), 'block').toEqual({
      logged: both(),
      refreshed: both(),
    });
    expect(await heard(() => db.deleteFrom('blocks').where('blocker_id', '=', her.userId).execute()), 'unblock').toEqual({
      logged: both(),
      refreshed: both(),
    });

    const interest = { user_id: him.userId, partner_id: her.userId, requested_on: now, updated_on: now };
    // Sent and unanswered, an interest joins nobody for search.
    expect(
      await heard(() =>
        db
          .insertInto('interests')
          .values({ ...interest, status: 'Requested' })
          .execute(),
      ),
      'interest sent',
    ).toEqual({ logged: [], refreshed: [] });
    const answer = (status: 'Accepted' | 'Rejected') =>
      heard(() => db.updateTable('interests').set({ status }).where('user_id', '=', him.userId).execute());
    expect(await answer('Accepted'), 'interest accepted').toEqual({ logged: both(), refreshed: both() });
    expect(await answer('Rejected'), 'interest turned down').toEqual({ logged: both(), refreshed: both() });
    expect(await answer('Accepted'), 'interest accepted again').toEqual({ logged: both(), refreshed: both() });
    expect(
      await heard(() => db.deleteFrom('interests').where('user_id', '=', him.userId).execute()),
      'accepted interest removed',
    ).toEqual({ logged: both(), refreshed: both() });
  });

  it('records nothing when only what search does not read changes, or a session begins', async () => {
    const writes = {
      'user_details.about': () => db.updateTable('user_details').set({ about: 'Loves music' }).where('user_id', '=', her.userId),
      'users.locale': () => db.updateTable('users').set({ locale: 'ta' }).where('id', '=', her.userId),
      'users.updated_at': () =>
        db.updateTable('users').set({ updated_at: new Date().toISOString() }).where('id', '=', her.userId),
      'partner_preferences.sub_caste': () =>
        db.updateTable('partner_preferences').set({ sub_caste: 'Saiva' }).where('user_id', '=', her.userId),
      // The birth time itself is never read by search: only the chart's values are.
      'birth_details.birth_time': () =>
        db.updateTable('birth_details').set({ birth_time: '07:00' }).where('user_id', '=', her.userId),
      // Searchers are kept per session: a new one changes nothing kept.
      'a new session': () =>
        db.insertInto('sessions').values({
          user_id: her.userId,
          token_hash: `hash ${Date.now()}`,
          created_at: new Date().toISOString(),
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        }),
    };
    for (const [name, write] of Object.entries(writes)) {
      expect(await heard(() => write().execute()), name).toEqual({ logged: [], refreshed: [] });
    }
  });
});
