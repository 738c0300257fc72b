import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';
import { SOURCES } from './0014-search-change-triggers.js';
import { widenUpdateTrigger } from './0015-biodata.js';

/** The columns the users table's search trigger watches now, as its definition names them (`after update of …`). */
export async function watchedNow(db: Kysely<any>, engine: Engine, table: string): Promise<string[]> {
  const name = `search_change_${table}_update`;
  const definition =
    engine === 'postgres'
      ? (await sql<{ def: string }>`select pg_get_triggerdef(oid) as def from pg_trigger where tgname = ${name}`.execute(db))
          .rows[0]?.def
      : (await sql<{ def: string }>`select sql as def from sqlite_master where type = 'trigger' and name = ${name}`.execute(db))
          .rows[0]?.def;
  const columns = definition && /update of (.+?) on /i.exec(definition)?.[1];
  if (!columns) throw new Error(`cannot read the columns of trigger ${name}`);
  return columns.split(',').map((c) => c.trim().replace(/"/g, ''));
}

/**
 * When a member was last active reaches the search index (docs/decisions/0052): the card shows
 * it as a band unless the member hides it, and a member away 180 days leaves the lists until a
 * sign-in writes it again. So the users table's trigger watches `last_active_at` (written at most
 * once per member and India day) and `hide_last_active`. The columns it already watches are read
 * from the trigger itself, so whatever an earlier migration added stays watched. A partial index
 * serves the job that mails members who left the lists.
 */
export const lastActiveInSearch: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const original = SOURCES.find((s) => s.table === 'users')!.columns!;
    const added = (await watchedNow(db, engine, 'users')).filter((c) => !original.includes(c));
    const more = [...added, 'last_active_at', 'hide_last_active'].filter((c, i, all) => all.indexOf(c) === i);
    await widenUpdateTrigger(db, engine, 'users', more);
    // The absence mail's look-up: verified members not yet told, by when they were last active.
    // Those already told (most of a long-dormant base) are not in it, so each pass reads only
    // who is due.
    await sql`create index users_absence_due_idx on users (last_active_at) where inactive_mail_at is null and is_verified = 1`.execute(
      db,
    );
  },
};
