// `npm run bench:mornings`: a morning at a million members on PostgreSQL (docs/decisions/0082).
// The search benchmark's base (bench-dataset.ts) with last-active times spread as bench:picks
// spreads them; 30 % of the members want today's matches by mail (verified, active in the last
// 180 days, with partner preferences) and 10 % have a saved search with alerts. For one and then
// for two workers, with the day's picks and mails undone between runs: one web instance (built
// server, JOBS=off) and N worker processes, all mailing through SMTP to a sink in this process
// (bench-mornings-sink.ts); while the workers run, a search load on the web instance (visitors'
// searches and signed-in members' Matches, 20 a second). "7:00" is the moment the day's mails
// become due: the workers are started and ready first (search index built) with everyone's mail
// of the day marked as had; at 7:00 one update makes it due, as the clock passing 7:00 does for
// running workers. Prints, per run: the time from 7:00 until the sink accepted the last picks
// mail, mails a second, the workers' CPU per member mailed (/proc/<pid>/stat) and where the rest
// of the machine's CPU went (PostgreSQL's processes, the web instance, this process, the machine's
// busy cores: what a second worker can still have), the search p95;
// and ends with the line "two workers N× one".
// Options: --members=N (default 1,000,000; the same shares), --workers=1,2 (the runs), --rate=N
// (searches a second, default 20; --workers=none only builds), --keep (keep the database, named bench_mornings_*), --reuse=URL
// (a kept base: no build), --concurrency=N (WORKER_CONCURRENCY of each worker), --minutes=N (each run stopped after N minutes: the time to the last
// mail is then projected from the pace so far, and said to be), --profile=DIR (each worker's CPU profile),
// --no-vacuum (the queue table is not vacuumed every minute in autovacuum's place), --kill=S (S
// seconds after 7:00 the first worker is killed with -9 and a new one started, as a supervisor
// would: the run must still finish, nobody mailed twice, the mails lost, those the killed worker
// was sending, counted; they are named by member in the workers' log).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { todayInIndia } from '@inai/shared';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { LOST_ERROR } from '../src/lib/outbound/outbound-rules.js';
import { hashPassword } from '../src/lib/passwords.js';
import { random, weighted } from '../src/lib/seeded-random.js';
import { activeSince } from '../src/modules/daily-picks/activity-order.js';
import { digestTime } from '../src/modules/saved-searches/saved-searches.notifications.js';
import { spreadActivity } from './bench-activity.js';
import { buildDataSet, visitorSearchPickers } from './bench-dataset.js';
import { startMorningSink, type MorningSink } from './bench-mornings-sink.js';
import {
  cpuSecondsSince,
  createDatabase,
  percentile,
  readCpuSeconds,
  readCpuSecondsOfAll,
  readMachineBusySeconds,
  seededShuffle,
  startServer,
  type BenchDatabase,
} from './bench-server.js';
import { reusedBase, scriptArgs } from './script-args.js';

const args = scriptArgs();
const REUSE = reusedBase(args);
const MEMBERS = Number(args.members ?? 1_000_000);
const WORKERS = String(args.workers ?? '1,2')
  .split(',')
  .map(Number)
  .filter((w) => w > 0);
