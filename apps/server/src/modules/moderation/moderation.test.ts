import { randomBytes } from 'node:crypto';
import { addDays, latestBirthDate, SIGNAL_THRESHOLDS, todayInIndia } from '@inai/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, memberWithProfile, verifiedMember, waitForMails, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { galleryUpload, testJpeg } from '../../test/uploads.js';
import { backfillPhotoHashes } from './moderation.service.js';

const dob = addDays(latestBirthDate(todayInIndia(), 28), -10);

/** A photo-like JPEG: a 12 x 12 pattern of random greys, enlarged; two seeds never look alike. */
async function patternJpeg(): Promise<Buffer> {
  const cells = randomBytes(12 * 12 * 3);
  return sharp(cells, { raw: { width: 12, height: 12, channels: 3 } })
    .resize(480, 480, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe.each(ENGINES)('photo moderation and fake-profile signals on %s', (engine) => {
  let t: TestApp;
  let operator: Registered;
  let member: Registered;
  const samePhoto = patternJpeg();
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

  const db = () => t.app.ctx.db;
  const get = (url: string, token = operator.token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: freshAddress() });
  const decide = (id: number, action: string, reason = 'Not a photo of the member', token = operator.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/photos/${id}/decision`,
      headers: bearer(token),
      payload: { action, reason },
      remoteAddress: freshAddress(),
    });
  const upload = async (who: Registered, data: Buffer) => {
    const { payload, headers } = galleryUpload(who.userId, [{ name: 'me.jpg', data }]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/uploadPhotos',
      payload,
      headers: { ...headers, ...bearer(who.token) },
    });
    expect(r.statusCode, r.body).toBe(200);
    return db()
      .selectFrom('user_images')
      .selectAll()
      .where('user_id', '=', who.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  };
  /** Users made straight in the database (they cannot sign in): partners, reporters, accounts of one address. */
  const plainUsers = async (
    n: number,
    values: { signup_ip?: string; created_at?: string; phone?: string; phone_verified_at?: string } = {},
  ) => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: n }, () => {
      const unique = randomBytes(6).toString('hex');
      return {
        name: `Plain ${unique}`,
        email: `plain.${unique}@example.com`,
        phone: values.phone ?? `9${String(parseInt(unique, 16)).slice(-9).padStart(9, '0')}`,
        phone_verified_at: values.phone_verified_at ?? null,
        password_hash: '!',
        is_verified: 1 as const,
        created_at: values.created_at ?? now,
        updated_at: now,
        signup_ip: values.signup_ip ?? null,
      };
    });
    const inserted = await db().insertInto('users').values(rows).returning('id').execute();
    return inserted.map((r) => r.id);
  };
  const report = (reporterId: number, reportedId: number, status = 'open') =>
    db()
      .insertInto('reports')
      .values({
        reference: `R-${randomBytes(4).toString('hex').toUpperCase()}`,
        kind: 'report',
        reporter_id: reporterId,
        reported_id: reportedId,
        reason: 'fake_profile',
        note: null,
        evidence_key: null,
        contact_name: null,
        contact_email: null,
        locale: 'en',
        status,
        created_at: new Date().toISOString(),
      })
      .execute();
  const queueIds = async (filter: string) => {
    const r = await get(`/api/admin/photos?filter=${filter}`);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().data as { id: number }[]).map((p) => p.id);
  };

  it('lets only operators reach the moderation routes: 401 without a session, 403 for a member', async () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/photos'],
      ['GET', '/api/admin/signals'],
      ['POST', '/api/admin/photos/1/decision', { action: 'approve', reason: 'x' }],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload, remoteAddress: freshAddress() });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await t.app.inject({ method: method as 'GET', url, payload, headers: bearer(member.token) });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().code).toBe('operator_only');
    }
  });

  it('hashes photos at upload: the same image on two accounts is a signal, a different one is not', async () => {
    const a = await verifiedMember(t.app, { name: 'Copy Anbu' });
    const b = await verifiedMember(t.app, { name: 'Copy Bala' });
    const c = await verifiedMember(t.app, { name: 'Own Chitra' });
    const photoA = await upload(a, await samePhoto);
    const photoB = await upload(b, await samePhoto);
    const photoC = await upload(c, await patternJpeg());
    expect(photoA.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(photoB.phash).toBe(photoA.phash);
    expect(photoC.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(photoC.phash).not.toBe(photoA.phash);

    const signals = await get('/api/admin/signals');
    expect(signals.statusCode, signals.body).toBe(200);
    const groups = signals.json().same_photos as {
      hash: string;
      count: number;
      photos: { id: number; thumbnail: string; member: { id: number } }[];
    }[];
    const group = groups.find((g) => g.hash === photoA.phash);
    expect(group?.count).toBe(2);
    expect(group?.photos.map((p) => p.member.id).sort()).toEqual([a.userId, b.userId].sort());
    expect(group?.photos[0]?.thumbnail).toMatch(/^\/api\/media\/photos\/\d+\/thumb\?/);
    expect(groups.some((g) => g.hash === photoC.phash)).toBe(false);

    // A plain picture (a blank upload) says nothing: two accounts having one make no signal.
    const plainA = await upload(a, await testJpeg({ colour: '#ffffff' }));
    const plainB = await upload(b, await testJpeg({ colour: '#ffffff' }));
    expect(plainA.phash).toBe(plainB.phash);
    const again = (await get('/api/admin/signals')).json().same_photos as { hash: string }[];
    expect(again.some((g) => g.hash === plainA.phash)).toBe(false);

    // In the queue, the copies say so; the thumbnail link opens for the operator.
    const list = await get('/api/admin/photos?filter=all');
    const items = list.json().data as {
      id: number;
      same_elsewhere: boolean;
      thumbnail: string;
      full: string;
      member: { name: string };
    }[];
    expect(items.find((p) => p.id === photoA.id)?.same_elsewhere).toBe(true);
    expect(items.find((p) => p.id === photoC.id)?.same_elsewhere).toBe(false);
    expect(items.find((p) => p.id === photoC.id)?.member.name).toBe('Own Chitra');
    const file = await t.app.inject({ method: 'GET', url: items.find((p) => p.id === photoA.id)!.full });
    expect(file.statusCode).toBe(200);
  });

  it('gives older photos their hash in the background backfill', async () => {
    const older = await verifiedMember(t.app, { name: 'Older Photo' });
    const photo = await upload(older, await samePhoto);
    await db().updateTable('user_images').set({ phash: null }).where('id', '=', photo.id).execute();
    const broken = await upload(older, await patternJpeg());
    await db()
      .updateTable('user_images')
      .set({ phash: null, storage_key: 'photos/00/missing' })
      .where('id', '=', broken.id)
      .execute();
    const log = { info: () => undefined, error: () => undefined };
    expect(await backfillPhotoHashes(t.app.ctx, log, { batch: 1 })).toBeGreaterThanOrEqual(2);
    const rows = await db()
      .selectFrom('user_images')
      .select(['id', 'phash'])
      .where('user_id', '=', older.userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.phash)).toEqual([photo.phash, 'none']);
    expect(await backfillPhotoHashes(t.app.ctx, log)).toBe(0);
  });

  it('lists unreviewed photos oldest first: of new members, of members with an open report, or all', async () => {
    const fresh = await verifiedMember(t.app, { name: 'Fresh Member' });
    const old = await verifiedMember(t.app, { name: 'Old Member' });
    await db()
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString() })
      .where('id', '=', old.userId)
      .execute();
    const freshPhoto = await upload(fresh, await patternJpeg());
    const oldPhoto = await upload(old, await patternJpeg());
    const newIds = await queueIds('new');
    expect(newIds).toContain(freshPhoto.id);
    expect(newIds).not.toContain(oldPhoto.id);
    expect(await queueIds('reported')).not.toContain(oldPhoto.id);
    await report(member.userId, old.userId);
    expect(await queueIds('reported')).toContain(oldPhoto.id);
    expect(await queueIds('reported')).not.toContain(freshPhoto.id);
    const all = await queueIds('all');
    expect(all).toEqual(expect.arrayContaining([freshPhoto.id, oldPhoto.id]));
    expect(all.indexOf(freshPhoto.id)).toBeLessThan(all.indexOf(oldPhoto.id));
    expect((await get('/api/admin/photos?filter=mine')).statusCode).toBe(400);
    const named = await get('/api/admin/photos?filter=all&q=FRESH%20mem');
    expect((named.json().data as { id: number }[]).map((p) => p.id)).toEqual([freshPhoto.id]);
  });

  it('approves a photo: reviewed, audited, out of the queue; a second decision is 409, an unknown photo 404', async () => {
    const who = await verifiedMember(t.app, { name: 'Approved Member' });
    const photo = await upload(who, await patternJpeg());
    const r = await decide(photo.id, 'approve', 'A clear photo of the member');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toContain('Approved Member');
    const row = await db().selectFrom('user_images').selectAll().where('id', '=', photo.id).executeTakeFirstOrThrow();
    expect(row.reviewed_by).toBe(operator.userId);
    expect(row.reviewed_at).not.toBeNull();
    expect(await queueIds('all')).not.toContain(photo.id);
    const audit = await db().selectFrom('audit_log').selectAll().where('target_ref', '=', `photo ${photo.id}`).execute();
    expect(audit.map((a) => [a.action, a.actor_id, a.target_user_id, a.reason])).toEqual([
      ['photo_approved', operator.userId, who.userId, 'A clear photo of the member'],
    ]);
    const again = await decide(photo.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('photo_already_reviewed');
    const gone = await decide(2_000_000, 'approve');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('photo_not_found');
    expect((await decide(photo.id, 'maybe')).statusCode).toBe(400);
    expect((await decide(photo.id, 'approve', '   ')).statusCode).toBe(400);
  });

  it('rejects a photo: row and files gone, the search card loses it, the member is told why, audited', async () => {
    const woman = await memberWithProfile(t.app, {
      name: 'Rejected Rani',
      gender: 'Female',
      dob,
      state: 'Manipur',
      city: 'Jiribam',
    });
    await db().updateTable('users').set({ locale: 'ta' }).where('id', '=', woman.userId).execute();
    const photo = await upload(woman, await patternJpeg());
    const search = async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { pageSize: 24, gender: 'Female', religion: 'Any', age: '18 to 30', state: 'Manipur', city: 'Jiribam' },
        remoteAddress: freshAddress(),
      });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as { name: string; profile_picture: string | null }[]).find((c) => c.name === 'Rejected Rani');
    };
    expect((await search())?.profile_picture).not.toBeNull();
    const before = await t.app.ctx.storage.list();
    expect(before.filter((k) => k.startsWith(photo.storage_key))).toHaveLength(3);

    const r = await decide(photo.id, 'reject', 'The photo shows a film actor, not you');
    expect(r.statusCode, r.body).toBe(200);
    expect(await db().selectFrom('user_images').select('id').where('id', '=', photo.id).executeTakeFirst()).toBeUndefined();
    expect((await t.app.ctx.storage.list()).filter((k) => k.startsWith(photo.storage_key))).toHaveLength(0);
    expect((await search())?.profile_picture).toBeNull();
    const [mail] = await waitForMails(t.app, woman.details.email, 1).then((m) => m.filter((x) => x.subject.includes('புகைப்படம்')));
    expect(mail?.text).toContain('The photo shows a film actor, not you');
    const audit = await db().selectFrom('audit_log').selectAll().where('target_ref', '=', `photo ${photo.id}`).execute();
    expect(audit.map((a) => a.action)).toEqual(['photo_rejected']);
    const again = await decide(photo.id, 'reject');
    expect(again.statusCode).toBe(404);
  });

  it('lists each signal at its threshold and not below it', async () => {
    const T = SIGNAL_THRESHOLDS;
    // Sign-up addresses: 3 accounts from one, 2 from another.
    await plainUsers(T.accountsPerAddress, { signup_ip: '203.0.113.7' });
    await plainUsers(T.accountsPerAddress - 1, { signup_ip: '203.0.113.8' });
    // Mobile numbers, typed and never verified: by three accounts; by two after another account
    // verified it; by one (beside the account that verified it); by one alone.
    const typedThrice = await plainUsers(3, { phone: '8000000001' });
    const [owner] = await plainUsers(1, { phone: '8000000002', phone_verified_at: new Date().toISOString() });
    const squatters = await plainUsers(T.accountsPerNumber, { phone: '8000000002' });
    await plainUsers(1, { phone: '8000000004', phone_verified_at: new Date().toISOString() });
    await plainUsers(T.accountsPerNumber - 1, { phone: '8000000004' });
    await plainUsers(T.accountsPerNumber - 1, { phone: '8000000003' });
    // Reports: 3 different reporters (one reporting twice) against one, 2 against another.
    const [suspect, lesser] = await plainUsers(2);
    const reporters = await plainUsers(T.distinctReporters);
    for (const id of reporters) await report(id, suspect!);
    await report(reporters[0]!, suspect!, 'dismissed');
    for (const id of reporters.slice(1)) await report(id, lesser!);
    // Interests: 31 in one hour from one sender, 30 from another, 31 spread over two hours from a third.
    const [busy, steady, spread] = await plainUsers(3);
    const partners = await plainUsers(T.interestsPerHour + 1);
    const hourStart = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    hourStart.setUTCMinutes(0, 0, 0);
    const at = (minutes: number) => new Date(hourStart.getTime() + minutes * 60_000).toISOString();
    const interests = [
      ...partners.map((p, i) => ({ user_id: busy!, partner_id: p, at: at(i) })),
      ...partners.slice(0, T.interestsPerHour).map((p, i) => ({ user_id: steady!, partner_id: p, at: at(i) })),
      ...partners.map((p, i) => ({ user_id: spread!, partner_id: p, at: at(i + 30) })),
    ];
    await db()
      .insertInto('interests')
      .values(
        interests.map((x) => ({
          user_id: x.user_id,
          partner_id: x.partner_id,
          status: 'Requested' as const,
          requested_on: x.at,
          updated_on: x.at,
        })),
      )
      .execute();

    const r = await get('/api/admin/signals');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    const addresses = body.addresses as { address: string; count: number; accounts: unknown[] }[];
    expect(addresses.find((a) => a.address === '203.0.113.7')).toMatchObject({ count: 3 });
    expect(addresses.find((a) => a.address === '203.0.113.7')?.accounts).toHaveLength(3);
    expect(addresses.some((a) => a.address === '203.0.113.8')).toBe(false);
    const numbers = body.shared_numbers as {
      phone: string;
      count: number;
      accounts: { id: number; phone_verified: boolean }[];
    }[];
    expect(numbers.find((n) => n.phone === '8000000001')).toMatchObject({ count: 3 });
    expect(numbers.find((n) => n.phone === '8000000001')?.accounts.map((a) => a.id)).toEqual(typedThrice);
    expect(numbers.find((n) => n.phone === '8000000002')).toMatchObject({ count: 1 + T.accountsPerNumber });
    expect(numbers.find((n) => n.phone === '8000000002')?.accounts).toEqual([
      expect.objectContaining({ id: owner, phone_verified: true }),
      ...squatters.map((id) => expect.objectContaining({ id, phone_verified: false })),
    ]);
    expect(numbers.some((n) => n.phone === '8000000003')).toBe(false);
    expect(numbers.some((n) => n.phone === '8000000004')).toBe(false);
    const reported = body.reported as { member: { id: number }; reporters: number; open_reports: number }[];
    expect(reported.find((x) => x.member.id === suspect)).toMatchObject({ reporters: 3, open_reports: 3 });
    expect(reported.some((x) => x.member.id === lesser)).toBe(false);
    const bursts = body.interest_bursts as { member: { id: number }; most: number; hour: string }[];
    expect(bursts.find((x) => x.member.id === busy)).toEqual(
      expect.objectContaining({ most: 31, hour: hourStart.toISOString() }),
    );
    expect(bursts.some((x) => x.member.id === steady)).toBe(false);
    expect(bursts.some((x) => x.member.id === spread)).toBe(false);
    expect(body.thresholds).toEqual(T);
  });

  it('sees a number typed by several unverified accounts, registered through the site, until one of them verifies it', async () => {
    const phone = `81${randomBytes(4).readUInt32BE(0).toString().padStart(8, '0').slice(-8)}`;
    const typists = [await verifiedMember(t.app, { phone }), await verifiedMember(t.app, { phone })];
    const group = async () =>
      ((await get('/api/admin/signals')).json().shared_numbers as { phone: string; count: number }[]).find(
        (n) => n.phone === phone,
      );
    expect(await group()).toMatchObject({ count: 2 });
    // One proves the number with a code texted to it: it is taken from the other, and the signal goes.
    const [verifier] = typists;
    await t.app.inject({
      method: 'POST',
      url: '/api/mobile/send-code',
      headers: bearer(verifier!.token),
      remoteAddress: freshAddress(),
    });
    const code = (await t.app.ctx.smsOutbox!.list()).find((m) => m.to === phone)!.code;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/verify',
      payload: { code },
      headers: bearer(verifier!.token),
      remoteAddress: freshAddress(),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await group()).toBeUndefined();
  });
});
