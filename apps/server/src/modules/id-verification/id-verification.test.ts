import { ID_UPLOAD, ID_UPLOAD_LIMIT, addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  freshAddress,
  memberWithProfile,
  postAs,
  premiumMember,
  register,
  verifiedMember,
  waitForMails,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart, testJpeg } from '../../test/uploads.js';
import { eraseDueAccounts } from '../my-data/account-erasure.js';

const DAY_MS = 86_400_000;
const dob = addDays(latestBirthDate(todayInIndia(), 27), -20);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each(ENGINES)('ID verification on %s', (engine) => {
  let t: TestApp;
  let operator: Registered;
  let viewer: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
    await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
    viewer = await premiumMember(t.app);
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const bride = (name: string) =>
    memberWithProfile(t.app, { name, gender: 'Female', dob, state: 'Manipur', city: 'Imphal East', religion: 'Hindu' });
  const upload = (who: Registered | undefined, file: Buffer | undefined, documentType = 'pan', fileName = 'id.png') => {
    const parts = [{ name: 'document_type', value: documentType }];
    const form = multipart(file ? [...parts, { name: 'file', value: file, fileName }] : parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/id-verification',
      payload: form.payload,
      headers: { ...form.headers, ...(who ? bearer(who.token) : {}) },
      remoteAddress: freshAddress(),
    });
  };
  const get = (url: string, who?: Registered) =>
    t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {}, remoteAddress: freshAddress() });
  const decide = (id: number, body: object, who: Registered = operator) =>
    postAs(t.app, who.token, `/api/admin/id-verifications/${id}/decision`, body);
  const rowOf = (userId: number) =>
    t.app.ctx.db
      .selectFrom('id_verifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const searchIds = async (criteria: object) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: {
        gender: 'Female',
        age: '18 to 30',
        religion: 'Any',
        state: 'Manipur',
        city: 'Imphal East',
        pageSize: 24,
        ...criteria,
      },
      remoteAddress: freshAddress(),
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { user_id: number; name: string; id_verified: boolean }[];
  };

  it('takes one JPEG, PNG, WebP or PDF from a verified member, checking its real type and size', async () => {
    const member = await bride('Upload Uma');
    expect((await upload(undefined, PNG)).statusCode).toBe(401);
    const unverified = await register(t.app);
    const refused = await upload(unverified, PNG);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('verification_required');

    const text = await upload(member, Buffer.from('my aadhaar number is 1234 5678 9012'), 'aadhaar', 'aadhaar.jpg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false, code: 'id_bad_file_type', params: { fileName: 'aadhaar.jpg' } });
    const big = Buffer.concat([await testJpeg({ width: 10, height: 10 }), Buffer.alloc(ID_UPLOAD.maxBytes)]);
    const tooLarge = await upload(member, big, 'pan', 'big.jpg');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('id_file_too_large');
    expect(tooLarge.json().message).toContain('big.jpg');
    const noType = await upload(member, PNG, 'ration_card');
    expect(noType.statusCode).toBe(400);
    expect((await upload(member, undefined)).json().code).toBe('id_file_required');
    expect((await get('/api/id-verification', member)).json()).toEqual({ success: true, verified_at: null, latest: null });

    const sent = await upload(member, PDF, 'passport', 'passport.pdf');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      success: true,
      verified_at: null,
      latest: { document_type: 'passport', status: 'pending', decided_at: null, reason: null },
    });
    expect(sent.json().message).toContain('check');
    const row = await rowOf(member.userId);
    expect(row.mime_type).toBe('application/pdf');
    expect(row.storage_key).toMatch(/^idproof\/[0-9a-f]{2}\/[0-9a-f]{32}-file\.pdf$/);
    expect(Object.keys(row)).not.toContain('number');

    const second = await upload(member, PNG);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('id_already_pending');
    expect((await get('/api/id-verification', member)).json().latest.status).toBe('pending');
  });

  it('limits uploads per member and day', async () => {
    const member = await bride('Limit Lalitha');
    for (let i = 0; i < ID_UPLOAD_LIMIT.max; i++) await t.app.ctx.limiter.hit(`id-upload:${member.userId}`, ID_UPLOAD_LIMIT);
    const limited = await upload(member, PNG);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_id_uploads', params: { max: ID_UPLOAD_LIMIT.max } });
    expect(await t.app.ctx.db.selectFrom('id_verifications').select('id').where('user_id', '=', member.userId).execute()).toEqual(
      [],
    );
  });

  it('never serves the file to members or visitors: only the operators’ route streams it, privately', async () => {
    const member = await bride('Private Priya');
    const jpeg = await testJpeg({ width: 40, height: 30, colour: '#123456' });
    expect((await upload(member, jpeg, 'voter_id', 'voter.jpg')).statusCode).toBe(201);
    const row = await rowOf(member.userId);
    const url = `/api/admin/id-verifications/${row.id}/file`;

    // The operators' route: 404 for a visitor, for another member, and for the member herself.
    for (const who of [undefined, viewer, member]) {
      const r = await get(url, who);
      expect(r.statusCode).toBe(404);
      expect(r.rawPayload.equals(jpeg)).toBe(false);
    }
    const asOperator = await get(url, operator);
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.headers['cache-control']).toBe('private, no-store');
    expect(asOperator.headers['content-type']).toBe('image/jpeg');
    expect(asOperator.rawPayload.equals(jpeg)).toBe(true);

    // The media route: signed links of every kind, variant and audience for this id, and guesses.
    for (const kind of ['photos', 'horoscopes'] as const)
      for (const variant of ['full', 'thumb', 'blurred'] as const)
        for (const audience of ['o', 'p', 'v'] as const) {
          const signed = t.app.ctx.media.url({ kind, id: row.id, variant, audience });
          const r = await get(signed, member);
          expect(r.rawPayload.equals(jpeg)).toBe(false);
        }
    const key = row.storage_key!;
    for (const guess of [
      `/api/media/${key}`,
      `/media/${key}`,
      `/${key}`,
      `/api/media/idproof/${row.id}/full?a=o&e=9999999999&s=x`,
    ]) {
      const r = await get(guess, member);
      expect(r.statusCode, guess).toBeGreaterThanOrEqual(400);
      expect(r.rawPayload.equals(jpeg)).toBe(false);
    }
  });

  it('lets only operators list and decide: 401 without a session, 403 for a member', async () => {
    const member = await bride('Guard Gowri');
    expect((await upload(member, PNG)).statusCode).toBe(201);
    const row = await rowOf(member.userId);
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/id-verifications'],
      ['POST', `/api/admin/id-verifications/${row.id}/decision`, { action: 'approve', reason: 'x' }],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload, remoteAddress: freshAddress() });
      expect(anonymous.statusCode, url).toBe(401);
      const asMember = await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(member.token) });
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json().code).toBe('operator_only');
    }
    expect((await rowOf(member.userId)).status).toBe('pending');
    expect((await get('/api/admin/id-verifications/abc/file', operator)).statusCode).toBe(400);
    expect((await decide(999_999, { action: 'approve', reason: 'ok' })).statusCode).toBe(404);
    expect((await decide(row.id, { action: 'maybe', reason: 'ok' })).statusCode).toBe(400);
    expect((await decide(row.id, { action: 'approve', reason: ' ' })).statusCode).toBe(400);
  });

  it('approves: the badge in search and details, the filter, the file deleted, audited and mailed; a second decision is 409', async () => {
    const verified = await bride('Verified Vani');
    const plain = await bride('Plain Padma');
    expect((await upload(verified, PNG, 'aadhaar')).statusCode).toBe(201);
    const row = await rowOf(verified.userId);
    expect(await t.app.ctx.storage.list()).toContain(row.storage_key);

    const list = await get('/api/admin/id-verifications?status=pending', operator);
    expect(list.statusCode).toBe(200);
    const item = (list.json().data as { id: number }[]).find((i) => i.id === row.id);
    expect(item).toMatchObject({
      status: 'pending',
      document_type: 'aadhaar',
      member: { id: verified.userId, name: 'Verified Vani', id_verified: false },
      file_url: `/api/admin/id-verifications/${row.id}/file`,
    });
    // Oldest pending first.
    const dates = (list.json().data as { submitted_at: string }[]).map((i) => i.submitted_at);
    expect([...dates].sort()).toEqual(dates);
    // Searched by the member's name or e-mail, in any case; the total counts the matches only.
    const found = (await get('/api/admin/id-verifications?status=pending&q=verified%20VANI', operator)).json();
    expect(found.data.map((i: { id: number }) => i.id)).toEqual([row.id]);
    expect(found.total).toBe(1);
    const byMail = await get(`/api/admin/id-verifications?q=${encodeURIComponent(verified.details.email)}`, operator);
    expect(byMail.json().data.map((i: { id: number }) => i.id)).toEqual([row.id]);
    expect((await get('/api/admin/id-verifications?q=nobody%25here', operator)).json()).toMatchObject({ data: [], total: 0 });

    const done = await decide(row.id, { action: 'approve', reason: 'Name and photo match the profile.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toContain('Verified Vani');
    const after = await rowOf(verified.userId);
    expect(after).toMatchObject({ status: 'approved', storage_key: null, decided_by: operator.userId });
    expect(await t.app.ctx.storage.list()).not.toContain(row.storage_key);
    expect((await get(`/api/admin/id-verifications/${row.id}/file`, operator)).statusCode).toBe(404);
    const audit = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_ref', '=', `ID-${row.id}`).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'id_approved', actor_id: operator.userId, target_user_id: verified.userId });
    const [mail] = await waitForMails(t.app, verified.details.email, 2);
    expect(mail!.subject).toContain('ID is verified');

    const again = await decide(row.id, { action: 'reject', reason: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('id_already_decided');
    expect((await upload(verified, PNG)).json().code).toBe('id_already_verified');

    const state = (await get('/api/id-verification', verified)).json();
    expect(state.verified_at).toEqual(expect.any(String));
    expect(state.latest).toMatchObject({ status: 'approved', reason: null });

    const cards = await searchIds({});
    expect(cards.find((c) => c.user_id === verified.userId)?.id_verified).toBe(true);
    expect(cards.find((c) => c.user_id === plain.userId)?.id_verified).toBe(false);
    for (const flag of [true, '1', 'true']) {
      const only = await searchIds({ id_verified: flag });
      expect(only.map((c) => c.name)).toEqual(['Verified Vani']);
    }
    expect((await searchIds({ id_verified: '0' })).length).toBe(cards.length);
    // Matches (loggedInSearch) take the filter too.
    const groom = await memberWithProfile(t.app, { name: 'Groom Ganesh', gender: 'Male', dob });
    const matches = async (body: object) => {
      const r = await postAs(t.app, groom.token, '/api/loggedInSearch', { pageSize: 24, ...body });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as { user_id: number; id_verified: boolean }[]).map((c) => c.user_id);
    };
    expect(await matches({})).toEqual(expect.arrayContaining([verified.userId, plain.userId]));
    const onlyVerified = await matches({ id_verified: '1' });
    expect(onlyVerified).toContain(verified.userId);
    expect(onlyVerified).not.toContain(plain.userId);
    const details = await postAs(t.app, viewer.token, '/api/getUserDetails', { user_id: verified.userId });
    expect(details.json().user.id_verified).toBe(true);
    const plainDetails = await postAs(t.app, viewer.token, '/api/getUserDetails', { user_id: plain.userId });
    expect(plainDetails.json().user.id_verified).toBe(false);
  });

  it('rejects with a reason the member reads; the badge stays as it was and she may upload again', async () => {
    const member = await bride('Retry Revathi');
    await t.app.ctx.db.updateTable('users').set({ locale: 'ta' }).where('id', '=', member.userId).execute();
    expect((await upload(member, PNG, 'driving_licence')).statusCode).toBe(201);
    const row = await rowOf(member.userId);
    const done = await decide(row.id, { action: 'reject', reason: 'The photo is blurred.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await t.app.ctx.storage.list()).not.toContain(row.storage_key);
    const state = (await get('/api/id-verification', member)).json();
    expect(state).toMatchObject({ verified_at: null, latest: { status: 'rejected', reason: 'The photo is blurred.' } });
    const audit = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_ref', '=', `ID-${row.id}`).execute();
    expect(audit.map((a) => a.action)).toEqual(['id_rejected']);
    const [mail] = await waitForMails(t.app, member.details.email, 2);
    expect(mail!.subject).toContain('சரிபார்க்க முடியவில்லை');
    expect(mail!.text).toContain('The photo is blurred.');
    expect((await decide(row.id, { action: 'approve', reason: 'x' })).statusCode).toBe(409);
    expect((await upload(member, PNG, 'pan')).statusCode).toBe(201);
    expect((await searchIds({})).find((c) => c.user_id === member.userId)?.id_verified).toBe(false);
  });

  it('lists submissions in the export without the file, and erasure deletes a waiting file', async () => {
    const member = await bride('Erased Ezhil');
    expect((await upload(member, PNG, 'voter_id')).statusCode).toBe(201);
    const row = await rowOf(member.userId);
    const zip = await get('/api/my-data', member);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const json = JSON.parse(strFromU8(files['profile.json']!));
    expect(json.id_verifications).toEqual([
      expect.objectContaining({ document_type: 'voter_id', status: 'pending', submitted_at: row.created_at, decided_at: null }),
    ]);
    expect(JSON.stringify(json)).not.toContain(row.storage_key!);
    expect(Object.keys(files).some((f) => f.includes('idproof'))).toBe(false);

    expect((await postAs(t.app, member.token, '/api/account/delete', { password: member.details.password })).statusCode).toBe(
      200,
    );
    expect(await eraseDueAccounts(t.app.ctx, t.app.log, new Date(Date.now() + 7 * DAY_MS + 60_000))).toBe(1);
    expect(await t.app.ctx.storage.list()).not.toContain(row.storage_key);
    expect(await t.app.ctx.db.selectFrom('id_verifications').select('id').where('user_id', '=', member.userId).execute()).toEqual(
      [],
    );
  });
});
