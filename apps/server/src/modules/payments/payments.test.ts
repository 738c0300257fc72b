import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_REFERENCE_PATTERN,
  planById,
  planEnd,
  PLANS,
  type PaymentInitiateAnswer,
  type PaymentStatusAnswer,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  buyPlan,
  freshAddress,
  givePlan,
  mailsTo,
  postAs,
  register,
  searchableInDatabase,
  verifiedMember,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { INITIATE_LIMIT } from './payments.routes.js';

const silver = planById(1)!;
const gold = planById(2)!;
const platinum = planById(3)!;
const ta = translatorFor('ta');
const DAY = 86_400_000;

const form = (outcome: string) => ({ 'content-type': 'application/x-www-form-urlencoded', payload: `outcome=${outcome}` });

describe.each(ENGINES)('plans and payments through the sandbox gateway on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const initiate = (member: Registered, payload: object, headers: Record<string, string> = {}) =>
    postAs(t.app, member.token, '/api/payment/initiate', payload, headers);
  const status = async (member: Registered, orderId: string, headers: Record<string, string> = {}) =>
    postAs(t.app, member.token, '/api/payment-status', { orderId }, headers);
  const press = (orderId: string, outcome: string) => {
    const { payload, ...headers } = form(outcome);
    return t.app.inject({ method: 'POST', url: `/api/payment/sandbox/${orderId}`, headers, payload });
  };
  const orderCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('payment_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const plansOf = (userId: number) =>
    t.app.ctx.db.selectFrom('member_plans').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('GET /api/plans gives the catalogue and what this server takes payment with, and nothing secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: PLANS, provider: 'sandbox', upiEnabled: false });
  });

  it('has no setUserPlan: a POST to it is a 404 and gives no plan', async () => {
    const member = await verifiedMember(t.app);
    for (const url of ['/api/setUserPlan', '/api/setuserplan']) {
      const response = await postAs(t.app, member.token, url, { user_id: member.userId, plan_id: 3, premium_user: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    expect(await plansOf(member.userId)).toEqual([]);
  });

  it('initiate: a signed-in, verified member only', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payment/initiate', payload: { amount: silver.price } });
    expect(anonymous.statusCode).toBe(401);
    const unverified = await register(t.app);
    const refused = await initiate(unverified, { amount: silver.price });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'verification_required' });
  });

  it('initiate refuses bad input with a 4xx and a message, and creates nothing', async () => {
    const member = await verifiedMember(t.app);
    const other = await verifiedMember(t.app);
    const before = await orderCount();
    const cases: [object, number, object][] = [
      [
        { amount: 100 },
        400,
        { code: 'payment_unknown_amount', message: 'Please choose one of our plans: the amount must be a plan price.' },
      ],
      [{ amount: 1499 }, 400, { code: 'payment_unknown_amount' }],
      [{ amount: -149_900 }, 400, { code: 'invalid_input' }],
      [{ amount: 'lots' }, 400, { code: 'invalid_input', message: 'Please fill in all required fields' }],
      [{}, 400, { code: 'invalid_input', message: 'Please fill in all required fields' }],
      [{ amount: silver.price, method: 'bitcoin' }, 400, { code: 'invalid_input' }],
      [
        { amount: silver.price, user_id: other.userId },
        403,
        { code: 'payment_not_yours', message: 'You can only buy a plan for your own account.' },
      ],
      [{ amount: silver.price, method: 'upi' }, 400, { code: 'upi_not_available' }],
    ];
    for (const [payload, code, body] of cases) {
      const response = await initiate(member, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(code);
      expect(response.json()).toMatchObject({ success: false, ...body });
    }
    const tamil = await initiate(await verifiedMember(t.app, { locale: 'ta' }), { amount: 100 });
    expect(tamil.json()).toMatchObject({ code: 'payment_unknown_amount', message: ta('payment.unknownAmount') });
    expect(await orderCount()).toBe(before);
  });

  it('initiate makes our own order: random id, Order_ reference, the plan of the price; client ids and callbacks ignored', async () => {
    const member = await verifiedMember(t.app);
    const response = await initiate(member, {
      amount: String(gold.price),
      user_id: String(member.userId),
      orderId: 'CLIENT-ORDER',
      customerId: 'x',
      callbackUrl: 'https://evil.example/steal',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as PaymentInitiateAnswer;
    expect(answer).toEqual({
      success: true,
      orderId: expect.stringMatching(/^INAI[A-Za-z0-9_-]{24}$/),
      reference: expect.stringMatching(ORDER_REFERENCE_PATTERN),
      redirectUrl: `/api/payment/sandbox/${answer.orderId}`,
      planId: 2,
      amount: gold.price,
      extraDays: 0,
    });
    const row = await t.app.ctx.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('order_id', '=', answer.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: member.userId,
      plan_id: 2,
      amount: gold.price,
      status: 'PENDING',
      method: 'gateway',
      provider: 'sandbox',
    });
    const second = (await initiate(member, { amount: gold.price })).json() as PaymentInitiateAnswer;
    expect(second.orderId).not.toBe(answer.orderId);
    expect(second.reference).not.toBe(answer.reference);
  });

  it('the sandbox page shows plan, amount and reference with the three buttons, in the page language, under the CSP', async () => {
    const member = await verifiedMember(t.app);
    const { orderId, reference } = (await initiate(member, { amount: silver.price })).json() as PaymentInitiateAnswer;
    const page = await t.app.inject({ method: 'GET', url: `/api/payment/sandbox/${orderId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("style-src 'self';");
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    for (const text of [
      'Silver',
      '₹1,499',
      reference,
      'Simulate successful payment',
      'Simulate failed payment',
      'Simulate pending payment',
    ])
      expect(html).toContain(text);
    expect(html).toContain(`<form method="post" action="/api/payment/sandbox/${orderId}">`);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    const css = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const tamil = await t.app.inject({ method: 'GET', url: `/api/payment/sandbox/${orderId}`, headers: { cookie: 'locale=ta' } });
    expect(tamil.body).toContain('<html lang="ta">');
    for (const key of ['server.sandbox.success', 'server.sandbox.failure', 'server.sandbox.pending', 'plans.silver'] as const)
      expect(tamil.body).toContain(ta(key));

    const unknown = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/INAInothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('We could not find that payment.');
  });

  it('success: 303 to the status page, then COMPLETED, the plan active, the member premium, one receipt', async () => {
    const member = await verifiedMember(t.app);
    const { orderId, reference } = (await initiate(member, { amount: gold.price })).json() as PaymentInitiateAnswer;
    const pressed = await press(orderId, 'COMPLETED');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`/payment-status?orderId=${orderId}`);

    const answer = (await status(member, orderId)).json() as PaymentStatusAnswer;
    expect(answer).toMatchObject({
      success: true,
      status: 'COMPLETED',
      amount: gold.price,
      paymentMode: 'UPI',
      transactionId: expect.stringMatching(/^SBX/),
      message: 'Payment approved! Your plan is now active.',
      order: { orderId, reference, planId: 2, status: 'COMPLETED', method: 'gateway', extraDays: 0 },
    });
    expect(answer.user).toMatchObject({
      id: member.userId,
      premium_user: 1,
      active_plan: { plan_id: 2, plan_price: gold.price, status: 'Approved' },
    });
    const validFrom = new Date(answer.order.validFrom!);
    expect(Math.abs(validFrom.getTime() - Date.now())).toBeLessThan(60_000);
    expect(answer.order.validUntil).toBe(planEnd(gold, validFrom).toISOString());
    expect(answer.user.active_plan!.expiry_date).toBe(answer.order.validUntil);

    // Asking again changes nothing and mails nothing more.
    await status(member, orderId);
    expect(await plansOf(member.userId)).toHaveLength(1);
    const mails = (await mailsTo(t.app, member.details.email)).filter((m) => m.subject.includes('receipt'));
    expect(mails).toHaveLength(1);
    const receipt = mails[0]!;
    expect(receipt.subject).toBe(`Your Inai Matrimony payment receipt (${reference})`);
    for (const text of [reference, 'Gold', '₹4,999', 'Valid until', 'support@inaimatrimony.in', 'Kavya Raman']) {
      expect(receipt.text).toContain(text);
      expect(receipt.html).toContain(text);
    }

    const profile = await postAs(t.app, member.token, '/api/getLoggedInUserProfile');
    expect(profile.json()).toMatchObject({ premium_user: 1, active_plan: { plan_id: 2 } });
  });

  it('a bought plan opens what plans allow: a free member gets 402 on full details, then 200 after paying', async () => {
    const member = await verifiedMember(t.app);
    const target = await searchableInDatabase(t.app, { gender: 'Female', dob: '1996-04-14' });
    const details = () => postAs(t.app, member.token, '/api/getUserDetails', { user_id: target });
    expect((await details()).statusCode).toBe(402);
    await buyPlan(t.app, member, 1);
    expect((await details()).statusCode).toBe(200);
  });

  it('failure: FAILED, saying what became of the money, no plan, and the sandbox page says it has ended', async () => {
    const member = await verifiedMember(t.app);
    const { orderId } = (await initiate(member, { amount: silver.price })).json() as PaymentInitiateAnswer;
    expect((await press(orderId, 'FAILED')).statusCode).toBe(303);
    const answer = (await status(member, orderId)).json() as PaymentStatusAnswer;
    expect(answer).toMatchObject({
      status: 'FAILED',
      // The sandbox records an attempt, as a card or UPI payment that failed would.
      message:
        'This payment failed, so no plan was bought. If money left your account, your bank returns it within 5 days. You can try again now.',
      user: { premium_user: 0, active_plan: null },
    });
    expect(await plansOf(member.userId)).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: `/api/payment/sandbox/${orderId}` });
    expect(page.body).toContain('This payment has already ended.');
    expect(page.body).toContain(`href="/payment-status?orderId=${orderId}"`);
    expect(page.body).not.toContain('Simulate successful payment');
    // A late press on an ended order changes nothing.
    expect((await press(orderId, 'COMPLETED')).statusCode).toBe(303);
    expect(((await status(member, orderId)).json() as PaymentStatusAnswer).status).toBe('FAILED');
  });

  it('pending: stays PENDING, and can still be completed from the same page', async () => {
    const member = await verifiedMember(t.app);
    const { orderId } = (await initiate(member, { amount: silver.price })).json() as PaymentInitiateAnswer;
    expect((await press(orderId, 'PENDING')).statusCode).toBe(303);
    expect((await status(member, orderId)).json()).toMatchObject({
      status: 'PENDING',
      message:
        'Your bank has not confirmed this payment yet. Please do not pay again: if it is confirmed, your plan starts at once; if it fails, any money taken comes back within 5 days.',
      user: { premium_user: 0 },
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/payment/sandbox/${orderId}` });
    expect(page.body).toContain('This payment is pending.');
    expect(page.body).toContain('Simulate successful payment');
    await press(orderId, 'COMPLETED');
    expect((await status(member, orderId)).json()).toMatchObject({ status: 'COMPLETED', user: { premium_user: 1 } });
  });

  it("another member's order, or an unknown one, is a 404 on payment-status and decryptResponse", async () => {
    const owner = await verifiedMember(t.app);
    const stranger = await verifiedMember(t.app);
    const { orderId } = (await initiate(owner, { amount: silver.price })).json() as PaymentInitiateAnswer;
    for (const [url, payload] of [
      ['/api/payment-status', { orderId }],
      ['/api/decryptResponse', { encResponse: orderId }],
      ['/api/payment-status', { orderId: 'INAIunknown' }],
    ] as const) {
      const response = await postAs(t.app, stranger.token, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'payment_not_found',
        message: 'We could not find that payment. Please check the link or start again from Pricing.',
      });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/payment-status', payload: { orderId } });
    expect(anonymous.statusCode).toBe(401);
    const empty = await postAs(t.app, owner.token, '/api/payment-status', {});
    expect(empty.json()).toMatchObject({ code: 'invalid_input', message: 'Please fill in all required fields' });
  });

  it('decryptResponse takes the order id as encResponse and answers its status', async () => {
    const member = await verifiedMember(t.app);
    const { orderId } = (await initiate(member, { amount: silver.price })).json() as PaymentInitiateAnswer;
    await press(orderId, 'COMPLETED');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/decryptResponse',
      payload: { encResponse: orderId, token: member.token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, orderId, status: 'COMPLETED' });
  });

  it('refuses the same or a lower plan while one is active, with the specification’s text', async () => {
    const member = await verifiedMember(t.app);
    await buyPlan(t.app, member, 2);
    const before = await orderCount();
    for (const plan of [gold, silver]) {
      const response = await initiate(member, { amount: plan.price });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: 'plan_already_active',
        message: 'You already have an active plan',
      });
    }
    expect(await orderCount()).toBe(before);
  });

  it('upgrades Silver to Gold: the unused days become extra days, and the Silver plan stops counting', async () => {
    const member = await verifiedMember(t.app);
    await givePlan(t.app, member.userId, 1, { expiresInDays: 20 });
    const response = await initiate(member, { amount: gold.price });
    expect(response.statusCode).toBe(201);
    const offer = response.json() as PaymentInitiateAnswer;
    // 20 days of Silver (₹1,499 a month) are worth ₹985, which buys 35 days of Gold (₹4,999 for 6 months).
    expect(offer.extraDays).toBe(35);
    await press(offer.orderId, 'COMPLETED');
    const answer = (await status(member, offer.orderId)).json() as PaymentStatusAnswer;
    expect(answer).toMatchObject({
      status: 'COMPLETED',
      order: { extraDays: offer.extraDays },
      user: { active_plan: { plan_id: 2 } },
    });
    const validFrom = new Date(answer.order.validFrom!);
    expect(answer.order.validUntil).toBe(planEnd(gold, validFrom, offer.extraDays).toISOString());
    const rows = await plansOf(member.userId);
    expect(rows.map((r) => [r.plan_id, r.status])).toEqual([
      [1, 'Upgraded'],
      [2, 'Approved'],
    ]);
    const receipt = (await mailsTo(t.app, member.details.email)).find((m) => m.subject.includes('receipt'))!;
    expect(receipt.text).toContain(`as ${offer.extraDays} extra days`);
  });

  it('two orders that raced are both kept: the second plan starts when the first ends', async () => {
    const member = await verifiedMember(t.app);
    const first = (await initiate(member, { amount: gold.price })).json() as PaymentInitiateAnswer;
    const second = (await initiate(member, { amount: silver.price })).json() as PaymentInitiateAnswer;
    await press(first.orderId, 'COMPLETED');
    await press(second.orderId, 'COMPLETED');
    const one = (await status(member, first.orderId)).json() as PaymentStatusAnswer;
    const two = (await status(member, second.orderId)).json() as PaymentStatusAnswer;
    expect(two.status).toBe('COMPLETED');
    expect(two.order.validFrom).toBe(one.order.validUntil);
    expect(two.message).toMatch(/^Payment approved! Your new plan starts on \d{2} \w{3} \d{4}, when your current plan ends\.$/);
    // The running plan is still the Gold one: the Silver one has not started.
    expect(two.user.active_plan).toMatchObject({ plan_id: 2, expiry_date: one.order.validUntil });
    const receipt = (await mailsTo(t.app, member.details.email)).find((m) => m.subject.includes(second.reference))!;
    expect(receipt.text).toContain('Your Silver plan starts on');
  });

  it('lists the member’s own payments, newest first, with what each activated', async () => {
    const member = await verifiedMember(t.app);
    const other = await verifiedMember(t.app);
    await buyPlan(t.app, other, 1);
    const failed = (await initiate(member, { amount: silver.price })).json() as PaymentInitiateAnswer;
    await press(failed.orderId, 'FAILED');
    const { orderId } = await buyPlan(t.app, member, 3);
    const response = await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(member.token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: PaymentStatusAnswer['order'][] };
    expect(data.map((o) => [o.orderId, o.status])).toEqual([
      [orderId, 'COMPLETED'],
      [failed.orderId, 'FAILED'],
    ]);
    expect(data[0]).toMatchObject({
      planId: 3,
      amount: platinum.price,
      validFrom: expect.any(String),
      validUntil: expect.any(String),
    });
    expect(data[1]).toMatchObject({ validFrom: null, validUntil: null, completedAt: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);
  });

  it('answers the status and writes the receipt in the member’s language', async () => {
    const member = await verifiedMember(t.app, { locale: 'ta' });
    const { orderId, status: answer } = await buyPlan(t.app, member, 1);
    expect(answer.message).toBe(ta('payment.approved'));
    const receipt = (await mailsTo(t.app, member.details.email)).find(
      (m) => m.html.includes(orderId) || m.subject.includes('ரசீது'),
    )!;
    expect(receipt.html).toContain('<html lang="ta">');
    expect(receipt.text).toContain(ta('plans.silver'));
    expect(receipt.text).toContain(ta('mail.receipt.validUntil'));
  });

  it('an expired plan stops counting at once: premium_user and active_plan are derived, no job needed', async () => {
    const member = await verifiedMember(t.app);
    const now = Date.now();
    await t.app.ctx.db
      .insertInto('member_plans')
      .values({
        user_id: member.userId,
        plan_id: 2,
        plan_price: gold.price,
        status: 'Approved',
        starts_at: new Date(now - 180 * DAY).toISOString(),
        expires_at: new Date(now + 400).toISOString(),
        created_at: new Date(now - 180 * DAY).toISOString(),
        payment_id: null,
      })
      .execute();
    const profile = () => postAs(t.app, member.token, '/api/getLoggedInUserProfile').then((r) => r.json());
    expect(await profile()).toMatchObject({ premium_user: 1, active_plan: { plan_id: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await profile()).toMatchObject({ premium_user: 0, active_plan: null });
    // And the member may buy again.
    expect((await initiate(member, { amount: silver.price })).statusCode).toBe(201);
  });

  it(`allows ${INITIATE_LIMIT.max} orders per address in the window, then 429 with a message`, async () => {
    const member = await verifiedMember(t.app);
    const remoteAddress = freshAddress();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/initiate',
        headers: bearer(member.token),
        payload: { amount: silver.price },
        remoteAddress,
      });
    for (let i = 0; i < INITIATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'too_many_payments',
      message: 'Too many payment attempts. Please wait a few minutes and try again.',
    });
  });
});
