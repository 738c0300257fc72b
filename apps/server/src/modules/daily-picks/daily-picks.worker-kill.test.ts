import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/engine.js';
import { ENGINES, PG_ADMIN_URL } from '../../test/databases.js';
import { fakeClockEnv } from '../../test/fake-clock.js';
import { picksPeople } from '../../test/picks-people.js';
import { killServer, spawnWorker, stopServer, type ServerProcess } from '../../test/server-process.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A worker killed with -9 in the middle of the 7:00 picks run (docs/decisions/0081, 0082): a
// member's claim and the queueing of their mail commit together, so the killed worker loses
// nobody — the transaction in hand rolls back and another worker mails that member — and nobody is
// mailed twice. Real worker processes on the test's database, their clocks set to 7:05 India time
// by libfaketime (src/test/fake-clock.ts); a worker's first run begins as it starts.
const DAY = '2027-10-11';
const WORKER_CLOCK = `${DAY}T01:35:00Z`;
const SEEKERS = 24;

let t: TestApp | undefined;
let workers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(workers.map((w) => stopServer(w.child, 5_000)));
  await t?.close();
  workers = [];
  t = undefined;
});

/** What a stopped worker holds, seen from outside: a member's transaction open on PostgreSQL, the write lock on SQLite. */
interface Inspector {
  memberInHand(): Promise<boolean>;
  close(): Promise<void>;
}

async function inspectorOf(app: TestApp, engine: Engine): Promise<Inspector> {
  if (engine === 'sqlite') {
    // A second connection asking for the write lock without waiting: busy while a worker holds it.
    const probe = new SQLite(path.join(app.dataDir, 'matrimony.sqlite'));
    probe.pragma('busy_timeout = 0');
    return {
      memberInHand: async () => {
        try {
          probe.exec('BEGIN IMMEDIATE');
          probe.exec('ROLLBACK');
          return false;
        } catch (err) {
          if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
          throw err;
        }
      },
      close: async () => void probe.close(),
    };
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  return {
    // A member's transaction between its statements: their day's picks being recorded, or their
    // mail's claim with the mail queued or not yet (no saved searches here, whose digest has one too).
    memberInHand: async () => {
      const r = await admin.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'`,
        [app.databaseName],
      );
      return (r.rows[0] as { n: number }).n > 0;
    },
    close: () => admin.end(),
  };
}

describe.each(ENGINES)('a worker killed with -9 in the middle of the picks run on %s', (engine: Engine) => {
  it('another worker finishes the morning: every member mailed once, the member in hand included', async () => {
    t = await createTestApp({ engine });
    const app = t;
    const { woman, seeker } = picksPeople(() => app.app);
    for (const name of ['Oviya', 'Kayal', 'Nila']) await woman(name, DAY, 'Jain');
    const seekers: number[] = [];
    for (let i = 1; i <= SEEKERS; i++) seekers.push((await seeker(`Jain seeker ${i}`, DAY, 'Jain')).userId);
    const db = app.app.ctx.db;
    const claimed = async () =>
      (await db.selectFrom('users').select('id').where('id', 'in', seekers).where('daily_picks_mailed_on', '=', DAY).execute())
        .length;
    const picksMails = () =>
      db.selectFrom('outbound').select(['member_id', 'subject']).where('member_id', 'in', seekers).orderBy('id').execute();
    const env = { ...fakeClockEnv(WORKER_CLOCK), DEMO_DATA: '0', WORKER_CONCURRENCY: '2' };

    // The first worker's run begins as it starts; it is stopped (SIGSTOP) now and then, and killed
    // once it is caught with some members mailed, some still due and a member in hand.
    const inspector = await inspectorOf(app, engine);
    let child: ChildProcess | undefined;
    let killedAt: { claimed: number } | undefined;
    const watch = (async () => {
      for (let tries = 0; !killedAt; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 3));
        if (!child?.pid || child.exitCode !== null) continue;
        if ((await claimed()) === 0) continue;
        child.kill('SIGSTOP');
        // A commit already on its way lands before the look.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const now = await claimed();
        if (now === SEEKERS) throw new Error(`the run ended before a kill in its middle (${tries} tries)`);
        if (await inspector.memberInHand()) {
          child.kill('SIGKILL');
          killedAt = { claimed: now };
        } else child.kill('SIGCONT');
      }
    })();
    try {
      const first = await spawnWorker({
        dataDir: app.dataDir,
        databaseUrl: app.databaseUrl,
        env,
        onSpawn: (c) => (child = c),
      }).catch((err: unknown) => (killedAt ? undefined : Promise.reject(err)));
      if (first) workers.push(first);
      await watch;
    } finally {
      await inspector.close();
    }
    await killServer(child!);
    expect(killedAt!.claimed).toBeGreaterThan(0);
    expect(killedAt!.claimed).toBeLessThan(SEEKERS);
    // What the killed worker queued is what it claimed: the member in hand left nothing behind.
    expect((await picksMails()).length).toBe(killedAt!.claimed);

    // Another worker finishes the morning.
    const second = await spawnWorker({ dataDir: app.dataDir, databaseUrl: app.databaseUrl, env });
    workers.push(second);
    const deadline = Date.now() + 30_000;
    while ((await claimed()) < SEEKERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const mails = await picksMails();
    const perMember = new Map<number, number>();
    for (const mail of mails) perMember.set(mail.member_id!, (perMember.get(mail.member_id!) ?? 0) + 1);
    for (const id of seekers) expect(perMember.get(id), `member ${id}`).toBe(1);
    expect(mails.every((m) => m.subject?.includes('matches'))).toBe(true);
    expect(second.output.filter((line) => line.includes('"level":50'))).toEqual([]);
  }, 120_000);
});
