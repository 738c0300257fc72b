import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById, type PaymentInitiateAnswer, type PaymentStatusAnswer } from '@inai/shared';
import { createPhonePeProvider } from '../../lib/payments/phonepe.js';
import { ENGINES } from '../../test/databases.js';
import { closedPort, startFakePhonePe, WEBHOOK_PASSWORD, WEBHOOK_USERNAME, type FakePhonePe } from '../../test/fake-phonepe.js';
import { mailsTo, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { reconcileDue } from './payments.reconciler.js';

const gold = planById(2)!;
const PUBLIC_URL = 'https://www.inai.test';
const AUTHORIZATION = createHash('sha256').update(`${WEBHOOK_USERNAME}:${WEBHOOK_PASSWORD}`).digest('hex');

describe.each(ENGINES)('payments through PhonePe (a fake gateway) on %s', (engine) => {
  let gateway: FakePhonePe;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startFakePhonePe();
    t = await createTestApp({ engine, env: { ...gateway.env, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const buy = async (member?: Registered) => {
    const buyer = member ?? (await verifiedMember(t.app));
    const response = await postAs(t.app, buyer.token, '/api/payment/initiate', { amount: gold.price });
    expect(response.statusCode, response.body).toBe(201);
    return { member: buyer, answer: response.json() as PaymentInitiateAnswer };
  };
  const status = async (member: Registered, orderId: string) => {
    const response = await postAs(t.app, member.token, '/api/payment-status', { orderId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PaymentStatusAnswer;
  };
  const webhook = (payload: object, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/phonepe',
      headers: authorization === undefined ? {} : { authorization },
      payload,
    });
  const completedEvent = (orderId: string) => ({
    event: 'checkout.order.completed',
    payload: { merchantOrderId: orderId, orderId: 'OMO1', state: 'COMPLETED', amount: gold.price },
  });
  const row = (orderId: string) =>
    t.app.ctx.db.selectFrom('payment_orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const plansFor = (userId: number) =>
    t.app.ctx.db.selectFrom('member_plans').selectAll().where('user_id', '=', userId).execute();
  const receipts = async (member: Registered) =>
    (await mailsTo(t.app, member.details.email)).filter((m) => m.subject.includes('receipt'));

  it('GET /api/plans names PhonePe as the provider and shows no setting of it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.json()).toMatchObject({ provider: 'phonepe', upiEnabled: false });
    expect(response.body).not.toContain('TESTCLIENT');
  });

  it("initiate opens PhonePe's checkout: amount in paise, our order id, the return to our status page", async () => {
    const { answer } = await buy();
    const order = gateway.orders.get(answer.orderId)!;
    expect(answer.redirectUrl).toBe(`http://127.0.0.1/checkout/${order.orderId}`);
    expect(gateway.payBodies.at(-1)).toEqual({
      merchantOrderId: answer.orderId,
      amount: gold.price,
      expireAfter: 1140,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: `Inai Matrimony Gold plan (${answer.reference})`,
        merchantUrls: { redirectUrl: `${PUBLIC_URL}/payment-status?orderId=${answer.orderId}` },
      },
    });
    expect(await row(answer.orderId)).toMatchObject({ status: 'PENDING', provider: 'phonepe', provider_order_id: order.orderId });
  });

  it('keeps its token between calls and fetches a new one once after a 401', async () => {
    await buy();
    const before = { ...gateway.calls };
    await buy();
    expect(gateway.calls.oauth).toBe(before.oauth);
    gateway.revokeTokens();
    await buy();
    expect(gateway.calls.oauth - before.oauth).toBe(1);
    expect(gateway.calls.unauthorized - before.unauthorized).toBe(1);
    expect(gateway.calls.pay - before.pay).toBe(2); // the refused call is counted as unauthorized
  });

  it('PENDING, then COMPLETED once PhonePe says so: the plan starts and one receipt goes', async () => {
    const { member, answer } = await buy();
    expect(await status(member, answer.orderId)).toMatchObject({ status: 'PENDING', user: { premium_user: 0 } });
    gateway.complete(answer.orderId);
    const done = await status(member, answer.orderId);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      amount: gold.price,
      paymentMode: 'UPI_INTENT',
      transactionId: expect.stringMatching(/^OM/),
      message: 'Payment approved! Your plan is now active.',
      user: { premium_user: 1, active_plan: { plan_id: 2 } },
    });
    const statusCalls = gateway.calls.status;
    await status(member, answer.orderId);
    expect(gateway.calls.status).toBe(statusCalls); // a final order is not asked about again
    expect(await receipts(member)).toHaveLength(1);
  });

  it('FAILED when PhonePe says so, with its error code kept and no plan', async () => {
    const { member, answer } = await buy();
    gateway.fail(answer.orderId);
    expect(await status(member, answer.orderId)).toMatchObject({
      status: 'FAILED',
      paymentMode: 'CARD',
      message:
        'This payment failed, so no plan was bought. If money left your account, your bank returns it within 5 days. You can try again now.',
      user: { premium_user: 0 },
    });
    expect(await row(answer.orderId)).toMatchObject({ failure_code: 'PAYMENT_DECLINED', review_reason: null });
    expect(await plansFor(member.userId)).toEqual([]);
  });

  it('a failure without any payment attempt says that no money was taken, in the language asked for', async () => {
    const { member, answer } = await buy();
    expect((await status(member, answer.orderId)).message).toBe(
      'Your bank has not confirmed this payment yet. Please do not pay again: if it is confirmed, your plan starts at once; if it fails, any money taken comes back within 5 days.',
    );
    gateway.fail(answer.orderId, { attempt: false });
    expect(await status(member, answer.orderId)).toMatchObject({
      status: 'FAILED',
      paymentMode: null,
      transactionId: null,
      message: 'This payment did not go through, and no money was taken from your account. You can try again now.',
    });
    await t.app.ctx.db.updateTable('users').set({ locale: 'ta' }).where('id', '=', member.userId).execute();
    expect((await status(member, answer.orderId)).message).toBe(
      'இந்தக் கட்டணம் நிறைவடையவில்லை; உங்கள் கணக்கிலிருந்து பணம் எதுவும் எடுக்கப்படவில்லை. இப்போதே மீண்டும் முயற்சிக்கவும்.',
    );
  });

  it('a success for another amount is never activated: FAILED, flagged with what arrived, and the member told support will call', async () => {
    const { member, answer } = await buy();
    gateway.complete(answer.orderId, { amount: 100 });
    const result = await status(member, answer.orderId);
    expect(result).toMatchObject({ status: 'FAILED', user: { premium_user: 0, active_plan: null } });
    expect(result.message).toContain('Our support team will contact you');
    expect(await row(answer.orderId)).toMatchObject({
      status: 'FAILED',
      review_reason: 'amount_mismatch',
      received_amount: 100,
      failure_code: 'amount_mismatch',
    });
    expect(await plansFor(member.userId)).toEqual([]);
    expect(await receipts(member)).toEqual([]);
  });

  it('refuses a webhook without the right Authorization, before reading it, and changes nothing', async () => {
    const { member, answer } = await buy();
    gateway.complete(answer.orderId);
    const calls = gateway.calls.status;
    for (const authorization of [
      undefined,
      '',
      'Basic dXNlcjpwYXNz',
      AUTHORIZATION.slice(1),
      createHash('sha256').update('a:b').digest('hex'),
    ]) {
      const response = await webhook(completedEvent(answer.orderId), authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'webhook_unauthorized',
        message: 'This notification could not be verified.',
      });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/phonepe',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(broken.statusCode).toBe(401);
    expect(gateway.calls.status).toBe(calls);
    expect(await row(answer.orderId)).toMatchObject({ status: 'PENDING' });
    expect(await plansFor(member.userId)).toEqual([]);
  });

  it("takes a right webhook only as a hint: PhonePe's status answer decides", async () => {
    const { member, answer } = await buy();
    // The body claims success; PhonePe's status call says PENDING: nothing happens.
    const hint = await webhook(completedEvent(answer.orderId), AUTHORIZATION);
    expect(hint.statusCode).toBe(200);
    expect(hint.json()).toEqual({ success: true });
    expect(await row(answer.orderId)).toMatchObject({ status: 'PENDING' });
    gateway.complete(answer.orderId);
    expect((await webhook(completedEvent(answer.orderId), AUTHORIZATION.toUpperCase())).statusCode).toBe(200);
    expect(await row(answer.orderId)).toMatchObject({ status: 'COMPLETED' });
    expect(await plansFor(member.userId)).toHaveLength(1);
    // Acknowledged again (PhonePe retries), without a second plan.
    expect((await webhook(completedEvent(answer.orderId), AUTHORIZATION)).statusCode).toBe(200);
    expect(await plansFor(member.userId)).toHaveLength(1);
    expect((await webhook(completedEvent('INAIunknown'), AUTHORIZATION)).statusCode).toBe(200);
    expect((await webhook({ type: 'PG_REFUND_COMPLETED', payload: {} }, AUTHORIZATION)).statusCode).toBe(200);
  });

  it('flags a payment that PhonePe confirms after the order expired, without activating it', async () => {
    const { member, answer } = await buy();
    await reconcileDue(t.app.ctx, t.app.log, new Date(Date.now() + 21 * 60 * 1000));
    expect(await row(answer.orderId)).toMatchObject({ status: 'EXPIRED' });
    expect(await status(member, answer.orderId)).toMatchObject({
      status: 'EXPIRED',
      message: expect.stringContaining('was not confirmed in time'),
    });
    gateway.complete(answer.orderId);
    expect((await webhook(completedEvent(answer.orderId), AUTHORIZATION)).statusCode).toBe(200);
    expect(await row(answer.orderId)).toMatchObject({
      status: 'EXPIRED',
      review_reason: 'paid_after_final',
      received_amount: gold.price,
    });
    expect(await plansFor(member.userId)).toEqual([]);
    expect((await status(member, answer.orderId)).message).toBe(
      'Your money reached us after this order had closed, so the plan did not start by itself. Our support team will start your plan or refund the money; please keep the order reference.',
    );
  });

  it('a gateway that is down: 424 with a clear message, never a 5xx, and the order stays PENDING', async () => {
    const real = t.app.ctx.payments;
    const port = await closedPort();
    t.app.ctx.payments = createPhonePeProvider({
      ...t.config.phonepe!,
      oauthUrl: `http://127.0.0.1:${port}/v1/oauth/token`,
      apiUrl: `http://127.0.0.1:${port}/pg`,
    });
    try {
      const member = await verifiedMember(t.app);
      const response = await postAs(t.app, member.token, '/api/payment/initiate', { amount: gold.price });
      expect(response.statusCode).toBe(424);
      expect(response.json()).toEqual({
        success: false,
        code: 'payment_gateway_unavailable',
        message: 'The payment service is not answering right now. Nothing has been charged. Please try again in a few minutes.',
      });
      const [order] = await t.app.ctx.db.selectFrom('payment_orders').selectAll().where('user_id', '=', member.userId).execute();
      expect(order).toMatchObject({ status: 'PENDING', next_poll_at: expect.any(String) });
      // The status page still answers: the order is pending until the gateway can be asked.
      expect(await status(member, order!.order_id)).toMatchObject({ status: 'PENDING' });
    } finally {
      t.app.ctx.payments = real;
    }
  });

  it('a gateway that is slow: the call gives up at its time limit with the same 424', async () => {
    const real = t.app.ctx.payments;
    t.app.ctx.payments = createPhonePeProvider({ ...t.config.phonepe!, timeoutMs: 200 });
    const member = await verifiedMember(t.app);
    try {
      await t.app.ctx.payments.orderStatus('INAIwarm-the-token');
      gateway.delayMs = 1500;
      const started = Date.now();
      const response = await postAs(t.app, member.token, '/api/payment/initiate', { amount: gold.price });
      expect(Date.now() - started).toBeLessThan(1200);
      expect(response.statusCode).toBe(424);
      expect(response.json()).toMatchObject({ code: 'payment_gateway_unavailable' });
      const [order] = await t.app.ctx.db.selectFrom('payment_orders').selectAll().where('user_id', '=', member.userId).execute();
      expect(order).toMatchObject({ status: 'PENDING' });
      const pending = await postAs(t.app, member.token, '/api/payment-status', { orderId: order!.order_id });
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toMatchObject({ status: 'PENDING' });
    } finally {
      gateway.delayMs = 0;
      t.app.ctx.payments = real;
    }
  });

  it('activates exactly once when the status call, the webhook and a reconciler pass arrive together', async () => {
    for (let round = 0; round < 3; round++) {
      const { member, answer } = await buy();
      gateway.complete(answer.orderId);
      // Due for the reconciler now, on the real clock, like the two requests.
      await t.app.ctx.db
        .updateTable('payment_orders')
        .set({ next_poll_at: new Date(Date.now() - 1000).toISOString() })
        .where('order_id', '=', answer.orderId)
        .execute();
      const results = await Promise.all([
        postAs(t.app, member.token, '/api/payment-status', { orderId: answer.orderId }),
        webhook(completedEvent(answer.orderId), AUTHORIZATION),
        reconcileDue(t.app.ctx, t.app.log),
        postAs(t.app, member.token, '/api/payment-status', { orderId: answer.orderId }),
        webhook(completedEvent(answer.orderId), AUTHORIZATION),
      ]);
      expect((results[0] as { statusCode: number }).statusCode).toBe(200);
      expect((results[1] as { statusCode: number }).statusCode).toBe(200);
      const order = await row(answer.orderId);
      expect(order.status).toBe('COMPLETED');
      const plans = await plansFor(member.userId);
      expect(plans).toHaveLength(1);
      expect(plans[0]).toMatchObject({ payment_id: order.id, plan_id: 2, status: 'Approved' });
      expect(await receipts(member)).toHaveLength(1);
      expect(await status(member, answer.orderId)).toMatchObject({ status: 'COMPLETED', user: { premium_user: 1 } });
    }
  });
});
