import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { freshAddress, newMemberDetails } from '../../test/members.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSmtpMailer } from '../mail/smtp-mailer.js';
import type { Mailer } from '../mail/mailer.js';
import { deliverDueOutbound } from './outbound-delivery.js';
import { OUTBOUND_RULES, retryDelayMs } from './outbound-rules.js';
import { outboundDepth } from './outbound.repository.js';

const MINUTE = 60_000;

describe('retryDelayMs', () => {
  it('doubles from one minute and stops at an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 30].map(retryDelayMs)).toEqual([1, 2, 4, 8, 60, 60, 60].map((m) => m * MINUTE));
  });
});

describe.each(ENGINES)('mail through the outbound queue on %s, with the mail server away and back', (engine) => {
  let sink: SmtpSink;
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    proxy = await startTcpProxy('127.0.0.1', Number(new URL(sink.url).port));
    t = await createTestApp({ engine, env: { SMTP_URL: `smtp://127.0.0.1:${proxy.port}` } });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await sink.close();
  });

  const transport = () => createSmtpMailer(`smtp://127.0.0.1:${proxy.port}`, t.config.mailFrom);
  const rowsTo = async (to: string) =>
    (await t.app.ctx.db.selectFrom('outbound').selectAll().where('recipient', '=', to).execute()).map((row) => ({
      ...row,
      mail: row.payload ? (JSON.parse(row.payload) as Record<string, unknown>) : undefined,
    }));
  const mailQueueLength = async () => (await outboundDepth(t.app.ctx.db)).mail;
  // A worker process of its own (processId) delivering mail only, with the test's clock.
  const deliverDueMail = (mailer: Mailer, now: Date, processId = t.app.ctx.processId) =>
    deliverDueOutbound({ ...t.app.ctx, processId }, { mail: mailer }, t.app.log, { now });

  it('keeps the OTP mail of a registration made while SMTP is down and delivers it once when it returns', async () => {
    await proxy.cut();
    const details = newMemberDetails();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: details,
      remoteAddress: freshAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const [queued] = await rowsTo(details.email);
    expect(queued).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, claimed_at: null });
    expect(queued!.last_error).toBeTruthy();
    const due = new Date(queued!.next_attempt_at!);
    expect(due.getTime() - new Date(queued!.created_at).getTime()).toBeGreaterThanOrEqual(MINUTE);
    expect(due.getTime() - new Date(queued!.created_at).getTime()).toBeLessThan(MINUTE + 5000);
    expect(await mailQueueLength()).toBe(1);
    expect((await t.app.inject('/api/health')).json()).toMatchObject({ status: 'ok', mail: 'retrying' });
    expect(sink.messages).toHaveLength(0);

    await proxy.restore();
    const mailer = transport();
    // Not due yet.
    expect(await deliverDueMail(mailer, new Date(due.getTime() - 1000))).toBe(0);
    // Two instances' workers at once: the row is claimed by one of them.
    const at = new Date(due.getTime() + 1000);
    const sent = await Promise.all([deliverDueMail(mailer, at), deliverDueMail(transport(), at, 'another process')]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await deliverDueMail(mailer, new Date(at.getTime() + 2 * MINUTE))).toBe(0);
    await mailer.close();

    const delivered = sink.messages.filter((m) => m.to.includes(details.email));
    expect(delivered).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(delivered[0]!.text)?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { otpToken: registered.json().otpToken, otp: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Sent: the code is gone from the row at once, the row itself after three days.
    const [done] = await rowsTo(details.email);
    expect(done).toMatchObject({ attempts: 2, payload: '', next_attempt_at: null });
    expect(done!.sent_at).toBeTruthy();
    expect(await mailQueueLength()).toBe(0);
    expect((await t.app.inject('/api/health')).json()).toMatchObject({ mail: 'ok' });
    await deliverDueMail(transport(), new Date(at.getTime() + OUTBOUND_RULES.keep.mail.sentMs + MINUTE));
    expect(await rowsTo(details.email)).toHaveLength(0);
  });

  it('sends at once while SMTP is up, and gives up (keeping the row) after a day of failures', async () => {
    const to = `queue.${engine}@example.com`;
    await t.app.ctx.mailer.send({ to, subject: 'Up', text: 'first', html: '<p>first</p>' });
    expect(sink.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: 1, payload: '' });

    await proxy.cut();
    const late = `late.${engine}@example.com`;
    await t.app.ctx.mailer.send({ to: late, subject: 'Down', text: 'second', html: '<p>second</p>' });
    const mailer = transport();
    // The last try before the mail's day is over: the next would come after it.
    const dayLater = new Date(Date.now() + OUTBOUND_RULES.mailLifeMs - MINUTE);
    expect(await deliverDueMail(mailer, dayLater)).toBe(0);
    const [gaveUp] = await rowsTo(late);
    expect(gaveUp).toMatchObject({ attempts: 2, next_attempt_at: null, mail: { text: 'second' }, sent_at: null });
    expect(gaveUp!.failed_at).toBeTruthy();
    await proxy.restore();
    // Given up means no further attempts, even with the server back.
    expect(await deliverDueMail(mailer, new Date(dayLater.getTime() + 2 * 60 * MINUTE))).toBe(0);
    expect(sink.messages.filter((m) => m.to.includes(late))).toHaveLength(0);
    await mailer.close();
  });

  it('keeps a mail’s one-click stop through a retry and sends it as List-Unsubscribe (RFC 8058)', async () => {
    await proxy.cut();
    const to = `stop.${engine}@example.com`;
    const stop = 'https://inai.example.in/api/mail-stop?t=daily_picks.42.1800000000.' + 'A'.repeat(43);
    await t.app.ctx.mailer.send({ to, subject: 'Picks', text: 'picks', html: '<p>picks</p>', listUnsubscribe: stop });
    expect((await rowsTo(to))[0]).toMatchObject({ attempts: 1, mail: { listUnsubscribe: stop }, sent_at: null });
    await proxy.restore();
    const mailer = transport();
    expect(await deliverDueMail(mailer, new Date(Date.now() + 2 * MINUTE))).toBe(1);
    await mailer.close();
    const [delivered] = sink.messages.filter((m) => m.to.includes(to));
    expect(delivered!.headers['list-unsubscribe']).toBe(`<${stop}>`);
    expect(delivered!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await rowsTo(to))[0]).toMatchObject({ payload: '' });
  });
});
