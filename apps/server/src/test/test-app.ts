import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Engine } from '../db/engine.js';
import type { CallTimes } from '../modules/calls/call-line.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { createPostgresDatabase } from './databases.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dataDir: string;
  /** The PostgreSQL database's name and address, when on PostgreSQL. */
  databaseName: string | undefined;
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export interface TestAppOptions {
  engine?: Engine;
  /** Extra environment variables, as the process would read them. */
  env?: Record<string, string>;
  /** Log with the server's own logger (at LOG_LEVEL, given in `env`) into this stream instead of not at all. */
  logStream?: NodeJS.WritableStream;
  /** How often each chat socket looks at its session unprompted, instead of the real 60 s. */
  chatRecheckMs?: number;
  /** The calls' ring and watch times, instead of the real 45 s and 3 s. */
  calls?: CallTimes;
}

/** A fresh temporary folder, removed by the returned function. */
export function tempDir(prefix = 'inai-test-'): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Boots the real application (buildApp) on a brand-new database: SQLite in a temporary folder,
 * or a new PostgreSQL database. `close` stops it and removes the database and files.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const data = tempDir();
  const postgres = options.engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: data.dir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(data.dir, 'no-web-build'),
    // Tests know exactly who is in their database; demo profiles are tested on their own.
    DEMO_DATA: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const app = await buildApp(config, {
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.chatRecheckMs !== undefined ? { chatRecheckMs: options.chatRecheckMs } : {}),
    ...(options.calls !== undefined ? { calls: options.calls } : {}),
  });
  return {
    app,
    config,
    dataDir: data.dir,
    databaseName: postgres ? new URL(postgres.url).pathname.slice(1) : undefined,
    databaseUrl: postgres?.url,
    async close() {
      await app.close();
      await postgres?.drop();
      data.remove();
    },
  };
}

/** A bare database (no app) for data-layer tests, migrated or not as the test chooses. */
export async function createTestDatabase(engine: Engine): Promise<DatabaseHandle & { close(): Promise<void> }> {
  const data = tempDir();
  const postgres = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const handle = openDatabase({
    databaseUrl: postgres?.url,
    dataDir: data.dir,
    poolSize: 4,
    onIdleConnectionError: () => undefined,
  });
  return {
    ...handle,
    async close() {
      await handle.db.destroy();
      await postgres?.drop();
      data.remove();
    },
  };
}