const RATE = Number(args.rate ?? 20);
/** A run stopped after this many minutes reports its pace, and the time to the last mail at that pace. */
const MINUTES = args.minutes ? Number(args.minutes) : undefined;
/** Whether the queue table is vacuumed every minute, as autovacuum would (`--no-vacuum`: not). */
const VACUUM_QUEUE = args['no-vacuum'] === undefined;
/** A folder for the workers' CPU profiles (`--profile=DIR`): where a member's time goes. */
const PROFILE = args.profile && args.profile !== 'true' ? path.resolve(args.profile) : undefined;
/** Seconds after 7:00 at which the first worker is killed with -9 and replaced (`--kill=S`). */
const KILL_AFTER_S = args.kill ? Number(args.kill) : undefined;
const SHARES = { mail: 0.3, savedSearches: 0.1 };
const PASSWORD = 'Bench-password-1';
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);
const serverDir = path.resolve(import.meta.dirname, '..');
const n = (x: number, digits = 0) => x.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function inSlices(ids: number[], update: (slice: number[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < ids.length; i += 10_000) await update(ids.slice(i, i + 10_000));
}

/**
 * Who wants the mail (30 % of the base: verified, active in 180 days, with preferences) and who
 * has a saved search with alerts (10 %: verified members, one search each, a visitor's search).
 */
async function shareOut(db: Kysely<Database>, members: number, now: Date): Promise<{ wanters: number; searchers: number }> {
  const candidates = await db
    .selectFrom('users as u')
    .innerJoin('partner_preferences as p', 'p.user_id', 'u.id')
    .select('u.id')
    .where('u.is_verified', '=', 1)
    .where('u.last_active_at', '>=', activeSince(now).toISOString())
    .orderBy('u.id')
    .execute();
  const wanters = seededShuffle(
    candidates.map((c) => c.id),
    11,
  ).slice(0, Math.round(members * SHARES.mail));
  if (wanters.length < Math.round(members * SHARES.mail) * 0.95)
    throw new Error(`only ${wanters.length} members can want the mail: the base is not the search benchmark's`);
  await db.updateTable('users').set({ notify_daily_picks: 0 }).execute();
  await inSlices(wanters, (slice) => db.updateTable('users').set({ notify_daily_picks: 1 }).where('id', 'in', slice).execute());

  const verified = await db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .select(['u.id', 'd.gender'])
    .where('u.is_verified', '=', 1)
    .orderBy('u.id')
    .execute();
  const searchers = seededShuffle(verified, 13).slice(0, Math.round(members * SHARES.savedSearches));
  const rand = random(17);
  const { age, religion, caste, state } = visitorSearchPickers(rand);
  const stamp = now.toISOString();
  for (let i = 0; i < searchers.length; i += 2000) {
    await db
      .insertInto('saved_searches')
      .values(
        searchers.slice(i, i + 2000).map((s) => {
          const criteria = {
            gender: s.gender === 'Male' ? 'Female' : 'Male',
            age: age(),
            religion: religion(),
            caste: caste(),
            state: state(),
          };
          return {
            user_id: s.id,
            name: 'My search',
            name_key: 'my search',
            criteria: JSON.stringify(criteria),
            alerts: 1 as const,
            created_at: stamp,
            updated_at: stamp,
          };
        }),
      )
      .execute();
  }
  return { wanters: wanters.length, searchers: searchers.length };
}

/** The outbound table of the code at hand (one queue, or the older mail queue). */
async function queueTable(db: Kysely<Database>): Promise<'outbound' | 'mail_queue'> {
  const { rows } = await sql<{ name: string | null }>`select to_regclass('outbound')::text as name`.execute(db);
  return rows[0]?.name ? 'outbound' : 'mail_queue';
}

/**
 * Undoes the last run and sets the morning up: no picks, no queued mail, the saved searches as
 * at their last look of a day before (every member who joined in the last thousand ids is new to
 * them); everyone's mail of today marked as had, until 7:00.
 */
async function prepareMorning(db: Kysely<Database>, today: string): Promise<void> {
  const queue = await queueTable(db);
  await db.deleteFrom('daily_picks').execute();
  await sql`delete from ${sql.table(queue)}`.execute(db);
  await db.updateTable('users').set({ daily_picks_on: '' }).where('daily_picks_on', '<>', '').execute();
  await db.updateTable('users').set({ daily_picks_mailed_on: today }).where('notify_daily_picks', '=', 1).execute();
  await db
    .updateTable('users')
    .set({ saved_search_mail_on: today })
    .where('id', 'in', (eb) => eb.selectFrom('saved_searches').select('user_id'))
    .execute();
  const top = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  await db.deleteFrom('saved_search_seen').execute();
  await db
    .updateTable('saved_searches')
    .set({ seen_listed: 0, seen_through_id: Math.max(0, Number(top.id) - 1000) })
    .execute();
  await db.deleteFrom('search_changes').execute();
  await sql`vacuum analyze users`.execute(db);
  await sql`vacuum analyze saved_searches`.execute(db);
}

/** At 7:00: today's picks mail and saved-search alerts become due, in two statements. */
async function sevenOClock(db: Kysely<Database>): Promise<void> {
  await db.updateTable('users').set({ daily_picks_mailed_on: '' }).where('notify_daily_picks', '=', 1).execute();
  await db
    .updateTable('users')
    .set({ saved_search_mail_on: null })
    .where('id', 'in', (eb) => eb.selectFrom('saved_searches').select('user_id'))
    .execute();
}

/**
 * Members still due their picks mail, and mails queued but neither sent nor given up. With
 * `exact` false, only whether any is left (0 or 1): cheap enough to ask every second.
 */
async function outstanding(
  db: Kysely<Database>,
  today: string,
  queue: string,
  exact = true,
): Promise<{ due: number; queued: number }> {
  const limit = sql.raw(exact ? '' : 'limit 1');
  const { rows: due } = await sql<{ n: string }>`select count(*) as n from (select 1 from users
    where notify_daily_picks = 1 and daily_picks_mailed_on < ${today} ${limit}) as due`.execute(db);
  const { rows: queued } = await sql<{ n: string }>`select count(*) as n from (select 1 from ${sql.table(queue)}
    where sent_at is null and failed_at is null ${limit}) as queued`.execute(db);
  return { due: Number(due[0]?.n ?? 0), queued: Number(queued[0]?.n ?? 0) };
}

const builtWorker = path.join(serverDir, 'dist/worker.js');

/** Starts one worker process (dist/worker.js); resolves once its heartbeat row says it is running (its search index built). */
async function startWorker(env: Record<string, string>, db: Kysely<Database>): Promise<ChildProcess> {
  // With --profile each worker writes a CPU profile (.cpuprofile) there when it stops (Node takes
  // the flag on its command line only, not in NODE_OPTIONS).
  const profile = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, builtWorker], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`a worker exited (${code})`))));
  exited.catch(() => undefined);
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 300_000) throw new Error('a worker was not running in 5 minutes');
    const beat = await sql<{
      n: string;
    }>`select count(*) as n from processes where pid = ${child.pid} and role = 'worker'`.execute(db);
    if (Number(beat.rows[0]?.n) > 0) return child;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), exited]);
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

