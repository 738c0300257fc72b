import { ColumnNode } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

/**
 * Tells a listener, once a write to one of the watched tables is done (its statement finished,
 * or its transaction committed or rolled back), so that it can look at what the write caused.
 * The search engine watches the tables whose triggers record search changes: a change made
 * through this instance then reaches its index before the write's caller goes on, whichever
 * module wrote it (docs/decisions/0008).
 *
 * It sits in the driver because only there is the moment after a commit visible: a query
 * plugin sees statements, not transactions, and a change read back before its transaction
 * commits is read as it was. The listener runs once the connection is handed back, so its own
 * queries neither wait for that connection (SQLite has one) nor see the transaction half done.
 */
export class WriteWatch {
  private tables: ReadonlySet<string> = new Set();
  private updated: ReadonlyMap<string, ReadonlySet<string>> = new Map();
  private listener: (() => Promise<void>) | undefined;

  /**
   * Calls `listener` after every write to `tables` (lower-case names); one listener at a time.
   * `updatedColumns` names, for a table whose updates matter only when they set certain columns
   * (its trigger is `after update of …`), those columns: an update setting none of them is no
   * write to it (a job's claim of a member's day writes `users` hundreds of times a second, and
   * no trigger fires).
   */
  listen(
    tables: Iterable<string>,
    listener: () => Promise<void>,
    updatedColumns: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
  ): () => void {
    this.tables = new Set(tables);
    this.updated = updatedColumns;
    this.listener = listener;
    return () => {
      if (this.listener !== listener) return;
      this.tables = new Set();
      this.updated = new Map();
      this.listener = undefined;
    };
  }

  /** Whether this statement writes one of the watched tables. */
  writes(query: CompiledQuery): boolean {
    if (this.tables.size === 0 || query.query.kind === 'SelectQueryNode') return false;
    // The SQL text rather than the query's tree: raw statements (sql`…`) count too. Both
    // dialects write `insert into "t"`, `update "t"`, `delete from "t"`.
    for (const match of query.sql.matchAll(WRITE)) {
      const table = match[1]!.toLowerCase();
      if (this.tables.has(table) && !this.leavesAlone(query, table)) return true;
    }
    return false;
  }

  /** Whether the statement is an update of `table` (built by Kysely, not raw) that sets none of the columns it is watched for. */
  private leavesAlone(query: CompiledQuery, table: string): boolean {
    const watched = this.updated.get(table);
    const node = query.query;
    if (!watched || node.kind !== 'UpdateQueryNode' || !node.updates) return false;
    // A statement that also writes another table through a subquery or a CTE is counted whole.
    if (node.with || node.from || node.joins) return false;
    return node.updates.every((u) => ColumnNode.is(u.column) && !watched.has(u.column.column.name.toLowerCase()));
  }

  /** After a watched write: the listener's failure is its own (the write itself succeeded). */
  async written(): Promise<void> {
    await this.listener?.();
  }

  /** The dialect with its driver watched. */
  wrap(dialect: Dialect): Dialect {
    return {
      createDriver: () => new WatchingDriver(dialect.createDriver(), this),
      createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    };
  }
}

const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;

/** A connection that notes whether a watched table was written through it. */
class WatchedConnection implements DatabaseConnection {
  wrote = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: WriteWatch,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.wrote && this.watch.writes(query)) this.wrote = true;
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.wrote && this.watch.writes(query)) this.wrote = true;
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** The dialect's own driver, each connection watched, the listener told when a connection comes back. */
class WatchingDriver implements Driver {
  readonly savepoint?: Driver['savepoint'];
  readonly rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly watch: WriteWatch,
  ) {
    // Only what the dialect's own driver offers: Kysely refuses savepoints to a driver without them.
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint) this.savepoint = (connection, name, compile) => savepoint.call(inner, innerOf(connection), name, compile);
    if (rollbackToSavepoint)
      this.rollbackToSavepoint = (connection, name, compile) =>
        rollbackToSavepoint.call(inner, innerOf(connection), name, compile);
    if (releaseSavepoint)
      this.releaseSavepoint = (connection, name, compile) => releaseSavepoint.call(inner, innerOf(connection), name, compile);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.watch);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(innerOf(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(innerOf(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(innerOf(connection));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(innerOf(connection));
    if (connection instanceof WatchedConnection && connection.wrote) {
      connection.wrote = false;
      await this.watch.written();
    }
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function innerOf(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof WatchedConnection ? connection.inner : connection;
}
