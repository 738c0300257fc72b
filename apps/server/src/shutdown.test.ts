import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { processRow } from './lib/processes/processes.repository.js';
import { createDatabase, exitOf, spawnServer, spawnWorker, stopServer, type ServerDatabase } from './test/server-process.js';

// Stopping cleanly (docs/decisions/0081-worker-processes-and-stopping.md): the real processes,
// through tsx on a SQLite folder of their own, stopped with SIGTERM as a deploy stops them.
const GRACE_MS = 8_000;
/** The test's process (killed if a failed test left it running), then its folder. */
let stopChild: (() => Promise<unknown>) | undefined;
let database: ServerDatabase | undefined;
afterEach(async () => {
  await stopChild?.();
  await database?.drop();
  stopChild = undefined;
  database = undefined;
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Every file under `dir` with its size and time of change: what a write would alter. */
function snapshot(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => {
      const stat = fs.statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

/** A SQLite data folder, removed after the test. */
async function sqliteFolder(): Promise<ServerDatabase> {
  database = await createDatabase('sqlite', 'inai_stop');
  return database;
}

let address = 0;
/** A client address of its own per request (TRUST_PROXY=1): the per-address limits stay out of the way. */
const nextAddress = () => `10.9.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

/** One keep-alive request; resolves with its status, or with the error's code when no answer came. */
function request(agent: http.Agent, port: number, method: string, url: string, body?: object): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          'x-forwarded-for': nextAddress(),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    req.end(payload);
  });
}

describe('stopping the web process', () => {
  it('under keep-alive load, answers the requests in flight, exits 0 within the grace period and writes nothing after', async () => {
    const folder = await sqliteFolder();
    const port = await freePort();
    const server = await spawnServer({
      port,
      dataDir: folder.dataDir,
      databaseUrl: undefined,
      entry: 'source',
      stdio: 'capture',
      startTimeoutMs: 30_000,
      env: { DEMO_DATA: '0', SHUTDOWN_GRACE_MS: String(GRACE_MS), LOG_LEVEL: 'info' },
    });
    stopChild = () => stopServer(server.child, 1_000);
    const exited = exitOf(server.child);

    // Sixteen keep-alive connections, each asking again as soon as it is answered: searches,
    // health checks and enquiries (each mails the team, through the queue into the outbox).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    let signalledAt = Number.POSITIVE_INFINITY;
    const results: { startedAt: number; outcome: number | string }[] = [];
    const lane = async (n: number) => {
      for (let i = 0; ; i++) {
        const startedAt = Date.now();
        // After the signal the clients ask nothing more but keep their connections open, idle,
        // as a load generator or a browser does when its last answer has come.
        if (startedAt >= signalledAt) return;
        const outcome =
          i % 3 === 0
            ? await request(agent, port, 'POST', '/api/search', { gender: 'Female', age: '18 to 30', religion: 'Any' })
            : i % 3 === 1
              ? await request(agent, port, 'GET', '/api/health')
              : await request(agent, port, 'POST', '/api/enquiry', {
                  name: `Lane ${n}`,
                  email: `lane${n}.${i}@example.com`,
                  phone: '9876543210',
                  message: 'A question about plans for my daughter.',
                });
        results.push({ startedAt, outcome });
        // Refused: the server has stopped listening; this lane is done.
        if (typeof outcome === 'string') return;
      }
    };
    const lanes = Promise.all(Array.from({ length: 16 }, (_, n) => lane(n)));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await exited;
    const stopMs = Date.now() - signalledAt;
    const after = snapshot(folder.dataDir);
    await lanes;
    agent.destroy();

    expect(code, server.output.slice(-10).join('\n')).toBe(0);
    expect(stopMs).toBeLessThan(GRACE_MS);
    expect(server.output.join('\n')).not.toContain('stopping took longer');
    // Load there was, and every request sent well before the signal (a tenth of a second: one
    // sent in the same instant may meet a connection being closed as idle) had its answer.
    const before = results.filter((r) => r.startedAt < signalledAt - 100);
    expect(before.length).toBeGreaterThan(50);
    expect(before.filter((r) => typeof r.outcome === 'string')).toEqual([]);
    expect(before.filter((r) => r.outcome === 200).length).toBeGreaterThan(50);
    // Nothing writes to the folder once the process is gone, and it can be removed at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(snapshot(folder.dataDir)).toEqual(after);
    expect(after.some((file) => file.startsWith('outbox'))).toBe(true);
  }, 40_000);
});

describe('stopping a worker', () => {
  it('exits 0 quickly on SIGTERM, its heartbeat row marked stopping', async () => {
    const folder = await sqliteFolder();
    const worker = await spawnWorker({ dataDir: folder.dataDir, databaseUrl: undefined, env: { DEMO_DATA: '0' } });
    stopChild = () => stopServer(worker.child, 1_000);
    const started = JSON.parse(worker.output.find((line) => line.includes('worker is running the jobs'))!) as {
      processId: string;
    };

    // Still running (nothing of its own keeps a worker's event loop busy between runs).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(worker.child.exitCode).toBeNull();
    const signalledAt = Date.now();
    expect(await stopServer(worker.child, GRACE_MS + 2_000)).toBe(0);
    expect(worker.output.join('\n')).toContain('"msg":"stopped"');
    expect(Date.now() - signalledAt).toBeLessThan(3_000);

    const { db } = openDatabase({ databaseUrl: undefined, dataDir: folder.dataDir, poolSize: 1 });
    try {
      const row = await processRow(db, started.processId);
      expect(row).toMatchObject({ role: 'worker', pid: worker.child.pid });
      expect(row!.stopping_at).not.toBeNull();
      expect(Date.parse(row!.stopping_at!)).toBeGreaterThanOrEqual(Date.parse(row!.started_at));
    } finally {
      await db.destroy();
    }
  }, 40_000);
});