interface SearchLoad {
  stop(): Promise<{ p95: number; p50: number; requests: number; errors: number }>;
}

/**
 * Searches on the web instance at `perSecond`: three in four a visitor's (the home page's
 * search), one in four a signed-in member's Matches.
 */
async function searchLoad(url: string, db: Kysely<Database>, perSecond: number): Promise<SearchLoad> {
  const rand = random(99);
  const members = await db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .innerJoin('partner_preferences as p', 'p.user_id', 'u.id')
    .select('u.email')
    .where('u.is_verified', '=', 1)
    .where('u.notify_daily_picks', '=', 0)
    .orderBy('u.id')
    .limit(20)
    .execute();
  const visitor = () => ({
    'x-forwarded-for': `10.${Math.floor(rand() * 250)}.${Math.floor(rand() * 250)}.${1 + Math.floor(rand() * 250)}`,
    'content-type': 'application/json',
  });
  const tokens: string[] = [];
  for (const m of members) {
    const answer = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: visitor(),
      body: JSON.stringify({ email: m.email, password: PASSWORD }),
    });
    if (!answer.ok) throw new Error(`bench login failed: ${answer.status} ${await answer.text()}`);
    tokens.push(((await answer.json()) as { token: string }).token);
  }
  const pickers = visitorSearchPickers(rand);
  const gender = weighted(
    [
      ['Male', 1],
      ['Female', 1],
    ] as const,
    rand,
  );
  const latencies: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const one = () => {
    const page = rand() < 0.8 ? 1 : 2 + Math.floor(rand() * 4);
    const request =
      rand() < 0.75
        ? {
            path: '/api/search',
            headers: visitor(),
            body: {
              gender: gender(),
              age: pickers.age(),
              religion: pickers.religion(),
              caste: pickers.caste(),
              state: pickers.state(),
              page,
            },
          }
        : {
            path: '/api/loggedInSearch',
            headers: { ...visitor(), authorization: `Bearer ${tokens[Math.floor(rand() * tokens.length)]}` },
            body: { page },
          };
    const t = performance.now();
    const done: Promise<void> = fetch(url + request.path, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
    })
      .then(async (r) => {
        await r.arrayBuffer();
        if (!r.ok) errors++;
        latencies.push(performance.now() - t);
      })
      .catch(() => {
        errors++;
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  const timer = setInterval(one, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      const sorted = [...latencies].sort((a, b) => a - b);
      return { p95: percentile(sorted, 95), p50: percentile(sorted, 50), requests: sorted.length, errors };
    },
  };
}

