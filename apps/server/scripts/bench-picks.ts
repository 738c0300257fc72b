// `npm run bench:picks`: what Today's matches cost (docs/decisions/0053), measured in this process
// on the real app (buildApp) over a realistic member base: 1,000,000 members on PostgreSQL,
// 200,000 on SQLite, built as for bench:search (bench-dataset.ts: two members in five with partner
// preferences), then with when each was last active spread over two years (most in the last
// weeks, one in eight away more than 180 days). With a fixed clock (7:00 India time of the latest
// India day begun), it measures:
//   - the first read of the activity order: time, memory growth, the event loop's longest pause;
//   - the first choice of the day for members with preferences (picksOfDay): wall and CPU time
//     per choice, and how many walks stopped early against those that walked the whole list;
//   - the 7:00 mail job (sendDailyPicksMails) over a few thousand members, through the durable
//     mail queue to the dev outbox (files in the data directory): members and mails a second;
// and prints a table. Options: --engine=postgres|sqlite|both (default both), --count=N (override
// the size), --members=N (choices timed, default 300), --warmup=N (choices first, not timed,
// default 20), --mail-members=N (members who want the mail, default 3000), --compatible=S (share of
// the choosing members with a star who chose only compatible stars, default 0.25), --keep (keep the
// database; it prints how to reuse it), --reuse=<postgres URL or SQLite data directory> (a kept
// base: no build; its day's picks and mails are undone first, so each run chooses a fresh day).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { type Kysely } from 'kysely';
import { DAILY_PICKS, todayInIndia, type Gender } from '@inai/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Engine } from '../src/db/engine.js';
import type { Database } from '../src/db/schema.js';
import { backgroundSettled } from '../src/lib/background.js';
import { hashPassword } from '../src/lib/passwords.js';
import { random } from '../src/lib/seeded-random.js';
import { activeInOrder, activeSince } from '../src/modules/daily-picks/activity-order.js';
import { sendDailyPicksMails } from '../src/modules/daily-picks/daily-picks.notifications.js';
import { picksOfDay, walkPicks } from '../src/modules/daily-picks/daily-picks.service.js';
import { separatedFrom } from '../src/modules/entitlements/entitlements.service.js';
import { matchRanking } from '../src/modules/search/search.service.js';
import type { AppContext } from '../src/types.js';
import { spreadActivity } from './bench-activity.js';
import { buildDataSet } from './bench-dataset.js';
import { createDatabase, percentile, seededShuffle, type BenchDatabase } from './bench-server.js';
import { reusedBase, scriptArgs } from './script-args.js';

const args = scriptArgs();
const REUSE = reusedBase(args);
const engines: Engine[] = REUSE
  ? [REUSE.startsWith('postgres') ? 'postgres' : 'sqlite']
  : args.engine === 'postgres' || args.engine === 'sqlite'
    ? [args.engine]
    : ['postgres', 'sqlite'];
const MEMBERS = Number(args.members ?? 300);
const WARMUP = Number(args.warmup ?? 20);
const MAIL_MEMBERS = Number(args['mail-members'] ?? 3000);
const COMPATIBLE_SHARE = Number(args.compatible ?? 0.25);
const log = (s: string) => console.log(s);

const DAY_S = 24 * 60 * 60;

/** 7:00 India time (01:30 UTC) of the latest India day begun: the mail's hour, and never in the future. */
function benchClock(): Date {
  const now = new Date();
  const at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 1, 30);
  return new Date(at <= now.getTime() ? at : at - DAY_S * 1000);
}

/** A kept base's clock: the first 7:00 India time at or after its most recent activity (the spread ends a minute before it). */
async function clockOf(db: Kysely<Database>): Promise<Date> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('last_active_at').as('latest'))
    .executeTakeFirst();
  if (!row?.latest) throw new Error('the kept base has no last-active times: build a new one');
  const latest = Date.parse(String(row.latest));
  const day = new Date(latest);
  const at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 1, 30);
  return new Date(at >= latest ? at : at + DAY_S * 1000);
}

/** Undoes what an earlier run did on a kept base: no picks, no day chosen or mailed, no stars choice, no queued mail. */
async function undoEarlierRun(db: Kysely<Database>, dataDir: string): Promise<void> {
  await db.deleteFrom('daily_picks').execute();
  await db.deleteFrom('outbound').execute();
  await db.updateTable('users').set({ daily_picks_on: '' }).where('daily_picks_on', '<>', '').execute();
  await db.updateTable('users').set({ daily_picks_mailed_on: '' }).where('daily_picks_mailed_on', '<>', '').execute();
  await db.updateTable('users').set({ daily_picks_compatible: 0 }).where('daily_picks_compatible', '=', 1).execute();
  await db.deleteFrom('search_changes').execute();
  fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
}

