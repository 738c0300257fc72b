import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Engine } from './db/engine.js';
import { createSmtpMailer } from './lib/mail/smtp-mailer.js';
import { deliverDueOutbound } from './lib/outbound/outbound-delivery.js';
import { LOST_ERROR, OUTBOUND_RULES } from './lib/outbound/outbound-rules.js';
import { enqueueMail } from './lib/outbound/outbound.js';
import { ENGINES, PG_ADMIN_URL } from './test/databases.js';
import { startFaultySmtpSink, type FaultySmtpSink } from './test/faulty-smtp-sink.js';
import { killServer, spawnWorker, stopServer, type ServerProcess } from './test/server-process.js';
import { createTestApp, type TestApp } from './test/test-app.js';

// The faults a morning's mail must survive, losing at most the messages in hand and never sending
// one twice (docs/decisions/0080-one-outbound-queue.md,
// docs/decisions/0081-worker-processes-and-stopping.md): a worker killed
// with -9, PostgreSQL dropping every connection as a restart does, the SMTP server refusing for a
// while. Real worker processes on the test's database, mailing a sink in this process; the
// morning's mails are queued as the picks run queues them, one per member with the member's id.
const MEMBERS = 30;
const MINUTE = 60_000;

let t: TestApp | undefined;
let sink: FaultySmtpSink | undefined;
let workers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(workers.map((w) => stopServer(w.child, 5_000)));
  await t?.close();
  await sink?.close();
  workers = [];
  t = undefined;
  sink = undefined;
});

/** A log that keeps its lines. */
function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => void lines.push({ level, obj, msg });
  const log = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const addressOf = (memberId: number) => `member.${memberId}@example.com`;

/** The morning: each member's mail queued, all in one transaction (so they become due together). Their ids. */
async function queueMorning(app: TestApp, members = MEMBERS): Promise<number[]> {
  const ids = Array.from({ length: members }, (_, i) => 1001 + i);
  await app.app.ctx.db.transaction().execute(async (trx) => {
    for (const id of ids)
      await enqueueMail(
        trx,
        { to: addressOf(id), subject: 'Your matches today', text: 'Today', html: '<p>Today</p>' },
        { memberId: id },
      );
  });
  return ids;
}

const rowsOf = (app: TestApp) =>
  app.app.ctx.db
    .selectFrom('outbound')
    .select(['id', 'member_id', 'recipient', 'attempts', 'sent_at', 'failed_at', 'claimed_by', 'last_error'])
    .orderBy('id')
    .execute();

/** Two workers on the app's database, mailing the sink; each with its process id (what its claims carry). */
async function startWorkers(app: TestApp, smtpUrl: string, count = 2): Promise<(ServerProcess & { processId: string })[]> {
  const started = await Promise.all(
    Array.from({ length: count }, () =>
      spawnWorker({
        dataDir: app.dataDir,
        databaseUrl: app.databaseUrl,
        env: { DEMO_DATA: '0', SMTP_URL: smtpUrl, WORKER_CONCURRENCY: '4' },
      }),
    ),
  );
  workers.push(...started);
  return started.map((w) => {
    const line = w.output.find((l) => l.includes('worker is running the jobs'))!;
    return Object.assign(w, { processId: (JSON.parse(line) as { processId: string }).processId });
  });
}

