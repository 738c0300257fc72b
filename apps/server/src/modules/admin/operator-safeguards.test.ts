import { randomBytes } from 'node:crypto';
import {
  planById,
  type AdminAuditAnswer,
  type AdminIdListAnswer,
  type AdminPaymentsAnswer,
  type AdminPhotosAnswer,
  type AdminQueueAnswer,
  type ErrorCode,
  type PaymentInitiateAnswer,
} from '@inai/shared';
import { ERROR_CODES } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, mailsTo, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { galleryUpload, multipart, testJpeg } from '../../test/uploads.js';

const gold = planById(2)!;
const UPI = { UPI_PAYEE_VPA: 'inaimatrimony@okaxis', UPI_PAYEE_NAME: 'Inai Matrimony' };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');
const HTML = Buffer.from('<!doctype html><script>fetch("/api/admin/audit")</script>');

/** What a private file's answer must carry, whatever it holds: a download, sandboxed, never sniffed or cached. */
function expectPrivateFileHeaders(headers: Record<string, unknown>, fileName: string, type: string) {
  expect(headers['content-type']).toBe(type);
  expect(headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const csp = String(headers['content-security-policy']);
  expect(csp.split(';').map((d) => d.trim())).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
  expect(csp).not.toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('private, no-store');
}

describe.each(ENGINES)('operators’ safeguards on %s', (engine) => {
  let t: TestApp;
  let alice: Registered;
  let bob: Registered;
  let member: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: UPI });
    alice = await verifiedMember(t.app, { name: 'Operator Alamelu' });
    bob = await verifiedMember(t.app, { name: 'Operator Balu' });
    for (const operator of [alice, bob]) await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
    member = await verifiedMember(t.app, { name: 'Plain Member' });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const get = (url: string, who?: Registered) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {}, remoteAddress: freshAddress() });
  const post = (who: Registered, url: string, payload: object) => postAs(t.app, who.token, url, payload);
  const auditFor = (targetRef: string) =>
    t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_ref', '=', targetRef).orderBy('id').execute();

  const setLocale = (who: Registered, locale: 'en' | 'ta') =>
    t.app.ctx.db.updateTable('users').set({ locale }).where('id', '=', who.userId).execute();

  /** A 403 with its code and the code's text, in English and (with the operator's language set to Tamil) in Tamil. */
  async function expectRefused(who: Registered, send: () => Promise<{ statusCode: number; json(): unknown }>, code: ErrorCode) {
    for (const locale of ['en', 'ta'] as const) {
      await setLocale(who, locale);
      const r = await send();
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ success: false, code, message: translatorFor(locale).lookup(ERROR_CODES[code]) });
    }
    await setLocale(who, 'en');
  }

  const uploadId = async (who: Registered, file: Buffer, fileName: string) => {
    const form = multipart([
      { name: 'document_type', value: 'passport' },
      { name: 'file', value: file, fileName },
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/id-verification',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(who.token) },
      remoteAddress: freshAddress(),
    });
    expect(r.statusCode, r.body).toBe(201);
    return t.app.ctx.db
      .selectFrom('id_verifications')
      .selectAll()
      .where('user_id', '=', who.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  };

  /** A photo uploaded from the member's gallery, as its row (unreviewed). */
  const uploadPhoto = async (who: Registered) => {
    const { payload, headers } = galleryUpload(who.userId, [{ name: 'me.jpg', data: await testJpeg({ colour: '#2a6041' }) }]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/uploadPhotos',
      payload,
      headers: { ...headers, ...bearer(who.token) },
    });
    expect(r.statusCode, r.body).toBe(200);
    return t.app.ctx.db
      .selectFrom('user_images')
      .selectAll()
      .where('user_id', '=', who.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  };

  /** A report or grievance row as the member's form stores it, with a screenshot when given. */
  const fileReport = async (
    values: { reporterId: number | null; reportedId: number | null; kind?: 'report' | 'grievance' },
    evidence?: { data: Buffer; ext: string },
  ) => {
    const kind = values.kind ?? 'report';
    const reference = `${kind === 'report' ? 'R' : 'G'}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const evidenceKey = evidence
      ? `evidence/${randomBytes(1).toString('hex')}/${randomBytes(16).toString('hex')}-full.${evidence.ext}`
      : null;
    if (evidence) await t.app.ctx.storage.put(evidenceKey!, evidence.data);
    return t.app.ctx.db
      .insertInto('reports')
      .values({
        reference,
        kind,
        reporter_id: values.reporterId,
        reported_id: values.reportedId,
        reason: kind === 'report' ? 'fake_profile' : 'privacy',
        note: 'A note',
        evidence_key: evidenceKey,
        contact_name: null,
        contact_email: null,
        locale: 'en',
        created_at: new Date().toISOString(),
      })
      .returning(['id', 'reference'])
      .executeTakeFirstOrThrow();
  };
  const reportStatus = async (id: number) =>
    (await t.app.ctx.db.selectFrom('reports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('refuses an operator deciding their own ID check, either way; another operator decides it', async () => {
    const row = await uploadId(alice, PNG, 'passport.png');
    const url = `/api/admin/id-verifications/${row.id}/decision`;
    for (const action of ['approve', 'reject'])
      await expectRefused(alice, () => post(alice, url, { action, reason: 'Looks right' }), 'cannot_decide_own_id');
    const untouched = await t.app.ctx.db
      .selectFrom('id_verifications')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toMatchObject({ status: 'pending', decided_by: null, storage_key: row.storage_key });
    expect(await auditFor(`ID-${row.id}`)).toEqual([]);

    const approved = await post(bob, url, { action: 'approve', reason: 'Name and photo match.' });
    expect(approved.statusCode, approved.body).toBe(200);
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('id_verified_at')
      .where('id', '=', alice.userId)
      .executeTakeFirstOrThrow();
    expect(user.id_verified_at).not.toBeNull();
    expect((await auditFor(`ID-${row.id}`)).map((e) => [e.action, e.actor_id])).toEqual([['id_approved', bob.userId]]);
  });

  it('refuses an operator confirming or rejecting their own UPI payment; another operator settles it', async () => {
    const initiated = await post(alice, '/api/payment/initiate', { amount: gold.price, method: 'upi' });
    expect(initiated.statusCode, initiated.body).toBe(201);
    const { orderId, reference } = initiated.json() as PaymentInitiateAnswer;
    await expectRefused(
      alice,
      () => post(alice, `/api/admin/payments/${orderId}/confirm`, { reason: 'Credit seen', utr: '412345678901' }),
      'cannot_settle_own_payment',
    );
    await expectRefused(
      alice,
      () => post(alice, `/api/admin/payments/${orderId}/reject`, { reason: 'No credit' }),
      'cannot_settle_own_payment',
    );
    const order = await t.app.ctx.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('PENDING');
    expect(await auditFor(reference)).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('member_plans').select('id').where('user_id', '=', alice.userId).execute()).toEqual([]);

    const confirmed = await post(bob, `/api/admin/payments/${orderId}/confirm`, { reason: 'Credit seen in the bank' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().payment).toMatchObject({ status: 'COMPLETED' });
    expect((await auditFor(reference)).map((e) => [e.action, e.actor_id])).toEqual([['payment_confirmed', bob.userId]]);

    // The other way round: another operator may reject one.
    const second = (
      await post(member, '/api/payment/initiate', { amount: gold.price, method: 'upi' })
    ).json() as PaymentInitiateAnswer;
    const rejected = await post(alice, `/api/admin/payments/${second.orderId}/reject`, { reason: 'No credit in a week' });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('refuses an operator deciding a report about themselves, in any way; another operator decides it', async () => {
    const report = await fileReport({ reporterId: member.userId, reportedId: alice.userId });
    const url = `/api/admin/reports/${report.id}/decision`;
    for (const action of ['dismiss', 'warn', 'suspend'])
      await expectRefused(alice, () => post(alice, url, { action, reason: 'Nothing in it' }), 'cannot_decide_report_about_self');
    expect(await reportStatus(report.id)).toBe('open');
    expect(await auditFor(report.reference)).toEqual([]);

    const dismissed = await post(bob, url, { action: 'dismiss', reason: 'Nothing in it' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(await reportStatus(report.id)).toBe('dismissed');
  });

  it('refuses an operator deciding a report or grievance they filed; another operator decides it', async () => {
    const grievance = await fileReport({ reporterId: alice.userId, reportedId: null, kind: 'grievance' });
    const report = await fileReport({ reporterId: alice.userId, reportedId: member.userId });
    await expectRefused(
      alice,
      () => post(alice, `/api/admin/reports/${grievance.id}/decision`, { action: 'resolve', reason: 'Done' }),
      'cannot_decide_own_report',
    );
    await expectRefused(
      alice,
      () => post(alice, `/api/admin/reports/${report.id}/decision`, { action: 'warn', reason: 'Rude' }),
      'cannot_decide_own_report',
    );
    expect([await reportStatus(grievance.id), await reportStatus(report.id)]).toEqual(['open', 'open']);

    expect(
      (await post(bob, `/api/admin/reports/${grievance.id}/decision`, { action: 'resolve', reason: 'Done' })).statusCode,
    ).toBe(200);
    expect(
      (await post(bob, `/api/admin/reports/${report.id}/decision`, { action: 'dismiss', reason: 'Not rude' })).statusCode,
    ).toBe(200);
    expect([await reportStatus(grievance.id), await reportStatus(report.id)]).toEqual(['resolved', 'dismissed']);
  });

  it('refuses an operator approving or rejecting their own photo; nothing changes, and another operator reviews it', async () => {
    const photo = await uploadPhoto(alice);
    const url = `/api/admin/photos/${photo.id}/decision`;
    const files = async () => (await t.app.ctx.storage.list()).filter((k) => k.startsWith(photo.storage_key));
    expect(await files()).toHaveLength(3);
    const mailsBefore = (await mailsTo(t.app, alice.details.email)).length;
    for (const action of ['approve', 'reject'])
      await expectRefused(alice, () => post(alice, url, { action, reason: 'A clear photo' }), 'cannot_decide_own_photo');
    const untouched = await t.app.ctx.db.selectFrom('user_images').selectAll().where('id', '=', photo.id).executeTakeFirst();
    expect(untouched).toMatchObject({ reviewed_at: null, reviewed_by: null, storage_key: photo.storage_key });
    expect(await files()).toHaveLength(3);
    expect(await auditFor(`photo ${photo.id}`)).toEqual([]);
    expect(await mailsTo(t.app, alice.details.email)).toHaveLength(mailsBefore);

    const approved = await post(bob, url, { action: 'approve', reason: 'A clear photo of the member' });
    expect(approved.statusCode, approved.body).toBe(200);
    const reviewed = await t.app.ctx.db
      .selectFrom('user_images')
      .selectAll()
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(reviewed.reviewed_by).toBe(bob.userId);
    expect((await auditFor(`photo ${photo.id}`)).map((e) => [e.action, e.actor_id])).toEqual([['photo_approved', bob.userId]]);

    // Once reviewed, it is still hers: the answer names that, before the state.
    await expectRefused(
      alice,
      () => post(alice, url, { action: 'reject', reason: 'Changed my mind' }),
      'cannot_decide_own_photo',
    );

    // The other way round: she reviews another member's photo as usual.
    const theirs = await uploadPhoto(member);
    const rejected = await post(alice, `/api/admin/photos/${theirs.id}/decision`, {
      action: 'reject',
      reason: 'Not a photo of a person',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('names on each console item whether it is the asking operator’s own case, and why; for anyone else it is null', async () => {
    const about = await fileReport({ reporterId: member.userId, reportedId: alice.userId });
    const filed = await fileReport({ reporterId: alice.userId, reportedId: member.userId });
    const grievance = await fileReport({ reporterId: alice.userId, reportedId: null, kind: 'grievance' });
    const other = await fileReport({ reporterId: member.userId, reportedId: bob.userId });
    const ownCases = async (who: Registered) => {
      const items = new Map<string, string | null>();
      for (const reference of [about, filed, grievance, other].map((r) => r.reference)) {
        const answer = (await get(`/api/admin/queue?status=all&q=${reference}`, who)).json() as AdminQueueAnswer;
        expect(answer.data).toHaveLength(1);
        items.set(reference, answer.data[0]!.own_case);
      }
      return [...items.values()];
    };
    expect(await ownCases(alice)).toEqual([
      'cannot_decide_report_about_self',
      'cannot_decide_own_report',
      'cannot_decide_own_report',
      null,
    ]);
    expect(await ownCases(bob)).toEqual([null, null, null, 'cannot_decide_report_about_self']);

    // Alice's own ID was approved above: Bob's is the one waiting here.
    const own = await uploadId(bob, PNG, 'passport.png');
    const ids = async (who: Registered) => {
      const answer = (
        await get(`/api/admin/id-verifications?q=${encodeURIComponent(bob.details.email)}`, who)
      ).json() as AdminIdListAnswer;
      return answer.data.filter((i) => i.id === own.id).map((i) => i.own_case);
    };
    expect(await ids(bob)).toEqual(['cannot_decide_own_id']);
    expect(await ids(alice)).toEqual([null]);

    // Alice bought a plan above; Bob's order is the one waiting here.
    const initiated = await post(bob, '/api/payment/initiate', { amount: gold.price, method: 'upi' });
    expect(initiated.statusCode, initiated.body).toBe(201);
    const { orderId } = initiated.json() as PaymentInitiateAnswer;
    const payments = async (who: Registered) => {
      const answer = (await get(`/api/admin/payments?q=${orderId}`, who)).json() as AdminPaymentsAnswer;
      return answer.data.map((p) => [p.confirmable, p.own_case]);
    };
    expect(await payments(bob)).toEqual([[true, 'cannot_settle_own_payment']]);
    expect(await payments(alice)).toEqual([[true, null]]);

    const photo = await uploadPhoto(alice);
    const photos = async (who: Registered) => {
      const answer = (
        await get(`/api/admin/photos?filter=all&q=${encodeURIComponent(alice.details.email)}`, who)
      ).json() as AdminPhotosAnswer;
      return answer.data.filter((p) => p.id === photo.id).map((p) => p.own_case);
    };
    expect(await photos(alice)).toEqual(['cannot_decide_own_photo']);
    expect(await photos(bob)).toEqual([null]);
  });

  it('audits every opening of an ID file: who, whose, which, when; refused or missing files leave no entry', async () => {
    const owner = await verifiedMember(t.app, { name: 'Passport Parvathi' });
    const row = await uploadId(owner, PDF, 'passport.pdf');
    const url = `/api/admin/id-verifications/${row.id}/file`;
    for (const who of [undefined, member, owner]) expect((await get(url, who)).statusCode).toBe(404);
    expect(await auditFor(`ID-${row.id}`)).toEqual([]);

    const before = new Date().toISOString();
    for (const who of [alice, bob, alice]) {
      const r = await get(url, who);
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.equals(PDF)).toBe(true);
    }
    const entries = await auditFor(`ID-${row.id}`);
    expect(entries.map((e) => [e.action, e.actor_id, e.target_user_id])).toEqual([
      ['id_file_viewed', alice.userId, owner.userId],
      ['id_file_viewed', bob.userId, owner.userId],
      ['id_file_viewed', alice.userId, owner.userId],
    ]);
    expect(JSON.parse(entries[0]!.details!)).toEqual({ document_type: 'passport' });
    expect(entries.every((e) => e.created_at >= before && e.reason === '')).toBe(true);

    // The console's audit tab lists them with the operator's and the member's names.
    const log = (await get(`/api/admin/audit?q=ID-${row.id}`, bob)).json() as AdminAuditAnswer;
    expect(log.data.map((e) => [e.action, e.actor_name, e.target_name, e.target_ref])).toEqual([
      ['id_file_viewed', 'Operator Alamelu', 'Passport Parvathi', `ID-${row.id}`],
      ['id_file_viewed', 'Operator Balu', 'Passport Parvathi', `ID-${row.id}`],
      ['id_file_viewed', 'Operator Alamelu', 'Passport Parvathi', `ID-${row.id}`],
    ]);

    // Decided: the file is gone, and asking for it is no view.
    expect(
      (await post(bob, `/api/admin/id-verifications/${row.id}/decision`, { action: 'reject', reason: 'Blurred' })).statusCode,
    ).toBe(200);
    expect((await get(url, alice)).statusCode).toBe(404);
    expect((await auditFor(`ID-${row.id}`)).filter((e) => e.action === 'id_file_viewed')).toHaveLength(3);
  });

  it('audits every opening of a report’s screenshot, naming the reported member and the report', async () => {
    const report = await fileReport({ reporterId: member.userId, reportedId: bob.userId }, { data: PNG, ext: 'webp' });
    const url = `/api/admin/reports/${report.id}/evidence`;
    for (const who of [undefined, member]) expect((await get(url, who)).statusCode).toBe(404);
    expect(await auditFor(report.reference)).toEqual([]);

    for (const who of [alice, alice]) expect((await get(url, who)).statusCode).toBe(200);
    expect((await auditFor(report.reference)).map((e) => [e.action, e.actor_id, e.target_user_id, e.reason])).toEqual([
      ['evidence_viewed', alice.userId, bob.userId, ''],
      ['evidence_viewed', alice.userId, bob.userId, ''],
    ]);
    const log = (await get(`/api/admin/audit?q=${report.reference}`, alice)).json() as AdminAuditAnswer;
    expect(log.data.map((e) => [e.action, e.actor_name, e.target_name])).toEqual([
      ['evidence_viewed', 'Operator Alamelu', 'Operator Balu'],
      ['evidence_viewed', 'Operator Alamelu', 'Operator Balu'],
    ]);

    // A report without a screenshot: 404, and nothing recorded.
    const none = await fileReport({ reporterId: member.userId, reportedId: bob.userId });
    expect((await get(`/api/admin/reports/${none.id}/evidence`, alice)).statusCode).toBe(404);
    expect(await auditFor(none.reference)).toEqual([]);
  });

  it('serves private files as sandboxed downloads; a stored SVG or HTML goes out as plain bytes', async () => {
    const pdfOwner = await verifiedMember(t.app);
    const pdf = await uploadId(pdfOwner, PDF, 'passport.pdf');
    const asPdf = await get(`/api/admin/id-verifications/${pdf.id}/file`, alice);
    expect(asPdf.statusCode).toBe(200);
    expectPrivateFileHeaders(asPdf.headers, `ID-${pdf.id}.pdf`, 'application/pdf');

    const pngOwner = await verifiedMember(t.app);
    const png = await uploadId(pngOwner, PNG, 'id.png');
    expectPrivateFileHeaders(
      (await get(`/api/admin/id-verifications/${png.id}/file`, alice)).headers,
      `ID-${png.id}.png`,
      'image/png',
    );

    // Whatever a row says its type is, active types never go out as such.
    for (const [data, type] of [
      [SVG, 'image/svg+xml'],
      [HTML, 'text/html'],
      [HTML, 'text/html; charset=utf-8'],
    ] as const) {
      await t.app.ctx.storage.put(png.storage_key!, data);
      await t.app.ctx.db.updateTable('id_verifications').set({ mime_type: type }).where('id', '=', png.id).execute();
      const r = await get(`/api/admin/id-verifications/${png.id}/file`, alice);
      expect(r.statusCode).toBe(200);
      expectPrivateFileHeaders(r.headers, `ID-${png.id}.bin`, 'application/octet-stream');
      expect(r.rawPayload.equals(data)).toBe(true);
    }

    const screenshot = await fileReport({ reporterId: member.userId, reportedId: bob.userId }, { data: PNG, ext: 'webp' });
    expectPrivateFileHeaders(
      (await get(`/api/admin/reports/${screenshot.id}/evidence`, alice)).headers,
      `${screenshot.reference}.webp`,
      'image/webp',
    );
    const svgEvidence = await fileReport({ reporterId: member.userId, reportedId: bob.userId }, { data: SVG, ext: 'svg' });
    const svg = await get(`/api/admin/reports/${svgEvidence.id}/evidence`, alice);
    expectPrivateFileHeaders(svg.headers, `${svgEvidence.reference}.bin`, 'application/octet-stream');
  });
});
