import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById, type PaymentInitiateAnswer } from '@inai/shared';
import { buildApp } from '../../app.js';
import { createPhonePeProvider } from '../../lib/payments/phonepe.js';
import { ENGINES } from '../../test/databases.js';
import { closedPort, startFakePhonePe, type FakePhonePe } from '../../test/fake-phonepe.js';
import { mailsTo, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LEASE_MS, reconcileDue, startReconciler } from './payments.reconciler.js';

const silver = planById(1)!;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(ENGINES)('the payment reconciler on %s', (engine) => {
  let gateway: FakePhonePe;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startFakePhonePe();
    t = await createTestApp({ engine, env: gateway.env });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const order = async (member?: Registered) => {
    const buyer = member ?? (await verifiedMember(t.app));
    const response = await postAs(t.app, buyer.token, '/api/payment/initiate', { amount: silver.price });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as PaymentInitiateAnswer;
    const row = await t.app.ctx.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('order_id', '=', answer.orderId)
      .executeTakeFirstOrThrow();
    return { member: buyer, answer, created: new Date(row.created_at) };
  };
  const row = (orderId: string) =>
    t.app.ctx.db.selectFrom('payment_orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const after = (created: Date, ms: number) => new Date(created.getTime() + ms);
  /** Only this order is due (others from earlier tests are pushed far out). */
  const isolate = async (orderId: string) => {
    await t.app.ctx.db
      .updateTable('payment_orders')
      .set({ next_poll_at: new Date(Date.now() + 365 * 24 * 60 * MINUTE).toISOString() })
      .where('order_id', '!=', orderId)
      .where('next_poll_at', 'is not', null)
      .execute();
  };

  it("first asks 20 s after creation, then on PhonePe's schedule, keeping the next time in the database", async () => {
    const { answer, created } = await order();
    await isolate(answer.orderId);
    expect((await row(answer.orderId)).next_poll_at).toBe(after(created, 20 * SECOND).toISOString());
    const calls = gateway.calls.status;
    expect(await reconcileDue(t.app.ctx, t.app.log, after(created, 19 * SECOND))).toBe(0);
    expect(await reconcileDue(t.app.ctx, t.app.log, after(created, 21 * SECOND))).toBe(1);
    expect(gateway.calls.status - calls).toBe(1);
    expect(await row(answer.orderId)).toMatchObject({
      status: 'PENDING',
      next_poll_at: after(created, 23 * SECOND).toISOString(),
      lease_until: null,
    });
    expect(await reconcileDue(t.app.ctx, t.app.log, after(created, 22 * SECOND))).toBe(0);
    expect(await reconcileDue(t.app.ctx, t.app.log, after(created, 60 * SECOND))).toBe(1);
    expect((await row(answer.orderId)).next_poll_at).toBe(after(created, 62 * SECOND).toISOString());
  });

  it('completes the order, activates the plan and sends the receipt when PhonePe says COMPLETED', async () => {
    const { member, answer } = await order();
    await isolate(answer.orderId);
    gateway.complete(answer.orderId);
    // On the real clock, so the plan it activates is running now.
    await t.app.ctx.db
      .updateTable('payment_orders')
      .set({ next_poll_at: new Date(Date.now() - SECOND).toISOString() })
      .where('order_id', '=', answer.orderId)
      .execute();
    expect(await reconcileDue(t.app.ctx, t.app.log)).toBe(1);
    expect(await row(answer.orderId)).toMatchObject({
      status: 'COMPLETED',
      next_poll_at: null,
      receipt_sent_at: expect.any(String),
    });
    const profile = await postAs(t.app, member.token, '/api/getLoggedInUserProfile');
    expect(profile.json()).toMatchObject({ premium_user: 1, active_plan: { plan_id: 1 } });
    expect((await mailsTo(t.app, member.details.email)).filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
  });

  it('lets only one instance look at an order at a time (a lease), and takes over a lease that ran out', async () => {
    const { answer, created } = await order();
    await isolate(answer.orderId);
    const due = after(created, 25 * SECOND);
    const calls = gateway.calls.status;
    const looked = await Promise.all([reconcileDue(t.app.ctx, t.app.log, due), reconcileDue(t.app.ctx, t.app.log, due)]);
    expect(looked.sort()).toEqual([0, 1]);
    expect(gateway.calls.status - calls).toBe(1);

    // An instance that claimed the order and died: nobody else touches it until its lease ends.
    const claimedAt = after(created, 40 * SECOND);
    await t.app.ctx.db
      .updateTable('payment_orders')
      .set({ lease_until: new Date(claimedAt.getTime() + LEASE_MS).toISOString() })
      .where('order_id', '=', answer.orderId)
      .execute();
    expect(await reconcileDue(t.app.ctx, t.app.log, new Date(claimedAt.getTime() + LEASE_MS - SECOND))).toBe(0);
    expect(await reconcileDue(t.app.ctx, t.app.log, new Date(claimedAt.getTime() + LEASE_MS + SECOND))).toBe(1);
  });

  it('marks an order still pending after 20 minutes EXPIRED, but not while PhonePe cannot be asked', async () => {
    const { member, answer, created } = await order();
    await isolate(answer.orderId);
    const real = t.app.ctx.payments;
    const port = await closedPort();
    t.app.ctx.payments = createPhonePeProvider({
      ...t.config.phonepe!,
      oauthUrl: `http://127.0.0.1:${port}/t`,
      apiUrl: `http://127.0.0.1:${port}`,
    });
    try {
      expect(await reconcileDue(t.app.ctx, t.app.log, after(created, 20 * MINUTE + SECOND))).toBe(1);
      expect(await row(answer.orderId)).toMatchObject({
        status: 'PENDING',
        next_poll_at: after(created, 21 * MINUTE + SECOND).toISOString(),
      });
    } finally {
      t.app.ctx.payments = real;
    }
    expect(await reconcileDue(t.app.ctx, t.app.log, after(created, 21 * MINUTE + 2 * SECOND))).toBe(1);
    expect(await row(answer.orderId)).toMatchObject({ status: 'EXPIRED', next_poll_at: null });
    const status = await postAs(t.app, member.token, '/api/payment-status', { orderId: answer.orderId });
    expect(status.json()).toMatchObject({ status: 'EXPIRED', user: { premium_user: 0 } });
  });

  it('sends a receipt that failed later, once', async () => {
    const { member, answer } = await order();
    await isolate(answer.orderId);
    const realMailer = t.app.ctx.mailer;
    t.app.ctx.mailer = { send: () => Promise.reject(new Error('mail server down')), close: () => realMailer.close() };
    gateway.complete(answer.orderId);
    try {
      const status = await postAs(t.app, member.token, '/api/payment-status', { orderId: answer.orderId });
      expect(status.json()).toMatchObject({ status: 'COMPLETED', user: { premium_user: 1 } });
    } finally {
      t.app.ctx.mailer = realMailer;
    }
    const failed = await row(answer.orderId);
    expect(failed).toMatchObject({ status: 'COMPLETED', receipt_sent_at: null });
    const retryAt = new Date(failed.next_poll_at!);
    expect(retryAt.getTime() - Date.now()).toBeGreaterThan(4 * MINUTE);
    expect(await reconcileDue(t.app.ctx, t.app.log, new Date(retryAt.getTime() + SECOND))).toBe(1);
    expect(await reconcileDue(t.app.ctx, t.app.log, new Date(retryAt.getTime() + 10 * MINUTE))).toBe(0);
    expect((await mailsTo(t.app, member.details.email)).filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
  });

  it('picks up where it was after a restart: a new app on the same database settles the order', async () => {
    const { member, answer, created } = await order();
    await isolate(answer.orderId);
    await reconcileDue(t.app.ctx, t.app.log, after(created, 21 * SECOND));
    await t.app.close();
    t.app = await buildApp(t.config, { logger: false });
    gateway.complete(answer.orderId);
    expect(await reconcileDue(t.app.ctx, t.app.log, after(created, 22 * SECOND))).toBe(0);
    expect(await reconcileDue(t.app.ctx, t.app.log, after(created, 23 * SECOND))).toBe(1);
    expect(await row(answer.orderId)).toMatchObject({ status: 'COMPLETED' });
    const plan = await t.app.ctx.db
      .selectFrom('member_plans')
      .selectAll()
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ plan_id: 1, status: 'Approved' });
  });

  it('runs in the background, and stops when told', async () => {
    const { answer } = await order();
    await isolate(answer.orderId);
    await t.app.ctx.db
      .updateTable('payment_orders')
      .set({ next_poll_at: new Date(Date.now() - SECOND).toISOString() })
      .where('order_id', '=', answer.orderId)
      .execute();
    const calls = gateway.calls.status;
    const reconciler = startReconciler(t.app.ctx, t.app.log, 20);
    try {
      for (let i = 0; i < 100 && gateway.calls.status === calls; i++) await new Promise((r) => setTimeout(r, 10));
    } finally {
      await reconciler.stop();
    }
    expect(gateway.calls.status - calls).toBe(1);
    expect(new Date((await row(answer.orderId)).next_poll_at!).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the background reconciler in the app', () => {
  it('is on outside tests, and the app closes cleanly with it', async () => {
    const t = await createTestApp({ env: { PAYMENT_RECONCILER: '1' } });
    expect(t.config.paymentReconciler).toBe(true);
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
