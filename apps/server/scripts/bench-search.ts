// `npm run bench:search`: builds a realistic member base (1,000,000 on PostgreSQL, 200,000 on
// SQLite), starts the built server on it, and drives it over HTTP with autocannon: the health
// check, typical searches with random filter combinations, deep pages, and members' Matches
// (loggedInSearch with "only compatible stars", signed in, with a plan). Prints requests/s,
// p50/p95/p99 latency, the search/health throughput ratio against the targets, and the query
// plans of the queries a search runs. Options: --engine=postgres|sqlite|both (default both),
// --count=N (override the size), --seconds=N (per run, default 20), --rounds=N (runs of each
// kind, interleaved; the best counts; default 2), --members=N (members signed in for the Matches
// runs, default 200), --changes=N (profile edits a second during
// the runs, default 2), --kinds=health,typical,deep,matches (which runs, default all; for profiling
// one kind), --mix=plain (the searches of before the Tamil biodata, to compare code on them),
// --keep (keep the database).
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { CompiledQuery, type Kysely } from 'kysely';
import { addDays, DIETS, EDUCATION_LEVELS, MARITAL_STATUSES, PROFILE_HEIGHTS, STARS, todayInIndia } from '@inai/shared';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Engine } from '../src/db/engine.js';
import type { Database } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { changesQuery, searchableBatchQuery } from '../src/modules/search/search.repository.js';
import { random, weighted } from '../src/lib/seeded-random.js';
import { buildDataSet, cityPicker, MOTHER_TONGUE_WEIGHTS, visitorSearchPickers } from './bench-dataset.js';
import {
  createDatabase,
  percentile,
  readCpuSeconds,
  readRssMb,
  readServerMemory,
  startServer,
  stopServer,
} from './bench-server.js';
import { scriptArgs } from './script-args.js';

const args = scriptArgs();
const engines: Engine[] = args.engine === 'postgres' || args.engine === 'sqlite' ? [args.engine] : ['postgres', 'sqlite'];
const SECONDS = Number(args.seconds ?? 20);
const CONNECTIONS = 32;
const ROUNDS = Number(args.rounds ?? 2);
const KINDS = new Set(String(args.kinds ?? 'health,typical,deep,matches').split(','));
/**
 * `--mix=plain`: the searches and edits of before the Tamil biodata (no diet, residence, education
 * or physical status filters; no diet or country edits), drawing the same random numbers, so that
 * code before and after a change can be compared on the same searches.
 */
const PLAIN_MIX = args.mix === 'plain';
const TARGETS = { p95Ms: 20, ratio: 0.5, buildMs: 5 * 60 * 1000 };
const log = (s: string) => console.log(s);

interface RunResult {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The server's CPU time (user + system) per request: steadier than req/s on a shared machine. */
  cpuMs: number;
}

/** One autocannon run against the server `pid`; latencies are recorded per response, so p95 is exact. */
async function drive(
  label: string,
  url: string,
  pid: number | undefined,
  request: () => { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> },
): Promise<RunResult> {
  const latencies: number[] = [];
  const cpuBefore = readCpuSeconds(pid);
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // With a callback autocannon returns the running instance, whose events give every latency.
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (req) => {
              const r = request();
              return { ...req, method: r.method, path: r.path, body: r.body, headers: { ...req.headers, ...r.headers } };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (status >= 400) errors++;
    });
  });
  const cpuSeconds = readCpuSeconds(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length,
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
    cpuMs: (cpuSeconds * 1000) / Math.max(1, latencies.length),
  };
}

/** Each request from its own client address, as many visitors are (the server trusts X-Forwarded-For here). */
const rand = random(99);
const visitor = () => ({
  'x-forwarded-for': `10.${Math.floor(rand() * 250)}.${Math.floor(rand() * 250)}.${1 + Math.floor(rand() * 250)}`,
  'content-type': 'application/json',
});

/**
 * Searches as people make them: gender, an age band, mostly a religion, sometimes a caste and a
 * place, and now and then the filter panel's newer choices: marital status, mother tongue, a
 * height range, one or a few stars, and the Tamil biodata's: one or two diets, living abroad
 * (or in one country), an education level or higher, a physical status.
 */