/** Where the machine's CPU went between two readings, in seconds, and how long that was. */
interface CpuSplit {
  workers: number;
  database: number;
  web: number;
  /** This process: the search load, the SMTP sink and the benchmark's own looks. */
  benchmark: number;
  machine: number;
  wallS: number;
}

/** One reading of every process's CPU time so far: workers, web instance, PostgreSQL, this process, the machine. */
function readCpu(workers: (number | undefined)[], web: number | undefined) {
  return {
    workers: workers.map((pid) => readCpuSeconds(pid)),
    web: readCpuSeconds(web),
    database: readCpuSecondsOfAll('postgres'),
    benchmark: process.cpuUsage(),
    machine: readMachineBusySeconds(),
    at: performance.now(),
  };
}
type CpuReading = ReturnType<typeof readCpu>;

function cpuBetween(a: CpuReading, b: CpuReading): CpuSplit {
  const own = process.cpuUsage(a.benchmark);
  return {
    // A killed worker reads NaN (its time until the kill, read then, is added by the caller); a
    // worker started after the first reading counts whole.
    workers: b.workers.reduce((sum, s, i) => sum + (Number.isFinite(s) ? s - (a.workers[i] ?? 0) : 0), 0),
    database: cpuSecondsSince(a.database, b.database),
    web: b.web - a.web,
    benchmark: (own.user + own.system) / 1e6,
    machine: b.machine - a.machine,
    wallS: (b.at - a.at) / 1000,
  };
}

interface Morning {
  workers: number;
  wanters: number;
  mailed: number;
  twice: number;
  lastMailS: number;
  /** Stopped by --minutes: lastMailS is projected from the pace. */
  projected: boolean;
  mailsPerS: number;
  cpuPerMemberMs: number;
  cpu: CpuSplit;
  /** With --kill: when, and the mails lost with the killed worker (sent by nobody, marked lost). */
  killed?: { atS: number; lostMails: number };
  searchP95: number;
  searchP50: number;
  searches: number;
  searchErrors: number;
  others: number;
}

/**
 * The workers mail only from 7:00 India time (the saved-search alerts from 7:30) until the India
 * date changes at 18:30 UTC: a run outside those hours, or one that a day's end would cut, would
 * mail nothing and measure nothing. Checked before each run.
 */
function inMorningHours(): void {
  const now = new Date();
  const runMs = ((MINUTES ?? 60) + 3) * 60_000;
  if (!digestTime(now) || todayInIndia(new Date(now.getTime() + runMs)) !== todayInIndia(now))
    throw new Error(
      `run the morning benchmark after 7:30 India time (02:00 UTC), with time for a run (${Math.round(runMs / 60_000)} min) before India midnight (18:30 UTC)`,
    );
}