/** Waits until `done` (a failing look, e.g. on a dropped connection, counts as not yet), or fails after `ms`. */
async function until(done: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await Promise.resolve(done()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(ENGINES)('a worker killed with -9 mid-run on %s', (engine: Engine) => {
  it('the other finishes the morning; no one is mailed twice; the lost are named by member, at most those in hand', async () => {
    t = await createTestApp({ engine });
    sink = await startFaultySmtpSink({ delayMs: 300 });
    const [a, b] = await startWorkers(t, sink.url);
    const app = t;
    const members = await queueMorning(app);

    // Once mails arrive, the worker holding unsent rows (the first if both do) is killed.
    await until(() => sink!.total() > 0, 15_000, 'the first mail');
    const holding = new Set((await rowsOf(app)).filter((r) => r.sent_at === null && r.claimed_by).map((r) => r.claimed_by));
    const [killed, survivor] = holding.has(a!.processId) || !holding.has(b!.processId) ? [a!, b!] : [b!, a!];
    await killServer(killed.child);

    // The survivor sends everything but what the killed worker held.
    await until(
      async () => (await rowsOf(app)).every((r) => r.sent_at !== null || r.claimed_by === killed.processId),
      20_000,
      'the surviving worker to finish',
    );
    expect(survivor.child.exitCode).toBeNull();

    // A sweep past the stale time ends the dead worker's claims as lost, resending none.
    const { log, lines } = recordingLog();
    const mailer = createSmtpMailer(sink.url, 'Inai <support@example.com>');
    const owner = { db: app.app.ctx.db, engine: app.app.ctx.engine, processId: 'fault-test-sweep' };
    const later = new Date(Date.now() + OUTBOUND_RULES.claimStaleMs + MINUTE);
    expect(await deliverDueOutbound(owner, { mail: mailer }, log, { now: later })).toBe(0);
    await mailer.close();

    const lostLines = lines.filter((l) => l.level === 'error' && l.msg.includes('lost'));
    const lostMembers = lostLines.flatMap((l) => (l.obj.lost as { memberId: number }[]).map((x) => x.memberId));
    // By member id, never by address.
    expect(JSON.stringify(lostLines)).not.toContain('@');
    expect(lostLines.length).toBeLessThanOrEqual(1);
    // The killed worker was sending (each mail takes the sink 300 ms): some were in its hand.
    expect(lostMembers.length).toBeGreaterThan(0);
    expect(lostMembers.length).toBeLessThanOrEqual(OUTBOUND_RULES.batch);

    const rows = await rowsOf(app);
    for (const row of rows) {
      if (row.sent_at === null) {
        expect(row.claimed_by).toBe(killed.processId);
        expect(row.last_error).toBe(LOST_ERROR);
        expect(row.failed_at).not.toBeNull();
      }
    }
    expect(rows.filter((r) => r.sent_at === null).map((r) => r.member_id)).toEqual(lostMembers);
    for (const id of members) {
      const got = sink.received.get(addressOf(id)) ?? 0;
      expect(got, `member ${id}`).toBeLessThanOrEqual(1);
      if (got === 0) expect(lostMembers, `member ${id} got no mail and is not named lost`).toContain(id);
    }
    expect(sink.total()).toBeGreaterThanOrEqual(MEMBERS - OUTBOUND_RULES.batch);
  }, 60_000);
});

describe('PostgreSQL dropping every connection twice mid-run', () => {
  it('the workers stay up and finish the morning: each member mailed once, none lost', async () => {
    t = await createTestApp({ engine: 'postgres' });
    sink = await startFaultySmtpSink({ delayMs: 700 });
    const running = await startWorkers(t, sink.url);
    const app = t;
    const members = await queueMorning(app, 40);

    // What a restart looks like to the pools: every connection to the database ends at once.
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    const dropAll = () =>
      admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        t!.databaseName,
      ]);
    try {
      await until(() => sink!.total() > 0, 15_000, 'the first mail');
      const first = await dropAll();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const second = await dropAll();
      // The drops hit the workers' connections (and this test app's own).
      expect(first.rowCount! + second.rowCount!).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }

    await until(async () => (await rowsOf(app)).every((r) => r.sent_at !== null), 20_000, 'every mail to be sent').catch(
      async (err: unknown) => {
        // What was left, and what the workers said above info, for whoever reads the failure.
        const left = (await rowsOf(app)).filter((r) => r.sent_at === null);
        const said = running.flatMap((w) => w.output.filter((l) => !l.includes('"level":30')));
        throw new Error(`${String(err)}\n${JSON.stringify(left)}\n${said.join('\n')}`);
      },
    );
    for (const id of members) expect(sink.received.get(addressOf(id)), `member ${id}`).toBe(1);
    const rows = await rowsOf(app);
    expect(rows.filter((r) => r.failed_at !== null)).toEqual([]);
    for (const w of running) expect(w.child.exitCode, w.output.slice(-10).join('\n')).toBeNull();
  }, 60_000);
});

describe.each(ENGINES)('the SMTP server refusing for a while on %s', (engine: Engine) => {
  it('every member is mailed once when it accepts again, a minute later by the retry rule; none given up', async () => {
    t = await createTestApp({ engine });
    sink = await startFaultySmtpSink({ refusing: true });
    const app = t;
    const members = await queueMorning(app);
    const { log, lines } = recordingLog();
    const mailer = createSmtpMailer(sink.url, 'Inai <support@example.com>');
    const owner = { db: app.app.ctx.db, engine: app.app.ctx.engine, processId: 'fault-test-delivery' };
    const start = new Date(Date.now() + 1_000);
    try {
      // 7:00: every attempt is refused (421), and each row waits a minute for its next.
      expect(await deliverDueOutbound(owner, { mail: mailer }, log, { now: start })).toBe(0);
      expect(sink.refused).toBeGreaterThanOrEqual(MEMBERS);
      let rows = await rowsOf(app);
      expect(rows.map((r) => [r.attempts, r.sent_at, r.failed_at])).toEqual(members.map(() => [1, null, null]));

      // The server accepts again; half a minute on, nothing is due yet; after the minute, all.
      sink.refusing = false;
      expect(await deliverDueOutbound(owner, { mail: mailer }, log, { now: new Date(start.getTime() + MINUTE / 2) })).toBe(0);
      expect(sink.total()).toBe(0);
      const sent = await deliverDueOutbound(owner, { mail: mailer }, log, {
        now: new Date(start.getTime() + OUTBOUND_RULES.firstRetryMs + 1_000),
      });
      expect(sent).toBe(MEMBERS);

      for (const id of members) expect(sink.received.get(addressOf(id)), `member ${id}`).toBe(1);
      rows = await rowsOf(app);
      // Both attempts counted: the refused one and the one that went.
      expect(rows.map((r) => [r.attempts, r.sent_at !== null, r.failed_at])).toEqual(members.map(() => [2, true, null]));
      expect(lines.filter((l) => l.msg.includes('giving up'))).toEqual([]);
      expect(lines.filter((l) => l.msg.includes('tried again')).length).toBe(MEMBERS);
    } finally {
      await mailer.close();
    }
  }, 30_000);
});
