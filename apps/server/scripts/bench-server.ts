// What the HTTP benchmarks (bench:search, bench:load) share: a fresh database of either engine,
// the built server started on it as a child process, and its resident memory.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Engine } from '../src/db/engine.js';

const ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverEntry = path.resolve(import.meta.dirname, '../dist/main.js');

export interface BenchDatabase {
  /** The PostgreSQL URL; undefined on SQLite, whose file lives in `dataDir`. */
  url?: string;
  dataDir: string;
  drop(): Promise<void>;
}

/** An empty database (PostgreSQL: a new one on the local server; SQLite: a new data directory). */
export async function createDatabase(engine: Engine): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inai-bench-'));
  if (engine === 'sqlite') return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  const name = `inai_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the built server (dist/main.js) in production mode on `port`, trusting X-Forwarded-For
 * (so each simulated client has its own address, as behind a load balancer) and with the sandbox
 * gateway allowed; resolves once /api/health answers.
 */
export async function startServer(
  port: number,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; startMs: number }> {
  const started = Date.now();
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where a request's time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 600 && !exited; i++) {
    await new Promise((r) => setTimeout(r, 250));
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, startMs: Date.now() - started };
  }
  child.kill();
  throw new Error('the server did not start');
}

/** Stops the server and waits for it to exit (a CPU profile is written on the way out). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function readRssMb(pid: number | undefined): string {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? (Number(kb) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

/** CPU time a process has used so far (user + system), in seconds, from /proc (Linux); NaN elsewhere. */
export function readCpuSeconds(pid: number | undefined): number {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in ticks of 1/100 s.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The value below which p % of the sorted latencies fall (nearest rank); 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
