// The server as a real child process on a database of its own: what the HTTP benchmarks
// (scripts/bench-server.ts) and the crash test (src/test/crash/) share.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Engine } from '../db/engine.js';
import { PG_ADMIN_URL } from './databases.js';

const serverDir = path.resolve(import.meta.dirname, '../..');

export interface ServerDatabase {
  /** The PostgreSQL URL; undefined on SQLite, whose file lives in `dataDir`. */
  url?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** An empty database (PostgreSQL: a new one on the local server; SQLite: a new data directory). */
export async function createDatabase(engine: Engine, prefix = 'inai_bench'): Promise<ServerDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  if (engine === 'sqlite') return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** 'built': dist/main.js (after `npm run build`); 'source': src/main.ts through tsx, as vitest alone needs. */
  entry: 'built' | 'source';
  /** 'inherit' shares this process's terminal; 'capture' keeps the output in `output` (log lines are JSON). */
  stdio: 'inherit' | 'capture';
  nodeArgs?: string[];
  /** More environment, e.g. PAYMENT_RECONCILER. */
  env?: Record<string, string>;
  /** How long to wait for /api/health; 150 s by default (a large benchmark base loads slowly). */
  startTimeoutMs?: number;
}

/**
 * The environment of a server or worker process: production mode with the sandbox gateway and the
 * development outboxes allowed (the crash tests read codes from the outbox; the benchmarks send to
 * nobody), its data folder and database, then `own` and the caller's `env`, which win.
 */
function processEnv(
  options: Pick<ServerOptions, 'dataDir' | 'databaseUrl' | 'env'>,
  own: Record<string, string>,
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS: '1',
    ALLOW_DEV_OUTBOX: '1',
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...own,
    ...options.env,
  };
}

/**
 * Starts a worker (`npm run worker`'s src/worker.ts through tsx) on the database; resolves once it
 * says it runs the jobs. `onSpawn` has the process at once, for a test that acts on it while it
 * starts (a worker's first runs begin as it says so).
 */
export async function spawnWorker(
  options: Pick<ServerOptions, 'dataDir' | 'databaseUrl' | 'env'> & {
    startTimeoutMs?: number;
    onSpawn?: (child: ChildProcess) => void;
  },
): Promise<ServerProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(serverDir, 'src/worker.ts')], {
    cwd: serverDir,
    // 'info': the line saying it runs the jobs is what this waits for.
    env: processEnv(options, { LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  const output = collectOutput(child);
  const deadline = started + (options.startTimeoutMs ?? 30_000);
  while (child.exitCode === null && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (output.some((line) => line.includes('worker is running the jobs')))
      return { child, startMs: Date.now() - started, output };
  }
  child.kill('SIGKILL');
  throw new Error(`the worker did not start:\n${output.slice(-20).join('\n')}`);
}

/** Every line the process writes to stdout and stderr, kept as it comes. */
function collectOutput(child: ChildProcess): string[] {
  const output: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    output.push(...lines.filter(Boolean));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('exit', () => {
    if (pending) output.push(pending);
  });
  return output;
}

export interface ServerProcess {
  child: ChildProcess;
  startMs: number;
  /** Everything the process wrote to stdout and stderr (with stdio 'capture'). */
  output: string[];
}

/**
 * Starts the server in production mode on `port`, trusting X-Forwarded-For (so each simulated
 * client has its own address, as behind a load balancer), with the sandbox gateway and the
 * development outboxes allowed;
 * resolves once /api/health answers 200, rejects if it does not in time or the process ends.
 */
export async function spawnServer(options: ServerOptions): Promise<ServerProcess> {
  const started = Date.now();
  const health = () =>
    fetch(`http://127.0.0.1:${options.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  // Another server still on the port would answer the health checks in this one's place.
  if (await health()) throw new Error(`port ${options.port} is already in use by a server`);
  const entry =
    options.entry === 'built'
      ? [path.join(serverDir, 'dist/main.js')]
      : ['--import', 'tsx', '--conditions=source', path.join(serverDir, 'src/main.ts')];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: serverDir,
    env: processEnv(options, {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    }),
    stdio: ['ignore', options.stdio === 'capture' ? 'pipe' : 'inherit', options.stdio === 'capture' ? 'pipe' : 'inherit'],
  });
  const output = collectOutput(child);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = started + (options.startTimeoutMs ?? 150_000);
  while (!exited && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    if (await health()) return { child, startMs: Date.now() - started, output };
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output.slice(-20).join('\n')}`);
}

/**
 * Stops the server (or a worker) with SIGTERM and waits for it to exit, so that nothing writes to
 * its data folder once this resolves (the benchmarks remove the folder next). A process still
 * there after `waitMs` (its own grace period, SHUTDOWN_GRACE_MS, has passed) is killed. Its exit
 * code, or the signal that ended it.
 */
export async function stopServer(child: ChildProcess, waitMs = 30_000): Promise<number | NodeJS.Signals> {
  const exited = exitOf(child);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs)));
  const outcome = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (outcome !== 'late') return outcome;
  child.kill('SIGKILL');
  return exited;
}

/** Resolves with the process's exit code (or the signal that ended it) once it has exited. */
export function exitOf(child: ChildProcess): Promise<number | NodeJS.Signals> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal!)));
}

/** Kills the server with SIGKILL (no handler runs, nothing is flushed) and waits until it is gone. */
export async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

/** A free TCP port on loopback (the listener is closed again at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