interface Chooser {
  id: number;
  compatible: boolean;
}

/**
 * Who chooses, and who wants the 7:00 mail. Choosers: searchable members active in the 180 days
 * with saved preferences (a member opening the site is active); a share of those with a star
 * chose only compatible stars. Mail: any other members (with or without preferences, active or
 * not, as the job meets them); everyone else has the mail switched off, so the job's run is
 * bounded and its members are not ones whose day is already chosen.
 */
async function chooseMembers(db: Kysely<Database>, clock: Date): Promise<{ choosers: Chooser[]; mailed: number }> {
  const candidates = await db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .innerJoin('partner_preferences as p', 'p.user_id', 'u.id')
    .select(['u.id', 'd.star'])
    .where('u.is_verified', '=', 1)
    .where('u.suspended_at', 'is', null)
    .where('u.last_active_at', '>=', activeSince(clock).toISOString())
    .orderBy('u.id')
    .execute();
  const rand = random(53);
  const choosers = seededShuffle(candidates, 7)
    .slice(0, WARMUP + MEMBERS)
    .map((c) => ({ id: c.id, compatible: c.star !== null && rand() < COMPATIBLE_SHARE }));
  const compatibleIds = choosers.filter((c) => c.compatible).map((c) => c.id);
  for (let i = 0; i < compatibleIds.length; i += 1000) {
    await db
      .updateTable('users')
      .set({ daily_picks_compatible: 1 })
      .where('id', 'in', compatibleIds.slice(i, i + 1000))
      .execute();
  }
  const taken = new Set(choosers.map((c) => c.id));
  const everyone = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id);
  const mail = seededShuffle(
    everyone.filter((id) => !taken.has(id)),
    11,
  ).slice(0, MAIL_MEMBERS);
  await db.updateTable('users').set({ notify_daily_picks: 0 }).where('notify_daily_picks', '=', 1).execute();
  for (let i = 0; i < mail.length; i += 1000) {
    await db
      .updateTable('users')
      .set({ notify_daily_picks: 1 })
      .where('id', 'in', mail.slice(i, i + 1000))
      .execute();
  }
  return { choosers, mailed: mail.length };
}

/** Lets the event loop turn, as it does between two requests: the monitor's timer fires and records the pause before. */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/**
 * The event loop's longest pause over a phase, in ms (sampled every millisecond). The monitor
 * records a pause only when its timer fires after it, so the phase must let the loop turn;
 * it starts once the monitor has ticked.
 */
async function pauses(): Promise<{ stop(): Promise<number> }> {
  const h: IntervalHistogram = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  // Its first tick only sets where it counts from: a pause before it would go unrecorded.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return {
    stop: async () => {
      await turn();
      h.disable();
      return h.max / 1e6;
    },
  };
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

interface Result {
  engine: Engine;
  count: number;
  active: Record<Gender, number>;
  bootMs: number;
  rssReadyMb: number;
  read: { ms: number; rssMb: number; arrayBuffersMb: number; pauseMs: number };
  choices: {
    n: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    cpuMean: number;
    cpuP95: number;
    full: number;
    early: number;
    walkedMedian: number;
    picked: [number, number, number];
    compatible: number;
    pauseMs: number;
  };
  mail: { members: number; mails: number; seconds: number; cpuPerMemberMs: number; pauseMs: number };
}