function typicalSearch(page: () => number) {
  const gender = weighted(
    [
      ['Male', 1],
      ['Female', 1],
    ] as const,
    rand,
  );
  const { age, religion, caste, state } = visitorSearchPickers(rand);
  const city = cityPicker(rand);
  const motherTongue = weighted(MOTHER_TONGUE_WEIGHTS, rand);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const residence = weighted(
    [
      ['Abroad', 5],
      ['India', 2],
      ['United States of America', 1],
      ['Singapore', 1],
      ['United Arab Emirates', 1],
    ] as const,
    rand,
  );
  return () => {
    const st = state();
    const from = 1 + Math.floor(rand() * 12);
    const criteria = {
      gender: gender(),
      age: age(),
      religion: religion(),
      caste: caste(),
      state: st,
      city: st && rand() < 0.5 ? city(st) : '',
      ...(rand() < 0.1 ? { marital_status: pick(MARITAL_STATUSES) } : {}),
      ...(rand() < 0.15 ? { mother_tongue: motherTongue() } : {}),
      ...(rand() < 0.2
        ? rand() < 0.5
          ? { height_from: PROFILE_HEIGHTS[from], height_to: PROFILE_HEIGHTS[from + 1 + Math.floor(rand() * 8)] }
          : { height_from: PROFILE_HEIGHTS[from] }
        : {}),
      ...(rand() < 0.1 ? { star: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(STARS)) } : {}),
      ...(rand() < 0.12 && !PLAIN_MIX ? { diet: rand() < 0.6 ? pick(DIETS) : [pick(DIETS), pick(DIETS)] } : {}),
      ...(rand() < 0.08 && !PLAIN_MIX ? { residence_country: residence() } : {}),
      ...(rand() < 0.08 && !PLAIN_MIX ? { education_level: pick(EDUCATION_LEVELS.slice(0, 4)) } : {}),
      ...(rand() < 0.03 && !PLAIN_MIX ? { physical_status: 'Normal' } : {}),
      page: page(),
    };
    return { method: 'POST' as const, path: '/api/search', body: JSON.stringify(criteria), headers: visitor() };
  };
}

const CHANGES_PER_SECOND = Number(args.changes ?? 2);

interface LiveChanges {
  /** Stops the edits; resolves to how many were made. */
  stop(): Promise<number>;
}

/**
 * Members editing their profiles during the runs. The database's triggers record each edit in
 * search_changes, which the server polls every second (as it does for changes made through other
 * instances). Most edits change what a card shows only (the degree; the height is searched
 * since the filters of docs/decisions/0008 grew); one in four changes what search filters on (a
 * move to another city), and one in ten the diet or the country (both filtered on and shown).
 */
function liveProfileChanges(db: Kysely<Database>, members: number, perSecond: number): LiveChanges {
  const degrees = ['B.E.', 'B.Tech', 'B.Sc.', 'B.Com', 'M.B.A.', 'M.Sc.', 'M.B.B.S.', 'B.A.'];
  const tamilNaduCity = cityPicker(rand);
  let made = 0;
  let pending = Promise.resolve();
  const timer =
    perSecond > 0
      ? setInterval(() => {
          pending = pending.then(async () => {
            const userId = 1 + Math.floor(rand() * members);
            const now = new Date();
            const kind = rand();
            const edit =
              kind < 0.25
                ? { state: 'Tamil Nadu', city: tamilNaduCity('Tamil Nadu') }
                : kind < 0.35 && !PLAIN_MIX
                  ? rand() < 0.5
                    ? { diet: DIETS[Math.floor(rand() * DIETS.length)]! }
                    : { residence_country: rand() < 0.5 ? 'Singapore' : null }
                  : { degree: degrees[Math.floor(rand() * degrees.length)]! };
            await db
              .updateTable('user_details')
              .set({ ...edit, updated_at: now.toISOString() })
              .where('user_id', '=', userId)
              .execute();
            made += 1;
          });
        }, 1000 / perSecond)
      : undefined;
  let stopped: Promise<number> | undefined;
  return {
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(timer);
        await pending;
        return made;
      })()),
  };
}

const MATCH_MEMBERS = Number(args.members ?? 200);

/**
 * Members who open Matches: verified, with a saved star, partner preferences and an active plan
 * (given here as a sandbox purchase would), signed in over HTTP like anyone else.
 */
async function matchMembers(db: Kysely<Database>, url: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .innerJoin('partner_preferences as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email'])
    .where('u.is_verified', '=', 1)
    .where('d.star', 'is not', null)
    .orderBy('u.id')
    .limit(MATCH_MEMBERS)
    .execute();
  const now = new Date();
  await db
    .insertInto('member_plans')
    .values(
      rows.map((r) => ({
        user_id: r.id,
        plan_id: 2,
        plan_price: 0,
        status: 'Approved',
        starts_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        created_at: now.toISOString(),
        payment_id: null,
      })),
    )
    .execute();
  const tokens: string[] = [];
  for (const r of rows) {
    const answer = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: visitor(),
      body: JSON.stringify({ email: r.email, password: 'Bench-password-1' }),
    });
    if (!answer.ok) throw new Error(`bench login failed: ${answer.status} ${await answer.text()}`);
    tokens.push(((await answer.json()) as { token: string }).token);
  }
  return tokens;
}

