// The crash test's server: the source run through tsx (so vitest alone needs no build), as a
// child process on its own data, with its output kept to look for errors.
import { openDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import { spawnServer, type ServerDatabase, type ServerProcess } from '../server-process.js';

/** Starts the server on the database; it must answer /api/health within 30 s. */
export function startCrashServer(port: number, database: ServerDatabase): Promise<ServerProcess> {
  return spawnServer({
    port,
    dataDir: database.dataDir,
    databaseUrl: database.url,
    entry: 'source',
    stdio: 'capture',
    startTimeoutMs: 30_000,
    // The reconciler is on in production; named here because the consistency checks count on it.
    env: { DEMO_DATA: '0', PAYMENT_RECONCILER: '1' },
  });
}

/** Lines of the server's output that are errors: pino level 50 (error) or 60 (fatal), or not a log line at all. */
export function errorLines(output: string[]): string[] {
  return output.filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return true;
    }
  });
}

/** Runs `work` with a connection of our own to the server's database (the server may be running or dead). */
export async function withDatabase<T>(database: ServerDatabase, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db } = openDatabase({ databaseUrl: database.url, dataDir: database.dataDir, poolSize: 2 });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