async function benchmark(engine: Engine): Promise<Result> {
  const count = Number(args.count ?? (engine === 'postgres' ? 1_000_000 : 200_000));
  const created: BenchDatabase | undefined = REUSE ? undefined : await createDatabase(engine, 'inai_bench_picks');
  const databaseUrl = REUSE ? (engine === 'postgres' ? REUSE : undefined) : created!.url;
  const dataDir =
    REUSE && engine === 'sqlite' ? REUSE : (created?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'inai-bench-picks-')));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const setup = openDatabase({ databaseUrl, dataDir });
    let setupOpen = true;
    let clock: Date;
    let members: number;
    try {
      await migrateToLatest(setup.db, engine);
      if (REUSE) {
        clock = await clockOf(setup.db);
        members = Number(
          (
            await setup.db
              .selectFrom('users')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
        log(`\n=== ${engine}: a kept base of ${members.toLocaleString('en-IN')} members (${REUSE}) ===`);
      } else {
        members = count;
        clock = benchClock();
        log(`\n=== ${engine}: ${count.toLocaleString('en-IN')} members ===`);
        const buildMs = await buildDataSet(setup.db, engine, count, await hashPassword('Bench-password-1'), log);
        const t = performance.now();
        await spreadActivity(setup.db, engine, clock);
        log(
          `data set built in ${(buildMs / 1000).toFixed(1)} s, last-active times spread in ${((performance.now() - t) / 1000).toFixed(1)} s`,
        );
      }
      await undoEarlierRun(setup.db, dataDir);
      const { choosers, mailed } = await chooseMembers(setup.db, clock);
      log(
        `clock ${clock.toISOString()} (7:00 India time of ${todayInIndia(clock)}); ${choosers.length} choosers, ${mailed} members want the mail`,
      );
      // The app opens its own connections; the setup's go first (SQLite: one writer).
      await setup.db.destroy();
      setupOpen = false;

      // The real app as the server builds it; NODE_ENV=test keeps the background jobs (the 7:00
      // job among them) from running on the real clock: the job is called here with the fixed one.
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_DATA: '0',
        PUBLIC_URL: 'https://inai.example.in',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const bootStarted = performance.now();
      app = await buildApp(config, { logger: false });
      const bootMs = performance.now() - bootStarted;
      const ctx: AppContext = app.ctx;
      const rssReadyMb = mb(process.memoryUsage().rss);
      log(`app ready in ${(bootMs / 1000).toFixed(1)} s (search index built), RSS ${rssReadyMb.toFixed(0)} MB`);

      // 1. The first read of the activity order (both genders at once, as the first choice of a day reads it).
      const before = process.memoryUsage();
      let pause = await pauses();
      let t = performance.now();
      await activeInOrder(ctx, 'Female', clock);
      const readMs = performance.now() - t;
      const readPauseMs = await pause.stop();
      const after = process.memoryUsage();
      const active = { Male: 0, Female: 0 };
      for (const gender of ['Male', 'Female'] as const) for (const _ of await activeInOrder(ctx, gender, clock)) active[gender]++;
      log(
        `activity order read in ${readMs.toFixed(0)} ms: ${active.Female.toLocaleString('en-IN')} women and ${active.Male.toLocaleString('en-IN')} men active in 180 days`,
      );

      // 2. Each chooser's first choice of the day.
      const day = todayInIndia(clock);
      for (const c of choosers.slice(0, WARMUP)) await picksOfDay(ctx, c.id, clock);
      const timed = choosers.slice(WARMUP);
      const wall: number[] = [];
      const cpu: number[] = [];
      const sizes: number[] = [];
      pause = await pauses();
      for (const c of timed) {
        const cpu0 = process.cpuUsage();
        t = performance.now();
        const picks = await picksOfDay(ctx, c.id, clock);
        wall.push(performance.now() - t);
        cpu.push(cpuMs(cpu0));
        sizes.push(picks.state === 'ready' ? picks.ids.length : 0);
        // On SQLite every query answers at once and a choice may never give the loop a turn: without
        // one between choices, the phase would read as a single pause.
        await turn();
      }
      const choicePauseMs = await pause.stop();
      // Untimed: how far each walk went, the product's walk made again on the same order, with the
      // exclusions of the moment before the day's choice (earlier days' picks, blocks).
      const since = activeSince(clock).getTime();
      let early = 0;
      let full = 0;
      const walked: number[] = [];
      for (const c of timed) {
        const ranking = await matchRanking(ctx, c.id, c.compatible, day);
        if (ranking.state !== 'ready') continue;
        const earlier = await ctx.db
          .selectFrom('daily_picks')
          .select('profile_id')
          .where('member_id', '=', c.id)
          .where('day', '<>', day)
          .execute();
        const excluded = new Set([...earlier.map((r) => r.profile_id), ...(await separatedFrom(ctx, c.id))]);
        const again = await walkPicks(await activeInOrder(ctx, ranking.gender, clock), ranking, excluded, since);
        if (again.early) early++;
        else full++;
        walked.push(again.walked);
      }
      const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
      const wallSorted = sorted(wall);
      const cpuSorted = sorted(cpu);

      // 3. The 7:00 job, run after run (each stops after its 40 s budget) until no member is due.
      const quiet = { info: () => undefined, error: (...e: unknown[]) => console.error('picks mail:', ...e) };
      const due = async () =>
        Number(
          (
            await ctx.db
              .selectFrom('users')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('notify_daily_picks', '=', 1)
              .where('daily_picks_mailed_on', '<', day)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const dueAtStart = await due();
      let mails = 0;
      pause = await pauses();
      const mailCpu = process.cpuUsage();
      t = performance.now();
      do mails += await sendDailyPicksMails(ctx, quiet, clock);
      while ((await due()) > 0);
      await backgroundSettled();
      const mailSeconds = (performance.now() - t) / 1000;
      const mailCpuMs = cpuMs(mailCpu);
      const mailPauseMs = await pause.stop();

      return {
        engine,
        count: members,
        active,
        bootMs,
        rssReadyMb,
        read: {
          ms: readMs,
          rssMb: mb(after.rss - before.rss),
          arrayBuffersMb: mb(after.arrayBuffers - before.arrayBuffers),
          pauseMs: readPauseMs,
        },
        choices: {
          n: timed.length,
          p50: percentile(wallSorted, 50),
          p95: percentile(wallSorted, 95),
          p99: percentile(wallSorted, 99),
          max: wallSorted.at(-1) ?? 0,
          cpuMean: cpu.reduce((s, x) => s + x, 0) / Math.max(1, cpu.length),
          cpuP95: percentile(cpuSorted, 95),
          full,
          early,
          walkedMedian: percentile(sorted(walked), 50),
          picked: [
            sizes.filter((n) => n === DAILY_PICKS.perDay).length,
            sizes.filter((n) => n > 0 && n < DAILY_PICKS.perDay).length,
            sizes.filter((n) => n === 0).length,
          ],
          compatible: timed.filter((c) => c.compatible).length,
          pauseMs: choicePauseMs,
        },
        mail: {
          members: dueAtStart,
          mails,
          seconds: mailSeconds,
          cpuPerMemberMs: mailCpuMs / Math.max(1, dueAtStart),
          pauseMs: mailPauseMs,
        },
      };
    } finally {
      // On an error before the app was built, the setup's connections are still open.
      if (setupOpen) await setup.db.destroy();
    }
  } finally {
    await app?.close();
    if (created && args.keep !== 'true') await created.drop();
    else if (created) log(`kept: run again on it with --reuse=${created.url ?? created.dataDir}`);
    else if (engine === 'postgres') fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(results: Result[]): void {
  const n = (x: number, digits = 0) =>
    x.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const rows: [string, (r: Result) => string][] = [
    ['members (active 180 days: women / men)', (r) => `${n(r.count)} (${n(r.active.Female)} / ${n(r.active.Male)})`],
    ['app ready (search index), RSS', (r) => `${n(r.bootMs / 1000, 1)} s, ${n(r.rssReadyMb)} MB`],
    ['activity order, first read', (r) => `${n(r.read.ms)} ms`],
    ['  RSS growth (typed arrays)', (r) => `${n(r.read.rssMb, 1)} MB (${n(r.read.arrayBuffersMb, 1)} MB)`],
    ['  longest event-loop pause', (r) => `${n(r.read.pauseMs, 1)} ms`],
    ['choices timed (only compatible stars)', (r) => `${r.choices.n} (${r.choices.compatible})`],
    [
      '  p50 / p95 / p99 / max',
      (r) => `${n(r.choices.p50, 1)} / ${n(r.choices.p95, 1)} / ${n(r.choices.p99, 1)} / ${n(r.choices.max, 1)} ms`,
    ],
    ['  CPU per choice, mean / p95', (r) => `${n(r.choices.cpuMean, 1)} / ${n(r.choices.cpuP95, 1)} ms`],
    ['  walks stopped early / whole list', (r) => `${r.choices.early} / ${r.choices.full}`],
    ['  entries walked, median', (r) => n(r.choices.walkedMedian)],
    ['  days with 5 / 1–4 / no picks', (r) => r.choices.picked.join(' / ')],
    ['  longest event-loop pause', (r) => `${n(r.choices.pauseMs, 1)} ms`],
    ['7:00 job: members, mails sent', (r) => `${n(r.mail.members)}, ${n(r.mail.mails)}`],
    [
      '  members / s (mails / s)',
      (r) => `${n(r.mail.members / r.mail.seconds)} (${n(r.mail.mails / r.mail.seconds)}) in ${n(r.mail.seconds, 1)} s`,
    ],
    ['  CPU per member', (r) => `${n(r.mail.cpuPerMemberMs, 2)} ms`],
    ['  longest event-loop pause', (r) => `${n(r.mail.pauseMs, 1)} ms`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const cells = rows.map(([label, cell]) => [label, ...results.map(cell)]);
  const widths = results.map((_, i) => Math.max(results[i]!.engine.length, ...cells.map((c) => c[i + 1]!.length)));
  log(
    `\nToday's matches on ${os.cpus()[0]?.model ?? 'this CPU'} (${os.cpus().length} cores), Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log(`${''.padEnd(width)}  ${results.map((r, i) => r.engine.padEnd(widths[i]!)).join('  ')}`);
  for (const c of cells)
    log(
      `${c[0]!.padEnd(width)}  ${c
        .slice(1)
        .map((x, i) => x.padEnd(widths[i]!))
        .join('  ')}`,
    );
  log(
    'Times in this process; on PostgreSQL the database server’s own CPU is not counted. "Walks" come from the product’s walk (walkPicks) made again, untimed.',
  );
}

const results: Result[] = [];
for (const engine of engines) results.push(await benchmark(engine));
table(results);