async function morning(
  workers: number,
  database: { url: string; dataDir: string },
  db: Kysely<Database>,
  sink: MorningSink,
): Promise<Morning> {
  inMorningHours();
  const today = todayInIndia();
  log(`--- ${workers} worker${workers > 1 ? 's' : ''}: the morning of ${today} set up (picks and mails undone)`);
  await prepareMorning(db, today);
  const queue = await queueTable(db);
  // The night's autovacuum, on a live site: the last run's rows are gone from the table too.
  if (VACUUM_QUEUE) await sql.raw(`vacuum (analyze) ${queue}`).execute(db);
  sink.reset();
  const port = 3500 + Math.floor(Math.random() * 400);
  const common = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS: '1',
    ALLOW_DEV_OUTBOX: '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    SMTP_URL: sink.url,
    ...(args.concurrency ? { WORKER_CONCURRENCY: String(args.concurrency) } : {}),
  };
  const web = await startServer(port, database.dataDir, database.url, { JOBS: 'off', SMTP_URL: sink.url });
  const children: ChildProcess[] = [web.child];
  try {
    const t = performance.now();
    const started = await Promise.all(Array.from({ length: workers }, () => startWorker(common, db)));
    children.push(...started);
    log(
      `web instance ready in ${(web.startMs / 1000).toFixed(1)} s; ${workers} worker(s) ready in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const load = await searchLoad(`http://127.0.0.1:${port}`, db, RATE);
    const pids: (number | undefined)[] = started.map((w) => w.pid);
    let killed: { atS: number; cpuS: number } | undefined;
    const cpuAt7 = readCpu(pids, web.child.pid);
    // One statement of hundreds of thousands of rows: the morning begins when it commits.
    await sevenOClock(db);
    const at7 = Date.now();
    const wanters = (await outstanding(db, today, queue)).due;
    log(`7:00: ${n(wanters)} members due their picks mail`);
    let settled = 0;
    let lastReport = at7;
    let cpuAtEnd = cpuAt7;
    let projected = false;
    let lastVacuum = at7;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (KILL_AFTER_S !== undefined && !killed && Date.now() - at7 >= KILL_AFTER_S * 1000) {
        const victim = started[0]!;
        killed = { atS: (Date.now() - at7) / 1000, cpuS: readCpuSeconds(victim.pid) - cpuAt7.workers[0]! };
        victim.kill('SIGKILL');
        pids[0] = undefined;
        log(`  killed worker ${victim.pid} with -9 at ${n(killed.atS)} s; a new worker starts`);
        // Started beside the run, as a supervisor restarts a process; its CPU counts from its start.
        void startWorker(common, db).then(
          (child) => {
            children.push(child);
            pids.push(child.pid);
            log(`  the new worker ${child.pid} is running`);
          },
          (err: unknown) => log(`  the new worker did not start: ${String(err)}`),
        );
      }
      // The test server's PostgreSQL runs without autovacuum; a live site's would clean the queue
      // table of its sent rows and renew its statistics about once a minute (autovacuum's naptime).
      // Without it the claim of due mail slowed to 200 ms past 30,000 queued (docs/performance.md).
      if (VACUUM_QUEUE && Date.now() - lastVacuum >= 60_000) {
        lastVacuum = Date.now();
        await sql.raw(`vacuum (analyze) ${queue}`).execute(db);
      }
      let left = await outstanding(db, today, queue, false);
      if (Date.now() - lastReport >= 30_000) {
        lastReport = Date.now();
        left = await outstanding(db, today, queue);
        const s = (Date.now() - at7) / 1000;
        log(
          `  ${n(s)} s: ${n(sink.picks.size)} picks mails (${n(sink.picks.size / s, 1)} a second), ${n(left.due)} members due, ${n(left.queued)} mails queued`,
        );
      }
      if (MINUTES !== undefined && Date.now() - at7 > MINUTES * 60_000) {
        cpuAtEnd = readCpu(pids, web.child.pid);
        projected = true;
        break;
      }
      if (left.due > 0 || left.queued > 0) {
        settled = 0;
        continue;
      }
      // A member claimed but not yet queued is in neither count: two quiet looks in a row.
      if (settled === 0) cpuAtEnd = readCpu(pids, web.child.pid);
      if (++settled >= 3) break;
    }
    const search = await load.stop();
    const mailed = sink.picks.size;
    // Members due but with no picks to mail are settled too: the pace is of members settled.
    const settledShare = projected ? (wanters - (await outstanding(db, today, queue)).due) / wanters : 1;
    const lastMailS = projected
      ? (sink.lastPicksAt - at7) / 1000 / Math.max(settledShare, 1e-6)
      : (sink.lastPicksAt - at7) / 1000;
    const cpu = cpuBetween(cpuAt7, cpuAtEnd);
    if (killed) cpu.workers += killed.cpuS;
    const lostMails = killed
      ? Number(
          (
            await sql<{ n: string }>`select count(*) as n from ${sql.table(queue)}
              where last_error = ${LOST_ERROR} and created_at >= ${new Date(at7).toISOString()}`.execute(db)
          ).rows[0]?.n ?? 0,
        )
      : 0;
    const result: Morning = {
      workers,
      wanters,
      mailed,
      twice: [...sink.picks.values()].filter((c) => c > 1).length,
      lastMailS,
      projected,
      mailsPerS: mailed / ((sink.lastPicksAt - at7) / 1000),
      cpuPerMemberMs: (cpu.workers * 1000) / Math.max(1, mailed),
      cpu,
      ...(killed ? { killed: { atS: killed.atS, lostMails } } : {}),
      searchP95: search.p95,
      searchP50: search.p50,
      searches: search.requests,
      searchErrors: search.errors,
      others: sink.others,
    };
    log(
      `done: ${n(mailed)} picks mails, the last ${n(lastMailS, 1)} s after 7:00; ${n(sink.others)} other mails (saved-search alerts); search p95 ${n(search.p95, 1)} ms`,
    );
    log(
      `CPU in cores: workers ${n(cpu.workers / cpu.wallS, 2)}, PostgreSQL ${n(cpu.database / cpu.wallS, 2)}, web ${n(cpu.web / cpu.wallS, 2)}, this process ${n(cpu.benchmark / cpu.wallS, 2)}; the machine ${n(cpu.machine / cpu.wallS, 2)} of ${os.cpus().length}`,
    );
    return result;
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
  }
}

