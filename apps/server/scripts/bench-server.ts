// What the benchmarks share: a fresh database of either engine, a seeded shuffle,
// the built server started on it as a child process (src/test/server-process.ts), and its
// resident memory.
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { random } from '../src/lib/seeded-random.js';
import { spawnServer, type ServerDatabase } from '../src/test/server-process.js';

export { createDatabase, stopServer } from '../src/test/server-process.js';
export type BenchDatabase = ServerDatabase;

/**
 * Starts the built server (dist/main.js) in production mode on `port`, trusting X-Forwarded-For
 * (so each simulated client has its own address, as behind a load balancer) and with the sandbox
 * gateway allowed, and `env` added (e.g. JOBS=off); resolves once /api/health answers.
 */
export async function startServer(
  port: number,
  dataDir: string,
  databaseUrl: string | undefined,
  env?: Record<string, string>,
): Promise<{ child: ChildProcess; startMs: number }> {
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where a request's time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const { child, startMs } = await spawnServer({ port, dataDir, databaseUrl, entry: 'built', stdio: 'inherit', nodeArgs, env });
  return { child, startMs };
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

/**
 * Where the server's memory is, in MB, read from its own /api/metrics (prom-client's process
 * metrics; the benchmark asks from 127.0.0.1, which METRICS_ALLOW lets in): resident, the V8 heap
 * in use and reserved, and memory outside the heap (typed arrays, buffers, native allocations).
 */
export async function readServerMemory(url: string): Promise<string> {
  try {
    const text = await (await fetch(`${url}/api/metrics`)).text();
    const mb = (name: string) => {
      const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1];
      return value ? (Number(value) / 1024 / 1024).toFixed(0) : '?';
    };
    return `RSS ${mb('process_resident_memory_bytes')} MB: heap ${mb('nodejs_heap_size_used_bytes')} MB used of ${mb('nodejs_heap_size_total_bytes')} MB, external ${mb('nodejs_external_memory_bytes')} MB`;
  } catch {
    return 'memory unreadable';
  }
}

/** A /proc/<pid>/stat line's command and its CPU time so far (user + system), in seconds. */
function statOf(line: string): { command: string; cpuSeconds: number } {
  // The command is in parentheses and may hold any character, ") " too: the fields follow the
  // last one; utime and stime are the 12th and 13th of them, in ticks of 1/100 s.
  const close = line.lastIndexOf(') ');
  const fields = line.slice(close + 2).split(' ');
  return { command: line.slice(line.indexOf('(') + 1, close), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100 };
}

/** CPU time a process has used so far (user + system), in seconds, from /proc (Linux); NaN elsewhere. */
export function readCpuSeconds(pid: number | undefined): number {
  try {
    return statOf(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).cpuSeconds;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by each process whose command is `name` (PostgreSQL's backends and its
 * own processes are all "postgres"), by pid, from /proc (Linux). A process that ends between two
 * readings takes its time with it: compare readings of long-lived processes (pooled connections).
 */
export function readCpuSecondsOfAll(name: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = statOf(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (stat.command === name) seconds.set(Number(entry), stat.cpuSeconds);
    } catch {
      // Ended while the folder was read.
    }
  }
  return seconds;
}

/** What the processes of a `readCpuSecondsOfAll` reading used since an earlier one (a process new since then counts whole). */
export function cpuSecondsSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, s] of after) total += s - (before.get(pid) ?? 0);
  return total;
}

/**
 * The whole machine's busy CPU seconds so far, every core, from /proc/stat: user, nice, system,
 * irq and softirq (idle, I/O wait and the time the hypervisor gave to others left out).
 */
export function readMachineBusySeconds(): number {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq!) / 100;
}

/** The value below which p % of the sorted latencies fall (nearest rank); 0 for none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A seeded shuffle: the same members chosen on every build of the same base. */
export function seededShuffle<T>(list: T[], seed: number): T[] {
  const rand = random(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
