import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 with its prepared statements reused. Kysely prepares every query afresh, and
 * preparing costs as much as running the short indexed lookups a search makes; our queries come
 * from a small fixed set of shapes, so a bounded map of statements by SQL text serves nearly all.
 * Reuse is safe because Kysely runs each statement to completion synchronously (`all` or `run`);
 * only `iterate` would hold a statement open, and nothing here streams.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        // Query shapes are few; if they ever are not (e.g. IN lists of every length), start over
        // rather than grow without bound.
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
