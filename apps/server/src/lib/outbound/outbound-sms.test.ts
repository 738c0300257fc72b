import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import {
  MSG91_AUTH_KEY,
  MSG91_TEMPLATE_ID,
  MSG91_TEMPLATE_ID_TA,
  startFakeMsg91,
  type FakeMsg91,
} from '../../test/fake-msg91.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { backgroundSettled } from '../background.js';
import { createMsg91Provider } from '../sms/msg91.js';
import type { SmsProvider } from '../sms/sms.js';
import { deliverDueOutbound } from './outbound-delivery.js';
import { OUTBOUND_RULES } from './outbound-rules.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(ENGINES)('text messages through the outbound queue on %s, with MSG91 away and back', (engine) => {
  let fake: FakeMsg91;
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeMsg91();
    proxy = await startTcpProxy('127.0.0.1', Number(new URL(fake.apiUrl).port));
    t = await createTestApp({
      engine,
      env: {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY,
        MSG91_TEMPLATE_ID,
        MSG91_TEMPLATE_ID_TA,
        MSG91_API_URL: `http://127.0.0.1:${proxy.port}`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await fake.close();
  });

  const provider = () =>
    createMsg91Provider({
      authKey: MSG91_AUTH_KEY,
      templateId: MSG91_TEMPLATE_ID,
      tamilTemplateId: MSG91_TEMPLATE_ID_TA,
      apiUrl: `http://127.0.0.1:${proxy.port}`,
    });
  const rowsTo = async (to: string) =>
    (await t.app.ctx.db.selectFrom('outbound').selectAll().where('recipient', '=', to).execute()).map((row) => ({
      ...row,
      sms: row.payload ? (JSON.parse(row.payload) as Record<string, unknown>) : undefined,
    }));
  const deliverDueSms = (sms: SmsProvider, now: Date) => deliverDueOutbound(t.app.ctx, { sms }, t.app.log, { now });
  const inTenMinutes = () => new Date(Date.now() + 10 * MINUTE);

  it('sends at once when MSG91 answers, and keeps no code once sent', async () => {
    expect(await t.app.ctx.sms.send({ to: '9840011111', code: '100001', locale: 'en' }, inTenMinutes())).toBe('sent');
    expect(fake.accepted.at(-1)).toEqual({ mobiles: '919840011111', otp: '100001', template: MSG91_TEMPLATE_ID });
    const [row] = await rowsTo('9840011111');
    expect(row).toMatchObject({ attempts: 1, payload: '', failed_at: null, next_attempt_at: null });
    expect(row!.sent_at).toBeTruthy();
  });

  it('keeps a message while MSG91 is down, answers at once, and sends it once when MSG91 returns', async () => {
    await proxy.cut();
    expect(await t.app.ctx.sms.send({ to: '9840022222', code: '200002', locale: 'en' }, inTenMinutes())).toBe('queued');
    const [queued] = await rowsTo('9840022222');
    expect(queued).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, sms: { code: '200002' } });
    expect((await t.app.inject('/api/health')).json()).toMatchObject({ status: 'ok', sms: 'retrying' });
    const due = new Date(queued!.next_attempt_at!).getTime() - new Date(queued!.created_at).getTime();
    expect(due).toBeGreaterThanOrEqual(OUTBOUND_RULES.firstRetryMs);
    expect(due).toBeLessThan(OUTBOUND_RULES.firstRetryMs + 5 * SECOND);

    await proxy.restore();
    // Not due yet.
    expect(await deliverDueSms(provider(), new Date())).toBe(0);
    expect(await deliverDueSms(provider(), new Date(Date.now() + 70 * SECOND))).toBe(1);
    expect(fake.accepted.filter((m) => m.otp === '200002')).toHaveLength(1);
    expect((await rowsTo('9840022222'))[0]).toMatchObject({ attempts: 2, payload: '' });
    expect((await t.app.inject('/api/health')).json()).toMatchObject({ sms: 'ok' });
    // Sent once only.
    expect(await deliverDueSms(provider(), new Date(Date.now() + 5 * MINUTE))).toBe(0);
  });

  it("retries a Tamil member's text with the Tamil template the first attempt chose", async () => {
    await proxy.cut();
    expect(await t.app.ctx.sms.send({ to: '9840077777', code: '700007', locale: 'ta' }, inTenMinutes())).toBe('queued');
    expect((await rowsTo('9840077777'))[0]).toMatchObject({ sms: { locale: 'ta' }, sent_at: null });
    await proxy.restore();
    expect(await deliverDueSms(provider(), new Date(Date.now() + 70 * SECOND))).toBe(1);
    expect(fake.accepted.filter((m) => m.otp === '700007')).toEqual([
      { mobiles: '919840077777', otp: '700007', template: MSG91_TEMPLATE_ID_TA },
    ]);
  });

  it('gives up when the code would expire before the next try, and on a refusal, forgetting the code', async () => {
    await proxy.cut();
    const now = Date.now();
    expect(await t.app.ctx.sms.send({ to: '9840033333', code: '300003', locale: 'en' }, new Date(now + 90 * SECOND))).toBe(
      'queued',
    );
    // The second try fails too; the third would come after the code's life.
    expect(await deliverDueSms(provider(), new Date(now + 61 * SECOND))).toBe(0);
    const [gone] = await rowsTo('9840033333');
    expect(gone).toMatchObject({ attempts: 2, payload: '', next_attempt_at: null, sent_at: null });
    expect(gone!.failed_at).toBeTruthy();
    await proxy.restore();

    fake.failWith = { status: 400, body: { type: 'error', message: 'Invalid mobile number' } };
    expect(await t.app.ctx.sms.send({ to: '9840044444', code: '400004', locale: 'en' }, inTenMinutes())).toBe('failed');
    fake.failWith = undefined;
    expect((await rowsTo('9840044444'))[0]).toMatchObject({
      payload: '',
      next_attempt_at: null,
      last_error: 'MSG91 answered 400: Invalid mobile number',
    });
  });

  it('answers within its wait when MSG91 is slow, and the message is sent all the same', async () => {
    fake.delayMs = OUTBOUND_RULES.firstAttemptWaitMs + 500;
    const started = Date.now();
    expect(await t.app.ctx.sms.send({ to: '9840055555', code: '500005', locale: 'en' }, inTenMinutes())).toBe('queued');
    expect(Date.now() - started).toBeLessThan(OUTBOUND_RULES.firstAttemptWaitMs + 400);
    await backgroundSettled();
    fake.delayMs = 0;
    expect(fake.accepted.filter((m) => m.otp === '500005')).toHaveLength(1);
    expect((await rowsTo('9840055555'))[0]!.sent_at).toBeTruthy();
  });
});