/** Matches as members open them: "only compatible stars" on, mostly the first page. */
function matchesSearch(tokens: string[]) {
  return () => {
    const token = tokens[Math.floor(rand() * tokens.length)]!;
    const page = rand() < 0.8 ? 1 : 2 + Math.floor(rand() * 4);
    return {
      method: 'POST' as const,
      path: '/api/loggedInSearch',
      body: JSON.stringify({ page, compatible_stars: true }),
      headers: { ...visitor(), authorization: `Bearer ${token}` },
    };
  };
}

async function plans(db: Kysely<Database>, engine: Engine): Promise<string> {
  const today = todayInIndia();
  const explain = async (title: string, compiled: { sql: string; parameters: readonly unknown[] }, analyze = false) => {
    const prefix =
      engine === 'postgres' ? (analyze ? 'EXPLAIN (ANALYZE, BUFFERS OFF, TIMING OFF) ' : 'EXPLAIN ') : 'EXPLAIN QUERY PLAN ';
    const rows = (await db.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]))).rows as Record<
      string,
      unknown
    >[];
    const text = rows
      .map((r) => (engine === 'postgres' ? String(r['QUERY PLAN']) : `${'  '.repeat(Number(r.parent) ? 1 : 0)}${r.detail}`))
      .join('\n    ');
    return `  ${title}\n    ${text}`;
  };
  const count = db
    .selectFrom('user_details as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.is_verified', '=', 1)
    .where('d.gender', '=', 'Female')
    .where('d.dob', '>=', addDays(today, -31 * 365))
    .where('d.dob', '<=', addDays(today, -18 * 365))
    .where('d.religion', '=', 'Hindu');
  const timed = async () => {
    const t0 = performance.now();
    await count.execute();
    return (performance.now() - t0).toFixed(0);
  };
  const bare = await timed();
  const barePlan = await explain(`…as it stands: ${bare} ms`, count.compile(), engine === 'postgres');
  // The best index SQL could have for it, made here only to show what it would buy.
  await db.executeQuery(CompiledQuery.raw('CREATE INDEX bench_search_idx ON user_details (gender, religion, dob)'));
  await db.executeQuery(CompiledQuery.raw(engine === 'postgres' ? 'ANALYZE user_details' : 'ANALYZE'));
  await timed(); // warm
  const indexed = await timed();
  const indexedPlan = await explain(
    `…with an index on (gender, religion, dob), built for this comparison only: ${indexed} ms`,
    count.compile(),
    engine === 'postgres',
  );
  await db.executeQuery(CompiledQuery.raw('DROP INDEX bench_search_idx'));
  return [
    await explain(
      'Index and card loader, one batch of 20,000 (at start-up; a search itself runs no SQL):',
      searchableBatchQuery(db, 0, 20_000).compile(),
    ),
    await explain(
      'Changes made by other instances (every second):',
      changesQuery(db, new Date(Date.now() - 5000).toISOString()).compile(),
    ),
    '  Not used — what one search would cost in SQL: the total behind "Showing N profiles" for women 18–30, Hindu:',
    barePlan,
    indexedPlan,
  ].join('\n');
}

