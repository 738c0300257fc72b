import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { WriteWatch } from './write-watch.js';

// Statements compiled only, never run: what counts as a watched write is decided on the statement.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('which writes the search engine hears of', () => {
  const watch = new WriteWatch();
  watch.listen(['users', 'user_details'], async () => undefined, new Map([['users', new Set(['name', 'last_active_at'])]]));
  const counts = (query: { compile(): CompiledQuery }) => watch.writes(query.compile());

  it('skips an update of users that sets none of the columns its trigger watches (a job claiming a member’s day)', () => {
    expect(counts(db.updateTable('users').set({ daily_picks_mailed_on: '2026-11-30' }).where('id', '=', 1))).toBe(false);
    expect(counts(db.updateTable('users').set({ name: 'A' }).where('id', '=', 1))).toBe(true);
    expect(counts(db.updateTable('users').set({ daily_picks_on: '2026-11-30', last_active_at: 'x' }).where('id', '=', 1))).toBe(
      true,
    );
  });

  it('counts every insert and delete, every update of a table watched whole, and raw statements', () => {
    expect(counts(db.deleteFrom('users').where('id', '=', 1))).toBe(true);
    expect(counts(db.updateTable('user_details').set({ degree: 'B.E.' }).where('user_id', '=', 1))).toBe(true);
    expect(watch.writes(sql`update users set daily_picks_on = ''`.compile(db))).toBe(true);
    expect(counts(db.updateTable('blocks').set({ blocker_id: 2 }).where('blocker_id', '=', 1))).toBe(false);
    expect(counts(db.selectFrom('users').select('id'))).toBe(false);
  });
});