async function main(): Promise<void> {
  inMorningHours();
  const created: BenchDatabase | undefined = REUSE ? undefined : await createDatabase('postgres', 'bench_mornings');
  const url = REUSE ?? created!.url!;
  const dataDir = created?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mornings-'));
  const db = openDatabase({ databaseUrl: url, dataDir }).db;
  const sink = await startMorningSink();
  const results: Morning[] = [];
  try {
    await migrateToLatest(db, 'postgres');
    if (!REUSE) {
      log(`building ${n(MEMBERS)} members on PostgreSQL (${url})`);
      const buildMs = await buildDataSet(db, 'postgres', MEMBERS, await hashPassword(PASSWORD), log);
      await spreadActivity(db, 'postgres', new Date());
      const shares = await shareOut(db, MEMBERS, new Date());
      log(
        `built in ${n(buildMs / 1000, 1)} s: ${n(shares.wanters)} members want the picks mail, ${n(shares.searchers)} saved searches with alerts`,
      );
    }
    for (const workers of WORKERS) results.push(await morning(workers, { url, dataDir }, db, sink));
  } finally {
    await sink.close();
    await db.destroy();
    if (created && args.keep !== 'true') await created.drop();
    else if (created) log(`kept: run again on it with --reuse=${created.url}`);
    if (!created) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report(results);
}

/** CPU seconds as milliseconds per picks mail. */
const perMember = (r: Morning, seconds: number) => n((seconds * 1000) / Math.max(1, r.mailed), 1);

/** With --kill: when a worker was killed and the mails lost with it. */
const killRow: [string, (r: Morning) => string] = [
  'a worker killed with -9',
  (r) => (r.killed ? `at ${n(r.killed.atS)} s; ${n(r.killed.lostMails)} mails lost, named in the log` : 'not reached'),
];

function report(results: Morning[]): void {
  const rows: [string, (r: Morning) => string][] = [
    ['members due / picks mails', (r) => `${n(r.wanters)} / ${n(r.mailed)}`],
    ['7:00 → last picks mail', (r) => `${r.projected ? 'projected ' : ''}${n(r.lastMailS, 1)} s (${n(r.lastMailS / 60, 1)} min)`],
    ['mails a second', (r) => n(r.mailsPerS, 1)],
    ['workers’ CPU per member', (r) => `${n(r.cpuPerMemberMs, 1)} ms`],
    [
      'database / web / benchmark',
      (r) => [r.cpu.database, r.cpu.web, r.cpu.benchmark].map((c) => `${perMember(r, c)}`).join(' / ') + ' ms',
    ],
    [
      'machine busy (cores)',
      (r) => `${n(r.cpu.machine / r.cpu.wallS, 2)} of ${os.cpus().length}: ${perMember(r, r.cpu.machine)} ms a member`,
    ],
    [
      `search p50 / p95 (${RATE}/s)`,
      (r) => `${n(r.searchP50, 1)} / ${n(r.searchP95, 1)} ms (${n(r.searches)}, ${r.searchErrors} errors)`,
    ],
    ['members mailed twice', (r) => String(r.twice)],
    ...(KILL_AFTER_S === undefined ? [] : [killRow]),
    ['saved-search and other mails', (r) => n(r.others)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `\nMornings on ${os.cpus()[0]?.model ?? 'this CPU'} (${os.cpus().length} cores), Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`${''.padEnd(width)}  ${results.map((r) => `${r.workers} worker${r.workers > 1 ? 's' : ''}`.padEnd(34)).join('')}`);
  for (const [label, cell] of rows) console.log(`${label.padEnd(width)}  ${results.map((r) => cell(r).padEnd(34)).join('')}`);
  const one = results.find((r) => r.workers === 1);
  const two = results.find((r) => r.workers === 2);
  if (one && two) console.log(`two workers ${(one.lastMailS / two.lastMailS).toFixed(2)}× one`);
}

await main();