async function benchmark(engine: Engine): Promise<void> {
  const count = Number(args.count ?? (engine === 'postgres' ? 1_000_000 : 200_000));
  log(`\n=== ${engine}: ${count.toLocaleString('en-IN')} members ===`);
  const database = await createDatabase(engine);
  let server: ChildProcess | undefined;
  let db: Kysely<Database> | undefined;
  let changes: LiveChanges | undefined;
  try {
    db = openDatabase({ databaseUrl: database.url, dataDir: database.dataDir }).db;
    await migrateToLatest(db, engine);
    const buildMs = await buildDataSet(db, engine, count, await hashPassword('Bench-password-1'), log);
    log(`data set built in ${(buildMs / 1000).toFixed(1)} s`);
    const planText = await plans(db, engine);

    const port = 3500 + Math.floor(Math.random() * 400);
    const started = await startServer(port, database.dataDir, database.url);
    server = started.child;
    const url = `http://127.0.0.1:${port}`;
    log(`server ready in ${(started.startMs / 1000).toFixed(1)} s (search index built from the database)`);
    const memoryAtStart = await readServerMemory(url);
    log(`  memory once ready, before any load: ${memoryAtStart}`);
    const tokens = await matchMembers(db, url);
    log(`${tokens.length} members with a plan and a star signed in for the Matches runs`);

    await drive(
      'warm-up',
      url,
      server.pid,
      typicalSearch(() => 1),
    ); // JIT and caches warm, as on a live server
    // This machine's two cores are shared with the load generator and are noisy neighbours'
    // too: each kind runs twice, interleaved, and the better run of each counts.
    // A live site: members keep editing their profiles while others search. Each edit reaches the
    // server through search_changes, as one made on another instance would, and moves the index
    // and the cards on (which also retires the visitors' kept answers).
    changes = liveProfileChanges(db, count, CHANGES_PER_SECOND);
    const runs: RunResult[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      if (KINDS.has('health')) {
        runs.push(
          await drive(`GET /api/health #${round}`, url, server.pid, () => ({
            method: 'GET',
            path: '/api/health',
            headers: visitor(),
          })),
        );
      }
      if (KINDS.has('typical')) {
        runs.push(
          await drive(
            `POST /api/search (typical) #${round}`,
            url,
            server.pid,
            typicalSearch(() => (rand() < 0.8 ? 1 : 2 + Math.floor(rand() * 4))),
          ),
        );
      }
      if (KINDS.has('deep')) {
        runs.push(
          await drive(
            `POST /api/search (deep pages) #${round}`,
            url,
            server.pid,
            typicalSearch(() => 100 + Math.floor(rand() * 2400)),
          ),
        );
      }
      if (KINDS.has('matches')) {
        runs.push(await drive(`POST /api/loggedInSearch (matches) #${round}`, url, server.pid, matchesSearch(tokens)));
      }
    }
    const edits = await changes.stop();
    const best = (prefix: string) => runs.filter((r) => r.label.startsWith(prefix)).sort((a, b) => b.rps - a.rps)[0];
    const health = best('GET /api/health');
    const search = best('POST /api/search (typical)');
    const deep = best('POST /api/search (deep pages)');
    const matches = best('POST /api/loggedInSearch (matches)');
    const rss = readRssMb(server.pid);
    const memoryAfter = await readServerMemory(url);

    log(
      `\n  ${'run'.padEnd(36)} ${'requests'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)} ${'CPU ms/req'.padStart(10)}`,
    );
    for (const r of runs) {
      log(
        `  ${r.label.padEnd(36)} ${String(r.requests).padStart(9)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(2).padStart(7)} ${r.p95.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)} ${String(r.errors).padStart(6)} ${r.cpuMs.toFixed(3).padStart(10)}`,
      );
    }
    log(`  best of ${ROUNDS} each; server memory (RSS) ${rss} MB with the index of ${count.toLocaleString('en-IN')} members`);
    log(`  memory once ready: ${memoryAtStart}; after the runs: ${memoryAfter}`);
    log(
      `  ${edits} profile edits reached the server through search_changes while the runs went on (${CHANGES_PER_SECOND} a second)`,
    );
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    if (health && search) {
      const ratio = search.rps / health.rps;
      log(`\n  search/health throughput: ${(ratio * 100).toFixed(0)} % (target ≥ 50 %: ${verdict(ratio >= TARGETS.ratio)})`);
    }
    const p95s = [search, deep, matches].filter((r): r is RunResult => r !== undefined);
    if (p95s.length > 0) {
      log(
        `  search p95 at ${CONNECTIONS} connections: ${p95s.map((r) => `${r.p95.toFixed(2)} ms ${r.label.replace(/^.*\((.*)\).*$/, '$1')}`).join(', ')} (target ≤ 20 ms: ${verdict(Math.max(...p95s.map((r) => r.p95)) <= TARGETS.p95Ms)})`,
      );
    }
    log(`  data set built in ${(buildMs / 1000).toFixed(1)} s (target ≤ 300 s: ${verdict(buildMs <= TARGETS.buildMs)})`);
    log(`\n  Query plans (${engine}):\n${planText}`);
  } finally {
    await changes?.stop();
    await db?.destroy();
    // The server's last writes (its outbox, the database) end before its folder is removed.
    if (server) await stopServer(server);
    if (args.keep !== 'true') await database.drop();
    else log(`kept: ${database.url ?? database.dataDir}`);
  }
}

for (const engine of engines) await benchmark(engine);
