import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';

describe('SQLite transactions beside another process writing the same file', () => {
  let handle: DatabaseHandle | undefined;
  let other: SQLite.Database | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    other?.close();
    await handle?.db.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The app's database and a second connection to its file, as the command line or a test opens it. */
  async function twoWriters() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inai-immediate-'));
    handle = openDatabase({ dataDir: dir });
    await sql`create table counters (id integer primary key, n integer not null)`.execute(handle.db);
    await sql`insert into counters (id, n) values (1, 0), (2, 0)`.execute(handle.db);
    other = new SQLite(path.join(dir, 'matrimony.sqlite'));
    other.pragma('busy_timeout = 0');
    return { db: handle.db, other };
  }

  it('takes the write lock when a transaction begins, so a read then a write cannot be refused halfway', async () => {
    const { db, other } = await twoWriters();
    await db.transaction().execute(async (trx) => {
      const before = await sql<{ n: number }>`select n from counters where id = 1`.execute(trx);
      expect(before.rows[0]!.n).toBe(0);
      // Another process cannot commit between this transaction's read and its write: it is told
      // the file is busy (with a deferred begin it would commit, and this transaction's write
      // would then fail with SQLITE_BUSY at once, whatever the busy timeout).
      expect(() => other.prepare('update counters set n = n + 10 where id = 2').run()).toThrow(/database is locked/);
      await sql`update counters set n = n + 1 where id = 1`.execute(trx);
    });
    other.prepare('update counters set n = n + 10 where id = 2').run();
    const rows = await sql<{ id: number; n: number }>`select id, n from counters order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, n: 1 },
      { id: 2, n: 10 },
    ]);
  });
});
