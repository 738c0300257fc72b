import { randomBytes } from 'node:crypto';
import { planById, type AdminEnquiriesAnswer, type AdminPaymentsAnswer, type PaymentInitiateAnswer } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandError, runAdminCommand } from '../../cli/admin.cli.js';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, mailsTo, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertEnquiry } from '../enquiry/enquiry.repository.js';

const gold = planById(2)!;
const UPI = { UPI_PAYEE_VPA: 'inaimatrimony@okaxis', UPI_PAYEE_NAME: 'Inai Matrimony' };
const en = translatorFor('en');
const ta = translatorFor('ta');

describe.each(ENGINES)('the console’s payments, enquiries and report outcomes on %s', (engine) => {
  let t: TestApp;
  let operator: Registered;
  let member: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: UPI });
    operator = await verifiedMember(t.app, { name: 'Operator Ops' });
    await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
    member = await verifiedMember(t.app, { name: 'Plain Member' });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const get = (url: string, token = operator.token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: freshAddress() });
  const post = (url: string, payload: object, token = operator.token) => postAs(t.app, token, url, payload);
  const order = async (name: string, method: 'upi' | 'gateway' = 'upi') => {
    const buyer = await verifiedMember(t.app, { name });
    const r = await post('/api/payment/initiate', { amount: gold.price, method }, buyer.token);
    expect(r.statusCode, r.body).toBe(201);
    return { buyer, answer: r.json() as PaymentInitiateAnswer };
  };
  const payments = async (query: string) => {
    const r = await get(`/api/admin/payments?${query}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as AdminPaymentsAnswer;
  };
  const auditFor = (targetRef: string) =>
    t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_ref', '=', targetRef).execute();
  const activePlan = async (who: Registered) =>
    t.app.ctx.db.selectFrom('member_plans').selectAll().where('user_id', '=', who.userId).execute();

  it('lets only operators reach its routes: 401 without a session, 403 for a member', async () => {
    const { answer } = await order('Guarded Buyer');
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/payments'],
      ['POST', `/api/admin/payments/${answer.orderId}/confirm`, { reason: 'seen' }],
      ['POST', `/api/admin/payments/${answer.orderId}/reject`, { reason: 'not seen' }],
      ['GET', '/api/admin/enquiries'],
      ['POST', '/api/admin/enquiries/1/handled', { reason: 'x' }],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload, remoteAddress: freshAddress() });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(member.token) });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().code).toBe('operator_only');
    }
    expect((await payments(`q=${answer.reference}`)).data[0]).toMatchObject({ status: 'PENDING', confirmable: true });
  });

  it('lists orders newest first, by status, method, review and a search on order id, reference, name or e-mail', async () => {
    const tag = `k${randomBytes(3).toString('hex')}`; // never six digits alone: the OTP mail greets by name
    const first = await order(`Selvi ${tag}`);
    const second = await order(`Selvi ${tag}`, 'gateway');
    const byName = await payments(`q=selvi%20${tag.toUpperCase()}`);
    expect(byName.data.map((p) => p.reference)).toEqual([second.answer.reference, first.answer.reference]);
    expect(byName.total).toBe(2);
    expect(byName.data[1]).toMatchObject({
      order_id: first.answer.orderId,
      member: { id: first.buyer.userId, name: `Selvi ${tag}`, email: first.buyer.details.email },
      plan_id: 2,
      plan_name: 'Gold',
      amount: gold.price,
      method: 'upi',
      status: 'PENDING',
      completed_at: null,
      review_reason: null,
      confirmable: true,
    });
    expect(byName.data[0]).toMatchObject({ method: 'gateway', confirmable: false });
    expect((await payments(`q=selvi%20${tag}&method=upi`)).data.map((p) => p.order_id)).toEqual([first.answer.orderId]);
    expect((await payments(`q=selvi%20${tag}&status=COMPLETED`)).total).toBe(0);
    expect((await payments(`q=selvi%20${tag}&review=1`)).total).toBe(0);
    expect((await payments(`q=${first.answer.reference}`)).data.map((p) => p.order_id)).toEqual([first.answer.orderId]);
    expect((await payments(`q=${first.answer.orderId}`)).data.map((p) => p.order_id)).toEqual([first.answer.orderId]);
    expect((await payments(`q=${encodeURIComponent(second.buyer.details.email)}`)).data.map((p) => p.order_id)).toEqual([
      second.answer.orderId,
    ]);
    expect((await get('/api/admin/payments?status=PAID')).statusCode).toBe(400);
  });

  it('confirms a pending UPI order through the payments state machine: plan active, audited', async () => {
    const { buyer, answer } = await order('Confirmed Buyer');
    const r = await post(`/api/admin/payments/${answer.orderId}/confirm`, {
      reason: 'Credit seen in the bank',
      utr: '412345678901',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      success: true,
      message: en('adminOps.payments.done.confirmed', { reference: answer.reference }),
      payment: { status: 'COMPLETED', transaction_id: '412345678901', confirmable: false, review_reason: null },
    });
    const plans = await activePlan(buyer);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ plan_id: 2 });
    const status = await post('/api/payment-status', { orderId: answer.orderId }, buyer.token);
    expect(status.json()).toMatchObject({ status: 'COMPLETED', user: { premium_user: 1 } });
    const audit = await auditFor(answer.reference);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'payment_confirmed',
      actor_id: operator.userId,
      target_user_id: buyer.userId,
      reason: 'Credit seen in the bank',
    });
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ order_id: answer.orderId, outcome: 'COMPLETED', utr: '412345678901' });
    // Settled orders are not settled again: 409 with a clear message, nothing more audited.
    for (const action of ['confirm', 'reject']) {
      const again = await post(`/api/admin/payments/${answer.orderId}/${action}`, { reason: 'again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'payment_not_pending', message: en('adminOps.payments.notPending') });
    }
    expect(await auditFor(answer.reference)).toHaveLength(1);
    expect(await activePlan(buyer)).toHaveLength(1);
  });

  it('does not activate a different amount: the order fails and needs review', async () => {
    const { buyer, answer } = await order('Short Payer');
    const r = await post(`/api/admin/payments/${answer.orderId}/confirm`, { reason: 'Less arrived', amount: 100_000 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: en('adminOps.payments.done.mismatch', { reference: answer.reference }),
      payment: { status: 'FAILED', review_reason: 'amount_mismatch', received_amount: 100_000 },
    });
    expect(await activePlan(buyer)).toHaveLength(0);
    const review = await payments(`review=1&q=${answer.reference}`);
    expect(review.data.map((p) => p.order_id)).toEqual([answer.orderId]);
    expect((await auditFor(answer.reference))[0]).toMatchObject({ action: 'payment_confirmed', actor_id: operator.userId });
    const bad = await post(`/api/admin/payments/${answer.orderId}/confirm`, { reason: 'x', amount: -5 });
    expect(bad.statusCode).toBe(400);
  });

  it('rejects a pending UPI order; refuses gateway orders and unknown ones', async () => {
    const { buyer, answer } = await order('Rejected Buyer');
    const noReason = await post(`/api/admin/payments/${answer.orderId}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const r = await post(`/api/admin/payments/${answer.orderId}/reject`, { reason: 'No credit after two days' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      message: en('adminOps.payments.done.rejected', { reference: answer.reference }),
      payment: { status: 'FAILED', failure_code: 'operator_rejected' },
    });
    expect(await activePlan(buyer)).toHaveLength(0);
    expect((await auditFor(answer.reference))[0]).toMatchObject({
      action: 'payment_rejected',
      actor_id: operator.userId,
      reason: 'No credit after two days',
    });
    const gateway = await order('Gateway Buyer', 'gateway');
    const notUpi = await post(`/api/admin/payments/${gateway.answer.orderId}/confirm`, { reason: 'x' });
    expect(notUpi.statusCode).toBe(409);
    expect(notUpi.json().code).toBe('payment_not_upi');
    expect((await post('/api/admin/payments/INAInothing/confirm', { reason: 'x' })).statusCode).toBe(404);
  });

  it('lists enquiries (unhandled oldest first) and marks one handled, audited', async () => {
    const tag = `k${randomBytes(3).toString('hex')}`; // never six digits alone: the OTP mail greets by name
    const input = (n: number) => ({
      name: `Asker ${tag}`,
      email: `asker${n}.${tag}@example.com`,
      phone: '9876543210',
      message: `Question ${n} about plans ${tag}`,
    });
    const older = await insertEnquiry(t.app.ctx.db, input(1), new Date(Date.now() - 60_000));
    const newer = await insertEnquiry(t.app.ctx.db, input(2), new Date());
    const list = async (query: string) => {
      const r = await get(`/api/admin/enquiries?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as AdminEnquiriesAnswer;
    };
    const open = await list(`q=${tag}`);
    expect(open.data.map((e) => e.id)).toEqual([older, newer]);
    expect(open.data[0]).toMatchObject({ name: `Asker ${tag}`, email: `asker1.${tag}@example.com`, handled_at: null });
    const r = await post(`/api/admin/enquiries/${older}/handled`, { reason: 'Replied by e-mail' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(en('adminOps.enquiries.done', { id: String(older) }));
    expect((await list(`q=${tag}`)).data.map((e) => e.id)).toEqual([newer]);
    expect((await list(`q=${tag}&handled=1`)).data[0]).toMatchObject({ id: older, handled_by_name: 'Operator Ops' });
    expect((await auditFor(`Enquiry #${older}`))[0]).toMatchObject({
      action: 'enquiry_handled',
      actor_id: operator.userId,
      reason: 'Replied by e-mail',
    });
    const again = await post(`/api/admin/enquiries/${older}/handled`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('enquiry_already_handled');
    expect((await post('/api/admin/enquiries/99999999/handled', { reason: 'x' })).statusCode).toBe(404);
  });

  describe('outcome mails to the reporter', () => {
    const fileReport = async (values: {
      kind?: 'report' | 'grievance';
      reporterId?: number | null;
      reportedId?: number | null;
      contactEmail?: string | null;
      locale?: string;
    }) => {
      const kind = values.kind ?? 'report';
      const reference = `${kind === 'report' ? 'R' : 'G'}-${randomBytes(4).toString('hex').toUpperCase()}`;
      return t.app.ctx.db
        .insertInto('reports')
        .values({
          reference,
          kind,
          reporter_id: values.reporterId ?? null,
          reported_id: values.reportedId ?? null,
          reason: kind === 'report' ? 'asked_for_money' : 'privacy',
          note: 'He asked me for money',
          evidence_key: null,
          contact_name: values.contactEmail ? 'Public Person' : null,
          contact_email: values.contactEmail ?? null,
          locale: values.locale ?? 'en',
          created_at: new Date().toISOString(),
        })
        .returning(['id', 'reference'])
        .executeTakeFirstOrThrow();
    };
    const decide = async (id: number, action: string, outcome_note?: string) => {
      const r = await post(`/api/admin/reports/${id}/decision`, {
        action,
        reason: 'SECRET-REASON for the other member',
        outcome_note,
      });
      expect(r.statusCode, r.body).toBe(200);
    };

    it.each([
      ['dismiss', 'mail.outcome.dismissed'],
      ['warn', 'mail.outcome.warned'],
      ['suspend', 'mail.outcome.suspended'],
    ] as const)('tells the reporting member about a %s, in their language, never the reason', async (action, key) => {
      const reporter = await verifiedMember(t.app, { name: 'Reporting Revathi', locale: 'ta' });
      const reported = await verifiedMember(t.app, { name: 'Reported Ravi' });
      const report = await fileReport({ reporterId: reporter.userId, reportedId: reported.userId, locale: 'ta' });
      await decide(report.id, action, action === 'dismiss' ? 'We checked the profile documents.' : undefined);
      const mail = (await mailsTo(t.app, reporter.details.email)).find((m) => m.subject.includes(report.reference));
      expect(mail?.subject).toBe(ta('mail.outcome.subject', { reference: report.reference }));
      expect(mail?.text).toContain(ta(key));
      expect(mail?.text).toContain(ta('mail.outcome.greeting', { name: 'Reporting Revathi', reference: report.reference }));
      expect(mail?.text).not.toContain('SECRET-REASON');
      expect(mail?.text).not.toContain('Reported Ravi');
      if (action === 'dismiss')
        expect(mail?.text).toContain(ta('mail.outcome.note', { note: 'We checked the profile documents.' }));
    });

    it('tells a grievance’s contact address about its resolution, in the language it was filed in', async () => {
      const contact = `grievant.${randomBytes(3).toString('hex')}@example.com`;
      const grievance = await fileReport({ kind: 'grievance', contactEmail: contact, locale: 'ta' });
      await decide(grievance.id, 'resolve', 'We removed the photo you named.');
      const [mail] = await mailsTo(t.app, contact);
      expect(mail?.subject).toBe(ta('mail.outcome.subjectGrievance', { reference: grievance.reference }));
      expect(mail?.text).toContain(ta('mail.outcome.resolved'));
      expect(mail?.text).toContain(ta('mail.outcome.note', { note: 'We removed the photo you named.' }));
      expect(mail?.text).not.toContain('SECRET-REASON');

      const englishContact = `grievant.${randomBytes(3).toString('hex')}@example.com`;
      const dismissed = await fileReport({ kind: 'grievance', contactEmail: englishContact });
      await decide(dismissed.id, 'dismiss');
      const [closed] = await mailsTo(t.app, englishContact);
      expect(closed?.subject).toBe(en('mail.outcome.subjectGrievance', { reference: dismissed.reference }));
      expect(closed?.text).toContain(en('mail.outcome.dismissedGrievance'));
    });
  });

  it('removes and lists operators from the command line; a removed operator is refused at once but stays a member', async () => {
    const second = await verifiedMember(t.app, { name: 'Second Operator' });
    await runAdminCommand(['create', second.details.email], t.app.ctx.db);
    expect((await get('/api/admin/payments', second.token)).statusCode).toBe(200);
    const listed = await runAdminCommand(['list'], t.app.ctx.db);
    expect(listed).toContain(`Second Operator <${second.details.email}>`);
    expect(listed).toContain(`Operator Ops <${operator.details.email}>`);

    const out = await runAdminCommand(['remove', second.details.email.toUpperCase(), '--reason', 'Left the team'], t.app.ctx.db);
    expect(out).toContain('is no longer an operator');
    const denied = await get('/api/admin/payments', second.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('operator_only');
    expect((await get('/api/payments', second.token)).statusCode).toBe(200);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator_removed')
      .where('target_user_id', '=', second.userId)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actor_id: null, reason: 'Left the team' })]);
    expect(await runAdminCommand(['list'], t.app.ctx.db)).not.toContain(second.details.email);

    await expect(runAdminCommand(['remove', second.details.email], t.app.ctx.db)).rejects.toThrow(
      new CommandError(`Second Operator <${second.details.email}> is not an operator; nothing changed.`),
    );
    await expect(runAdminCommand(['remove', 'nobody.here@example.com'], t.app.ctx.db)).rejects.toThrow(
      /No member has the address/,
    );
    await expect(runAdminCommand(['remove'], t.app.ctx.db)).rejects.toThrow(/Whose address/);
  });
});
