import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById, type PaymentInitiateAnswer, type PaymentStatusAnswer } from '@inai/shared';
import { CommandError, runPaymentsCommand } from '../../cli/payments.cli.js';
import { ENGINES } from '../../test/databases.js';
import { buyPlan, mailsTo, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { reconcileDue } from './payments.reconciler.js';

const gold = planById(2)!;
const UPI = { UPI_PAYEE_VPA: 'inaimatrimony@okaxis', UPI_PAYEE_NAME: 'Inai Matrimony' };
const HOUR = 60 * 60 * 1000;

describe.each(ENGINES)('UPI QR payments and the operator’s command on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: UPI });
  });
  afterAll(async () => t.close());

  const run = (...args: string[]) => runPaymentsCommand(args, t.app.ctx, t.app.log);
  const upiOrder = async (member?: Registered) => {
    const buyer = member ?? (await verifiedMember(t.app));
    const response = await postAs(t.app, buyer.token, '/api/payment/initiate', { amount: gold.price, method: 'upi' });
    expect(response.statusCode, response.body).toBe(201);
    return { member: buyer, answer: response.json() as PaymentInitiateAnswer };
  };
  const status = async (member: Registered, orderId: string) =>
    (await postAs(t.app, member.token, '/api/payment-status', { orderId })).json() as PaymentStatusAnswer;

  it('offers UPI in /api/plans and answers initiate with the UPI link and its QR code, drawn here', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).json()).toMatchObject({
      provider: 'sandbox',
      upiEnabled: true,
    });
    const { answer } = await upiOrder();
    expect(answer.redirectUrl).toBe(`/payment-status?orderId=${answer.orderId}`);
    expect(answer.upi!.uri).toBe(
      `upi://pay?pa=inaimatrimony%40okaxis&pn=Inai%20Matrimony&am=4999.00&cu=INR&tn=${answer.reference}`,
    );
    expect(answer.upi!.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(
      await t.app.ctx.db.selectFrom('payment_orders').selectAll().where('order_id', '=', answer.orderId).executeTakeFirst(),
    ).toMatchObject({
      method: 'upi',
      provider: 'upi',
      status: 'PENDING',
    });
  });

  it('stays PENDING, with a message that says so, and is not expired after 20 minutes', async () => {
    const { member, answer } = await upiOrder();
    expect(await status(member, answer.orderId)).toMatchObject({
      status: 'PENDING',
      message: 'We are waiting to confirm your UPI payment. Your plan starts as soon as it arrives; this can take a few hours.',
      user: { premium_user: 0 },
    });
    await reconcileDue(t.app.ctx, t.app.log, new Date(Date.now() + 21 * 60 * 1000));
    expect((await status(member, answer.orderId)).status).toBe('PENDING');
  });

  it('an operator’s confirm (by reference) completes it through the same state machine: plan, receipt, once', async () => {
    const { member, answer } = await upiOrder();
    const out = await run('confirm', answer.reference, '--utr', '412345678901');
    expect(out).toContain(`${answer.reference}  ${answer.orderId}`);
    expect(out).toContain('status COMPLETED');
    const done = await status(member, answer.orderId);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      paymentMode: 'UPI',
      transactionId: '412345678901',
      message: 'Payment approved! Your plan is now active.',
      user: { premium_user: 1, active_plan: { plan_id: 2 } },
    });
    await run('confirm', answer.orderId);
    const plans = await t.app.ctx.db.selectFrom('member_plans').selectAll().where('user_id', '=', member.userId).execute();
    expect(plans).toHaveLength(1);
    expect((await mailsTo(t.app, member.details.email)).filter((m) => m.subject.includes(answer.reference))).toHaveLength(1);
  });

  it('a confirmed amount that differs is not activated, and is flagged', async () => {
    const { member, answer } = await upiOrder();
    const out = await run('confirm', answer.orderId, '--amount', '100000');
    expect(out).toContain('status FAILED');
    expect(out).toContain('NEEDS REVIEW: amount_mismatch, received ₹1,000');
    expect(await status(member, answer.orderId)).toMatchObject({ status: 'FAILED', user: { premium_user: 0 } });
  });

  it('rejects, lists, and refuses what it must not do', async () => {
    const { member, answer } = await upiOrder();
    expect(await run('list')).toContain(answer.reference);
    expect(await run('reject', answer.reference)).toContain('status FAILED');
    expect(await run('list')).not.toContain(answer.reference);
    expect((await status(member, answer.orderId)).status).toBe('FAILED');
    // A gateway order is settled by its gateway, never by hand.
    const buyer = await verifiedMember(t.app);
    const { orderId } = await buyPlan(t.app, buyer, 1);
    await expect(run('confirm', orderId)).rejects.toThrow(CommandError);
    await expect(run('confirm', 'Order_999999')).rejects.toThrow('No order Order_999999.');
    await expect(run('frobnicate')).rejects.toThrow(/npm run payments -- confirm <order>/);
    await expect(run('confirm', answer.orderId, '--amount', 'ten')).rejects.toThrow('--amount is in paise');
  });

  it('expires an unconfirmed UPI order after 48 hours, after which a late confirm is only flagged', async () => {
    const { member, answer } = await upiOrder();
    await reconcileDue(t.app.ctx, t.app.log, new Date(Date.now() + 47 * HOUR));
    expect((await status(member, answer.orderId)).status).toBe('PENDING');
    await reconcileDue(t.app.ctx, t.app.log, new Date(Date.now() + 48 * HOUR + 60_000));
    expect((await status(member, answer.orderId)).status).toBe('EXPIRED');
    const out = await run('confirm', answer.reference);
    expect(out).toContain('had already ended; nothing was activated');
    expect(out).toContain('NEEDS REVIEW: paid_after_final');
    expect((await status(member, answer.orderId)).user.premium_user).toBe(0);
  });
});

describe('npm run payments (the process)', () => {
  it('reads the server’s configuration and database, and prints the order', async () => {
    const t = await createTestApp({ env: UPI });
    try {
      const member = await verifiedMember(t.app);
      const answer = (
        await postAs(t.app, member.token, '/api/payment/initiate', { amount: gold.price, method: 'upi' })
      ).json() as PaymentInitiateAnswer;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', 'src/cli/payments.cli.ts', 'show', answer.reference],
        {
          cwd: path.resolve(import.meta.dirname, '../../..'),
          env: { PATH: process.env.PATH, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...UPI },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(output).toContain(`${answer.reference}  ${answer.orderId}`);
      expect(output).toContain('status PENDING, upi (upi)');
      expect(code).toBe(0);
    } finally {
      await t.close();
    }
  });
});
