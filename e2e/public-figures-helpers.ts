import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import Database from 'better-sqlite3';

/*
 * The figures of the home and about pages (docs/decisions/0059) depend on how many members the
 * database holds. The browser tests' own server is shared by every spec, whose members come and
 * go while it runs, so it is started with a floor no run reaches (playwright.config.ts): it always
 * says the sentence without numbers. The figures themselves are shown by a server of their own,
 * started here on a database that holds exactly the members a spec asks for.
 */

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function started(baseURL: string, process: ChildProcess): Promise<void> {
  // Generous: the browser tests share two cores with the browsers and the tests' own server.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`the server stopped with code ${process.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 60 s');
}

async function stopped(process: ChildProcess): Promise<void> {
  if (process.exitCode !== null) return;
  const exit = new Promise((resolve) => process.once('exit', resolve));
  process.kill('SIGTERM');
  await exit;
}

/** Members and their interests, written straight into the server's SQLite file as a test factory. */
function seed(dataDir: string, counts: FiguresSeed): void {
  const db = new Database(path.join(dataDir, 'matrimony.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const user = db.prepare(
      `insert into users (name, email, phone, password_hash, is_verified, created_at, updated_at)
       values (?, ?, ?, '!', 1, ?, ?) returning id`,
    );
    const details = db.prepare(
      `insert into user_details (user_id, gender, dob, state, city, marital_status, updated_at)
       values (?, ?, '1995-05-05', 'Tamil Nadu', 'Madurai', 'Never Married', ?)`,
    );
    const interest = db.prepare(
      `insert into interests (user_id, partner_id, status, requested_on, updated_on) values (?, ?, 'Accepted', ?, ?)`,
    );
    db.transaction(() => {
      const ids = { Male: [] as number[], Female: [] as number[] };
      let n = 0;
      for (const [gender, count] of [
        ['Male', counts.grooms],
        ['Female', counts.brides],
        [null, counts.withoutProfile ?? 0],
      ] as const) {
        for (let i = 0; i < count; i++, n++) {
          const { id } = user.get(`Member ${n}`, `member.${n}@example.com`, String(8_000_000_000 + n), now, now) as {
            id: number;
          };
          if (gender) {
            details.run(id, gender, now);
            ids[gender].push(id);
          }
        }
      }
      for (let i = 0; i < counts.accepted; i++) interest.run(ids.Male[i], ids.Female[i], now, now);
    })();
  } finally {
    db.close();
  }
}

export interface FiguresSeed {
  /** Members with a profile, as grooms and brides. */
  grooms: number;
  brides: number;
  /** Members who have not written their profile yet (quick to load: search does not hold them). */
  withoutProfile?: number;
  /** Interests accepted, each between a groom and a bride. */
  accepted: number;
}

export interface FiguresServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A server of its own whose database holds the members and accepted interests `counts` names,
 * with the figures' floor at `counts.floor`. Started once to create the database, filled, and
 * started again: the figures are counted at start.
 */
export async function serverWithFigures(counts: FiguresSeed & { floor: number }): Promise<FiguresServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inai-e2e-figures-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const start = async () => {
    const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        DEMO_DATA: '0',
        PUBLIC_FIGURES_FLOOR: String(counts.floor),
      },
    });
    await started(baseURL, server);
    return server;
  };
  await stopped(await start());
  seed(dataDir, counts);
  const server = await start();
  return {
    baseURL,
    async stop() {
      await stopped(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser context on another server than the tests' own, with what the fixtures' guard
 * checks there: no console error or warning (a hydration mismatch is one), no page error.
 */
export async function contextOn(
  browser: Browser,
  server: FiguresServer,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/^Service Worker registration blocked/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems, close: () => context.close() };
}
