import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/** One migration; `engine` lets a step differ where the two dialects differ (ids, indexes). */
export interface EngineMigration {
  up(db: Kysely<any>, engine: Engine): Promise<void>;
}

/** An auto-incrementing integer primary key named `id` on either engine. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, engine: Engine) {
  return engine === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Rebuilds a SQLite table whose CREATE statement `rewrite` changes: SQLite cannot drop a table
 * constraint, so the table is copied into its new shape (sqlite.org/lang_altertable.html, "making
 * other kinds of table schema changes"). Rows, ids, the AUTOINCREMENT counter, indexes and
 * triggers are kept; foreign keys are off during the copy, and checked before it commits.
 */
export async function rebuildSqliteTable(db: Kysely<any>, table: string, rewrite: (create: string) => string): Promise<void> {
  const objects = (
    await sql<{ type: string; name: string; sql: string }>`
      select type, name, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db)
  ).rows;
  const create = objects.find((o) => o.type === 'table')?.sql;
  if (!create) throw new Error(`no table ${table}`);
  const rebuilt = `${table}_rebuilt`;
  const reshaped = rewrite(create);
  if (reshaped === create) throw new Error(`the rewrite leaves ${table} as it is`);
  const counter = (await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db)).rows[0];
  // Foreign keys cannot be switched inside a transaction; off, dropping the old table cascades nothing.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(reshaped.replace(/^CREATE TABLE "?[A-Za-z_]+"?/i, `CREATE TABLE "${rebuilt}"`)).execute(trx);
      await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(trx);
      await sql.raw(`drop table "${table}"`).execute(trx);
      await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(trx);
      for (const o of objects.filter((x) => x.type !== 'table')) await sql.raw(o.sql).execute(trx);
      // Ids of deleted rows are never given again: the counter survives the copy.
      if (counter) await sql`update sqlite_sequence set seq = max(seq, ${counter.seq}) where name = ${table}`.execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length) throw new Error(`rebuilding ${table} broke ${broken.rows.length} foreign keys`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
