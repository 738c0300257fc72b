import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { deliverDueOutbound, runOutboundLoop } from './outbound-delivery.js';
import { LOST_ERROR, OUTBOUND_RULES } from './outbound-rules.js';
import { claimDueOutbound } from './outbound.repository.js';
import { enqueueMail } from './outbound.js';

const MINUTE = 60_000;

/** A mail transport that records what it was given, after `delayMs`, or when `gate` opens. */
function recordingTransport(options: { delayMs?: number; gate?: Promise<void> } = {}) {
  const sent: string[] = [];
  const transport: Mailer = {
    async send(message: MailMessage) {
      if (options.gate) await options.gate;
      else await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      sent.push(message.to);
    },
    async close() {},
  };
  return { transport, sent };
}

/** A log that keeps its lines. */
function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => void lines.push({ level, obj, msg });
  const log = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const mail = (to: string): MailMessage => ({ to, subject: 'Today', text: 'hello', html: '<p>hello</p>' });

/** A stop switch, as a job's run gives one. */
const stopSwitch = () => {
  let stopping = false;
  return {
    run: {
      get stopping() {
        return stopping;
      },
    },
    stop: () => void (stopping = true),
  };
};

describe.each(ENGINES)('outbound claims on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const rowsTo = (prefix: string) =>
    t.app.ctx.db.selectFrom('outbound').selectAll().where('recipient', 'like', `${prefix}%`).orderBy('id').execute();
  const process = (processId: string) => ({ db: t.app.ctx.db, engine: t.app.ctx.engine, processId });

  it('gives every row to one of two processes delivering at once: each of 200 mails is sent once', async () => {
    for (let i = 0; i < 200; i++) await enqueueMail(t.app.ctx.db, mail(`two.${engine}.${i}@example.com`), { memberId: i + 1 });
    const first = recordingTransport({ delayMs: 1 });
    const second = recordingTransport({ delayMs: 1 });
    const { log } = recordingLog();
    const a = stopSwitch();
    const b = stopSwitch();
    const loops = [
      runOutboundLoop(process('worker-a'), { mail: first.transport }, log, a.run),
      runOutboundLoop(process('worker-b'), { mail: second.transport }, log, b.run),
    ];
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await rowsTo(`two.${engine}.`)).some((r) => r.sent_at === null))
      await new Promise((resolve) => setTimeout(resolve, 50));
    a.stop();
    b.stop();
    await Promise.all(loops);
    const all = [...first.sent, ...second.sent].filter((to) => to.startsWith(`two.${engine}.`));
    expect(all).toHaveLength(200);
    expect(new Set(all).size).toBe(200);
    // Both took a share: on PostgreSQL a batch each at once (SKIP LOCKED); on SQLite one claims while the other sends.
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    const rows = await rowsTo(`two.${engine}.`);
    expect(rows.every((r) => r.sent_at !== null && r.attempts === 1 && r.payload === '' && r.claimed_at === null)).toBe(true);
  });

  it('marks a claim gone stale lost, logs its row and member (no address), and never sends it again', async () => {
    const to = `stale.${engine}@example.com`;
    const id = await enqueueMail(t.app.ctx.db, mail(to), { memberId: 4242 });
    // A process claims it, then is killed mid-send.
    const claimed = await claimDueOutbound(t.app.ctx.db, t.app.ctx.engine, 'killed', ['mail'], new Date(), 64);
    expect(claimed.map((r) => r.id)).toContain(id);
    const { transport, sent } = recordingTransport();
    const { log, lines } = recordingLog();
    // Still fresh: nobody touches it.
    expect(await deliverDueOutbound(process('alive'), { mail: transport }, log, { now: new Date(Date.now() + MINUTE) })).toBe(0);
    expect((await rowsTo(to))[0]).toMatchObject({ claimed_by: 'killed', failed_at: null });
    const later = new Date(Date.now() + OUTBOUND_RULES.claimStaleMs + MINUTE);
    expect(await deliverDueOutbound(process('alive'), { mail: transport }, log, { now: later })).toBe(0);
    expect(sent).toEqual([]);
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ last_error: LOST_ERROR, next_attempt_at: null, sent_at: null, claimed_at: null });
    expect(row!.failed_at).toBeTruthy();
    const lost = lines.filter((l) => l.level === 'error' && /lost/.test(l.msg));
    expect(lost).toHaveLength(1);
    expect(lost[0]!.obj).toEqual({ lost: [{ outboundId: id, channel: 'mail', memberId: 4242 }] });
    expect(JSON.stringify(lines)).not.toContain(to);
    // Another run, even much later, neither resends nor logs it again.
    expect(
      await deliverDueOutbound(process('alive'), { mail: transport }, log, { now: new Date(later.getTime() + 10 * MINUTE) }),
    ).toBe(0);
    expect(sent).toEqual([]);
    expect(lines.filter((l) => /lost/.test(l.msg))).toHaveLength(1);
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toContain('inai_outbound_given_up{channel="mail",reason="lost"} 1');
  });

  it('queues inside a transaction: nothing when it rolls back, and no attempt until delivered', async () => {
    const { transport, sent } = recordingTransport();
    await expect(
      t.app.ctx.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail(`rolled.${engine}@example.com`), { memberId: 7 });
        throw new Error('the job failed after queueing');
      }),
    ).rejects.toThrow('the job failed after queueing');
    expect(await rowsTo(`rolled.${engine}`)).toEqual([]);
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, mail(`kept.${engine}@example.com`), { memberId: 8 });
    });
    expect(await rowsTo(`kept.${engine}`)).toMatchObject([{ member_id: 8, attempts: 0, claimed_at: null, sent_at: null }]);
    expect(sent).toEqual([]);
    const { log } = recordingLog();
    expect(await deliverDueOutbound(process('p'), { mail: transport }, log)).toBeGreaterThanOrEqual(1);
    expect(sent).toContain(`kept.${engine}@example.com`);
    expect(await rowsTo(`rolled.${engine}`)).toEqual([]);
  });

  it('stops cleanly: the mails in hand finish, the rest stay unsent and unclaimed', async () => {
    for (let i = 0; i < 20; i++) await enqueueMail(t.app.ctx.db, mail(`stop.${engine}.${i}@example.com`));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { transport, sent } = recordingTransport({ gate });
    const { log } = recordingLog();
    const { run, stop } = stopSwitch();
    const loop = runOutboundLoop(process('stopping'), { mail: transport }, log, run);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await rowsTo(`stop.${engine}.`)).every((r) => r.claimed_at === null))
      await new Promise((resolve) => setTimeout(resolve, 10));
    // A process holds no more than it sends at once.
    expect((await rowsTo(`stop.${engine}.`)).filter((r) => r.claimed_by === 'stopping')).toHaveLength(OUTBOUND_RULES.batch);
    stop();
    open();
    await loop;
    const rows = await rowsTo(`stop.${engine}.`);
    expect(sent).toHaveLength(OUTBOUND_RULES.batch);
    expect(rows.filter((r) => r.sent_at !== null)).toHaveLength(OUTBOUND_RULES.batch);
    const released = rows.filter((r) => r.sent_at === null);
    expect(released).toHaveLength(20 - OUTBOUND_RULES.batch);
    expect(
      released.every((r) => r.claimed_at === null && r.claimed_by === null && r.failed_at === null && r.attempts === 0),
    ).toBe(true);
    // Released rows are due again for any process.
    const next = recordingTransport();
    await deliverDueOutbound(process('next'), { mail: next.transport }, log);
    expect(next.sent.filter((to) => to.startsWith(`stop.${engine}.`))).toHaveLength(20 - OUTBOUND_RULES.batch);
  });
});
