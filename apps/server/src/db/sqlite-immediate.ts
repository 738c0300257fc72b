import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite driver begins a transaction with a plain (deferred) `begin`: it takes the write
 * lock only at its first write. In WAL mode, a transaction that read first and then writes after
 * another process committed cannot take the lock at all: SQLite answers SQLITE_BUSY at once,
 * without waiting out the busy timeout, and the member gets a 500. Other processes do write to
 * the file: the operator's command line, a restore, the browser tests' set-up. `begin immediate`
 * takes the write lock when the transaction begins, waiting for it as the busy timeout allows;
 * within this process the driver runs one transaction at a time anyway.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** The SQLite dialect with transactions that take the write lock when they begin. */
export function immediateSqliteDialect(config: SqliteDialectConfig): Dialect {
  const base = new SqliteDialect(config);
  return {
    createDriver: () => new ImmediateSqliteDriver(config),
    createQueryCompiler: () => base.createQueryCompiler(),
    createAdapter: () => base.createAdapter(),
    createIntrospector: (db) => base.createIntrospector(db),
  };
}
