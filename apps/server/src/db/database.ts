import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Engine } from './engine.js';
import type { Database } from './schema.js';
import { immediateSqliteDialect } from './sqlite-immediate.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import { WriteWatch } from './write-watch.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Told after writes to the tables it is asked to watch (the search engine's fast path). */
  writes: WriteWatch;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
  poolSize?: number;
  /** Told about a lost idle PostgreSQL connection (a restart, a failover); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
  /** Told about each new PostgreSQL connection: the first after an outage means the database is back. */
  onConnect?: () => void;
}

// COUNT(*) and BIGINT arrive from pg as strings; our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Opens the database the configuration names. The caller owns the handle and destroys it. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // Without a connection timeout, a database host that stops answering (rather than refusing)
    // would hold every request until the client gives up; 5 s then 503 (docs/decisions/0028).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // Without a listener, an idle connection closed by the server (restart, failover,
    // pg_terminate_backend) is an unhandled 'error' event that would end the process.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    pool.on('connect', (client) => {
      // The pool listens only to idle connections. One in use that loses the server (a restart,
      // a cut line) also emits 'error', which unheard would end the process; its query is
      // rejected anyway (503, docs/decisions/0028) and the pool drops it on release.
      client.on('error', () => undefined);
      options.onConnect?.();
    });
    const writes = new WriteWatch();
    return { db: new Kysely<Database>({ dialect: writes.wrap(new PostgresDialect({ pool })) }), engine: 'postgres', writes };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'matrimony.sqlite');
  const sqlite = new SQLite(file);
  // WAL lets readers run while one writer commits; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes = new WriteWatch();
  const dialect = writes.wrap(immediateSqliteDialect({ database: withStatementCache(sqlite) }));
  return { db: new Kysely<Database>({ dialect }), engine: 'sqlite', writes };
}