describe('/dev/sms outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('lists the development text messages with their codes, newest first, for this machine only', async () => {
    expect(await t.app.ctx.sms.send({ to: '9840066666', code: '600006', locale: 'en' }, new Date(Date.now() + MINUTE))).toBe(
      'sent',
    );
    const listed = (await t.app.inject('/dev/sms/messages')).json().data;
    expect(listed[0]).toMatchObject({ to: '9840066666', code: '600006' });
    expect(listed[0].text).toContain('600006 is your Inai Matrimony code');
    const page = await t.app.inject('/dev/sms');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<code>600006</code>');
    // A Tamil member's text reads as the Tamil template does.
    await t.app.ctx.sms.send({ to: '9840066667', code: '600007', locale: 'ta' }, new Date(Date.now() + MINUTE));
    const tamil = (await t.app.inject('/dev/sms/messages')).json().data[0];
    expect(tamil.text).toBe('600007 என்பது உங்கள் Inai Matrimony OTP. இது 10 நிமிடங்களில் காலாவதியாகும். இதை யாரிடமும் பகிர வேண்டாம்.');
    const toOne = (await t.app.inject('/dev/sms/messages?to=9840066666')).json().data;
    expect(toOne.map((m: { code: string }) => m.code)).toEqual(['600006']);
    expect((await t.app.inject({ url: '/dev/sms/messages', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
  });
});
