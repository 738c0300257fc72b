import { randomBytes } from 'node:crypto';
import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  freshAddress,
  givePlan,
  memberWithProfile,
  postAs,
  verifiedMember,
  waitForMails,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const dob = addDays(latestBirthDate(todayInIndia(), 28), -10);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe.each(ENGINES)('the operators’ console on %s', (engine) => {
  let t: TestApp;
  let operator: Registered;
  let member: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
    await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
    member = await verifiedMember(t.app, { name: 'Plain Member' });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  /** A report row as the reports route stores it, written straight to the table. */
  const fileReport = async (
    values: { reporterId?: number | null; reportedId?: number | null; kind?: 'report' | 'grievance'; reason?: string },
    createdAt = new Date(),
    evidence?: Buffer,
  ) => {
    const kind = values.kind ?? 'report';
    const reference = `${kind === 'report' ? 'R' : 'G'}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const evidenceKey = evidence
      ? `evidence/${randomBytes(1).toString('hex')}/${randomBytes(16).toString('hex')}-screenshot.png`
      : null;
    if (evidence) await t.app.ctx.storage.put(evidenceKey!, evidence);
    const row = await t.app.ctx.db
      .insertInto('reports')
      .values({
        reference,
        kind,
        reporter_id: values.reporterId ?? null,
        reported_id: values.reportedId ?? null,
        reason: values.reason ?? (kind === 'report' ? 'fake_profile' : 'privacy'),
        note: 'Asked me for money for a visa',
        evidence_key: evidenceKey,
        contact_name: null,
        contact_email: null,
        locale: 'en',
        created_at: createdAt.toISOString(),
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
    return row;
  };
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {}, remoteAddress: freshAddress() });
  const auditFor = (targetRef: string) =>
    t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_ref', '=', targetRef).execute();
  const login = (who: Registered) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: who.details.email, password: who.details.password },
      remoteAddress: freshAddress(),
    });
  const visitorSearchNames = async (criteria: object) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { pageSize: 24, ...criteria },
      remoteAddress: freshAddress(),
    });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().data as { name: string }[]).map((c) => c.name);
  };

  it('lets only operators reach the admin routes: 401 without a session, 403 for a member', async () => {
    const report = await fileReport({ reporterId: member.userId, reportedId: operator.userId });
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/queue'],
      ['GET', '/api/admin/members?q=a'],
      ['GET', '/api/admin/audit'],
      ['POST', `/api/admin/reports/${report.id}/decision`, { action: 'dismiss', reason: 'x' }],
      ['POST', `/api/admin/members/${member.userId}/suspend`, { reason: 'x' }],
      ['POST', `/api/admin/members/${member.userId}/reinstate`, { reason: 'x' }],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload, remoteAddress: freshAddress() });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(member.token) });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().code).toBe('operator_only');
    }
    // Nothing was decided or suspended by those calls.
    expect(
      (await t.app.ctx.db.selectFrom('reports').select('status').where('id', '=', report.id).executeTakeFirstOrThrow()).status,
    ).toBe('open');
    expect((await auditFor(report.reference)).length).toBe(0);
  });

  it('streams the evidence to operators only; members and visitors get 404', async () => {
    const report = await fileReport({ reporterId: member.userId, reportedId: operator.userId }, new Date(), PNG);
    const url = `/api/admin/reports/${report.id}/evidence`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, member.token)).statusCode).toBe(404);
    const served = await get(url, operator.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const none = await fileReport({ reporterId: member.userId, reportedId: operator.userId });
    expect((await get(`/api/admin/reports/${none.id}/evidence`, operator.token)).statusCode).toBe(404);
  });

  it('shows the queue oldest first, with the reported member, the evidence link and the reporter’s history', async () => {
    const reporter = await verifiedMember(t.app, { name: 'Careful Reporter' });
    const reported = await memberWithProfile(t.app, { name: 'Queue Suspect', gender: 'Female', dob });
    const older = await fileReport(
      { reporterId: reporter.userId, reportedId: reported.userId },
      new Date(Date.now() - 3_600_000),
      PNG,
    );
    const newer = await fileReport({ reporterId: reporter.userId, reportedId: reported.userId });
    const earlier = await fileReport(
      { reporterId: reporter.userId, reportedId: reported.userId },
      new Date(Date.now() - 7_200_000),
    );
    await t.app.ctx.db.updateTable('reports').set({ status: 'dismissed' }).where('id', '=', earlier.id).execute();

    const answer = await get(`/api/admin/queue?q=${encodeURIComponent('queue suspect')}`, operator.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.data.map((i: { reference: string }) => i.reference)).toEqual([older.reference, newer.reference]);
    expect(body.total).toBe(2);
    const first = body.data[0];
    expect(first).toMatchObject({
      kind: 'report',
      status: 'open',
      reason: 'fake_profile',
      note: 'Asked me for money for a visa',
      evidence_url: `/api/admin/reports/${older.id}/evidence`,
      reported: { id: reported.userId, name: 'Queue Suspect', suspended: false },
      reporter: { id: reporter.userId, name: 'Careful Reporter', reports_filed: 3, reports_dismissed: 1 },
    });
    expect(body.data[1].evidence_url).toBeNull();

    const all = (await get(`/api/admin/queue?status=all&q=${encodeURIComponent(reporter.details.email)}`, operator.token)).json();
    expect(all.data.map((i: { reference: string }) => i.reference)).toEqual([
      earlier.reference,
      older.reference,
      newer.reference,
    ]);
    const byReference = (await get(`/api/admin/queue?q=${older.reference}`, operator.token)).json();
    expect(byReference.data).toHaveLength(1);
    const grievances = (
      await get(`/api/admin/queue?kind=grievance&q=${encodeURIComponent('queue suspect')}`, operator.token)
    ).json();
    expect(grievances.data).toEqual([]);
    expect((await get('/api/admin/queue?status=maybe', operator.token)).statusCode).toBe(400);
  });

  it('dismisses with a reason, audits who, what, when and why, and refuses a second decision', async () => {
    const reported = await verifiedMember(t.app, { name: 'Dismissed Suspect' });
    const report = await fileReport({ reporterId: member.userId, reportedId: reported.userId });
    const url = `/api/admin/reports/${report.id}/decision`;
    const noReason = await postAs(t.app, operator.token, url, { action: 'dismiss', reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Please give a reason: it is recorded in the audit log.');
    const tooLong = await postAs(t.app, operator.token, url, { action: 'dismiss', reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect((await postAs(t.app, operator.token, url, { action: 'resolve', reason: 'Nothing' })).json().code).toBe(
      'decision_not_for_kind',
    );

    const before = Date.now();
    const done = await postAs(t.app, operator.token, url, {
      action: 'dismiss',
      reason: 'Screenshot shows nothing wrong',
      outcome_note: 'We looked.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(`${report.reference} was dismissed.`);
    const stored = await t.app.ctx.db.selectFrom('reports').selectAll().where('id', '=', report.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'dismissed', decided_by: operator.userId, outcome_note: 'We looked.' });
    const [entry] = await auditFor(report.reference);
    expect(entry).toMatchObject({
      actor_id: operator.userId,
      action: 'report_dismissed',
      target_user_id: reported.userId,
      reason: 'Screenshot shows nothing wrong',
    });
    expect(Date.parse(entry!.created_at)).toBeGreaterThanOrEqual(before - 1000);

    const again = await postAs(t.app, operator.token, url, { action: 'suspend', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('report_already_decided');
    expect(
      (await postAs(t.app, operator.token, '/api/admin/reports/99999999/decision', { action: 'dismiss', reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('warns by e-mail in the reported member’s language', async () => {
    const reported = await verifiedMember(t.app, { name: 'Warned Member', locale: 'ta' });
    const report = await fileReport({ reporterId: member.userId, reportedId: reported.userId, reason: 'abusive' });
    const done = await postAs(t.app, operator.token, `/api/admin/reports/${report.id}/decision`, {
      action: 'warn',
      reason: 'Rude messages in chat',
    });
    expect(done.statusCode, done.body).toBe(200);
    const mails = await waitForMails(t.app, reported.details.email, 2);
    const warning = mails.find((m) => m.text.includes('Rude messages in chat'));
    expect(warning?.subject).toContain('நடத்தை');
    expect((await auditFor(report.reference))[0]).toMatchObject({ action: 'member_warned', actor_id: operator.userId });
    expect(
      (await t.app.ctx.db.selectFrom('reports').select('status').where('id', '=', report.id).executeTakeFirstOrThrow()).status,
    ).toBe('warned');
  });

  const chennaiWomen = { gender: 'Female', religion: 'Any', age: '18 to 30', state: 'Tamil Nadu', city: 'Chennai' };
  it('suspends from a report: out of search, Matches and details, logged out, cannot log in; reinstating brings it all back', async () => {
    const suspect = await memberWithProfile(t.app, { name: 'Suspended Suspect', gender: 'Female', dob, city: 'Chennai' });
    const viewer = await memberWithProfile(t.app, { name: 'Matching Viewer', gender: 'Male', dob });
    await givePlan(t.app, viewer.userId, 3);
    const matchNames = async () => {
      const r = await postAs(t.app, viewer.token, '/api/loggedInSearch', { pageSize: 24 });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as { name: string }[]).map((c) => c.name);
    };
    const details = () => postAs(t.app, viewer.token, '/api/getUserDetails', { user_id: suspect.userId });
    expect(await visitorSearchNames(chennaiWomen)).toContain('Suspended Suspect');
    expect(await matchNames()).toContain('Suspended Suspect');
    expect((await details()).statusCode).toBe(200);

    const report = await fileReport({ reporterId: viewer.userId, reportedId: suspect.userId, reason: 'asked_for_money' });
    const done = await postAs(t.app, operator.token, `/api/admin/reports/${report.id}/decision`, {
      action: 'suspend',
      reason: 'Asked three members for money',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Suspended Suspect was suspended.');

    const user = await t.app.ctx.db.selectFrom('users').selectAll().where('id', '=', suspect.userId).executeTakeFirstOrThrow();
    expect(user.suspended_at).not.toBeNull();
    expect(user.suspension_reason).toBe('Asked three members for money');
    expect((await auditFor(report.reference))[0]).toMatchObject({ action: 'member_suspended', target_user_id: suspect.userId });
    expect(await visitorSearchNames(chennaiWomen)).not.toContain('Suspended Suspect');
    expect(await matchNames()).not.toContain('Suspended Suspect');
    expect((await details()).statusCode).toBe(404);
    // Their session ended, and they cannot start another.
    expect((await postAs(t.app, suspect.token, '/api/getLoggedInUserProfile')).statusCode).toBe(401);
    const refused = await login(suspect);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_suspended');
    expect(refused.json().message).toContain('/grievance');
    // A wrong password learns nothing of the suspension.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: suspect.details.email, password: 'Wrong-password-1' },
      remoteAddress: freshAddress(),
    });
    expect(guess.statusCode).toBe(401);
    // In the queue the member shows as suspended.
    const queue = (await get(`/api/admin/queue?status=all&q=${report.reference}`, operator.token)).json();
    expect(queue.data[0].reported.suspended).toBe(true);
    // Suspending again is a conflict; reinstating needs a reason.
    expect(
      (await postAs(t.app, operator.token, `/api/admin/members/${suspect.userId}/suspend`, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect((await postAs(t.app, operator.token, `/api/admin/members/${suspect.userId}/reinstate`, {})).statusCode).toBe(400);

    const back = await postAs(t.app, operator.token, `/api/admin/members/${suspect.userId}/reinstate`, {
      reason: 'Appeal accepted',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe('Suspended Suspect was reinstated.');
    expect(await visitorSearchNames(chennaiWomen)).toContain('Suspended Suspect');
    expect(await matchNames()).toContain('Suspended Suspect');
    expect((await details()).statusCode).toBe(200);
    expect((await login(suspect)).statusCode).toBe(200);
    const reinstated = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_user_id', '=', suspect.userId)
      .where('action', '=', 'member_reinstated')
      .execute();
    expect(reinstated).toHaveLength(1);
    expect(reinstated[0]).toMatchObject({ actor_id: operator.userId, reason: 'Appeal accepted' });
    expect(
      (await postAs(t.app, operator.token, `/api/admin/members/${suspect.userId}/reinstate`, { reason: 'again' })).statusCode,
    ).toBe(409);
  });

  it('suspends and reinstates from the members search; never an operator or oneself', async () => {
    const target = await verifiedMember(t.app, { name: 'Findable Fathima' });
    const found = await get(`/api/admin/members?q=${encodeURIComponent('findable fath')}`, operator.token);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([
      expect.objectContaining({ id: target.userId, name: 'Findable Fathima', verified: true, suspended: false, report_count: 0 }),
    ]);
    expect((await get(`/api/admin/members?q=${target.details.phone}`, operator.token)).json().data[0].id).toBe(target.userId);
    expect(
      (await get(`/api/admin/members?q=${target.userId}`, operator.token)).json().data.map((m: { id: number }) => m.id),
    ).toContain(target.userId);
    expect((await get('/api/admin/members?q=%25', operator.token)).json().data).toEqual([]);

    const suspended = await postAs(t.app, operator.token, `/api/admin/members/${target.userId}/suspend`, {
      reason: 'Fake photos',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await postAs(t.app, target.token, '/api/getLoggedInUserProfile')).statusCode).toBe(401);
    expect((await get(`/api/admin/members?q=${target.details.email}`, operator.token)).json().data[0]).toMatchObject({
      suspended: true,
      suspension_reason: 'Fake photos',
    });

    const self = await postAs(t.app, operator.token, `/api/admin/members/${operator.userId}/suspend`, { reason: 'test' });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('cannot_suspend_self');
    const colleague = await verifiedMember(t.app, { name: 'Second Operator' });
    await runAdminCommand(['create', colleague.details.email], t.app.ctx.db);
    const other = await postAs(t.app, operator.token, `/api/admin/members/${colleague.userId}/suspend`, { reason: 'test' });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('cannot_suspend_operator');
    expect((await postAs(t.app, operator.token, '/api/admin/members/99999999/suspend', { reason: 'test' })).statusCode).toBe(404);
  });

  it('shows the audit log newest first with the actor’s name, the command line as no one', async () => {
    const target = await verifiedMember(t.app, { name: 'Audited Anbu' });
    await postAs(t.app, operator.token, `/api/admin/members/${target.userId}/suspend`, { reason: 'First' });
    await postAs(t.app, operator.token, `/api/admin/members/${target.userId}/reinstate`, { reason: 'Second' });
    const log = await get(`/api/admin/audit?q=${encodeURIComponent('audited anbu')}`, operator.token);
    expect(log.statusCode).toBe(200);
    expect(
      log.json().data.map((e: { action: string; reason: string; actor_name: string }) => [e.action, e.reason, e.actor_name]),
    ).toEqual([
      ['member_reinstated', 'Second', 'Operator Oviya'],
      ['member_suspended', 'First', 'Operator Oviya'],
    ]);
    const created = (await get(`/api/admin/audit?q=operator_created`, operator.token)).json();
    expect(created.data.find((e: { target_user_id: number }) => e.target_user_id === operator.userId)).toMatchObject({
      actor_id: null,
      actor_name: null,
      action: 'operator_created',
    });
  });

  it('tells the web who is an operator', async () => {
    const me = async (who: Registered) => (await postAs(t.app, who.token, '/api/getLoggedInUserProfile')).json();
    expect((await me(operator)).is_operator).toBe(true);
    expect((await me(member)).is_operator).toBe(false);
  });
});

describe.each(ENGINES)('npm run admin -- create on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  it('makes a verified member an operator and audits it with the command line as the actor', async () => {
    const member = await verifiedMember(t.app, { name: 'Future Operator' });
    const output = await runAdminCommand(['create', member.details.email.toUpperCase()], t.app.ctx.db);
    expect(output).toContain('is now an operator');
    const user = await t.app.ctx.db.selectFrom('users').select('role').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(user.role).toBe('operator');
    const entries = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_user_id', '=', member.userId).execute();
    expect(entries).toEqual([expect.objectContaining({ actor_id: null, action: 'operator_created' })]);
    expect(await runAdminCommand(['create', member.details.email], t.app.ctx.db)).toContain('already an operator');
  });

  it('refuses an unknown or unverified address, and a missing one, with a clear message', async () => {
    await expect(runAdminCommand(['create', 'nobody@example.com'], t.app.ctx.db)).rejects.toThrow(
      'No member has the address nobody@example.com',
    );
    const unverified = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Not Yet', email: 'not.yet.verified@example.com', phone: '9123456780', password: 'Jasmine-garland-42' },
      remoteAddress: freshAddress(),
    });
    expect(unverified.statusCode, unverified.body).toBe(201);
    await expect(runAdminCommand(['create', 'not.yet.verified@example.com'], t.app.ctx.db)).rejects.toThrow(
      'has not verified their e-mail',
    );
    await expect(runAdminCommand(['create'], t.app.ctx.db)).rejects.toThrow("Give the member's e-mail");
    await expect(runAdminCommand(['promote', 'x@example.com'], t.app.ctx.db)).rejects.toThrow('npm run admin -- create');
    expect(await t.app.ctx.db.selectFrom('audit_log').selectAll().where('reason', 'like', '%x@example%').execute()).toEqual([]);
    const refusedUser = await t.app.ctx.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', 'not.yet.verified@example.com')
      .executeTakeFirstOrThrow();
    expect(refusedUser.role).toBe('member');
    expect(await t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_user_id', '=', refusedUser.id).execute()).toEqual(
      [],
    );
  });
});
