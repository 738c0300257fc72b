import { unzipSync, strFromU8 } from 'fflate';
import { addDays, indiaDateOf, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { recordsBetween, uploadPhotoAndHoroscope } from '../../test/member-records.js';
import { bearer, freshAddress, memberWithProfile, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const dob = addDays(latestBirthDate(todayInIndia(), 28), -40);

describe.each(ENGINES)('download my data (GET /api/my-data) on %s', (engine) => {
  let t: TestApp;
  let me: Registered;
  let other: Registered;
  /** She sent Anbu an interest he declined: two members hold at most one interest between them. */
  let admirer: Registered;
  let orderId: string;
  const download = (member: Registered) =>
    t.app.inject({ method: 'GET', url: '/api/my-data', headers: bearer(member.token), remoteAddress: freshAddress() });

  beforeAll(async () => {
    t = await createTestApp({ engine });
    me = await memberWithProfile(t.app, { name: 'Anbu', gender: 'Male', dob, religion: 'Hindu', degree: 'B.E.' });
    other = await memberWithProfile(t.app, { name: 'Selvi', gender: 'Female', dob });
    admirer = await memberWithProfile(t.app, { name: 'Kavitha', gender: 'Female', dob });
    await uploadPhotoAndHoroscope(t.app, me);
    await uploadPhotoAndHoroscope(t.app, other, '#1e7b3a');
    ({ orderId } = await recordsBetween(
      t.app,
      me,
      other,
      { mine: 'Vanakkam from Anbu', theirs: 'A private reply from Selvi' },
      admirer,
    ));
    // Kavitha's interest at a time of its own, so that no record of Anbu's carries the same instant.
    await t.app.ctx.db
      .updateTable('interests')
      .set({ requested_on: new Date(Date.now() - 3 * 60 * 60 * 1000 - 7).toISOString() })
      .where('user_id', '=', admirer.userId)
      .execute();
  });
  afterAll(async () => t.close());

  it('answers a ZIP with profile.json and the member’s own photos and horoscopes as stored', async () => {
    const response = await download(me);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inai-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['horoscopes/01-jathagam.webp', 'photos/01-family-photo.webp', 'profile.json']);
    // The stored file, byte for byte.
    const photo = await t.app.ctx.db
      .selectFrom('user_images')
      .select('storage_key')
      .where('user_id', '=', me.userId)
      .executeTakeFirstOrThrow();
    const stored = await t.app.ctx.storage.open(`${photo.storage_key}-full.webp`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.from(files['photos/01-family-photo.webp']!)).toEqual(Buffer.concat(chunks));

    const json = JSON.parse(strFromU8(files['profile.json']!));
    expect(json.account).toMatchObject({
      id: me.userId,
      name: 'Anbu',
      email: me.details.email,
      phone: me.details.phone,
      is_verified: true,
    });
    expect(json.account.password_hash).toBeUndefined();
    expect(json.profile).toMatchObject({ gender: 'Male', dob, religion: 'Hindu', degree: 'B.E.' });
    expect(json.photos).toEqual([
      expect.objectContaining({ file: 'photos/01-family-photo.webp', original_name: 'family photo.jpg', profile_picture: true }),
    ]);
    expect(json.horoscopes).toEqual([expect.objectContaining({ file: 'horoscopes/01-jathagam.webp' })]);
    // Anbu's own acts with their time; Kavitha's (her interest) only as its India day.
    const [sent] = await t.app.ctx.db.selectFrom('interests').select('requested_on').where('user_id', '=', me.userId).execute();
    expect(json.interests_sent).toEqual([
      {
        id: expect.any(Number),
        to_user_id: other.userId,
        to_name: 'Selvi',
        status: 'Requested',
        requested_at: sent!.requested_on,
        answered_on: null,
        sent_by_relation: null,
      },
    ]);
    const [received] = await t.app.ctx.db
      .selectFrom('interests')
      .select(['requested_on', 'updated_on'])
      .where('partner_id', '=', me.userId)
      .execute();
    expect(json.interests_received).toEqual([
      {
        id: expect.any(Number),
        from_user_id: admirer.userId,
        from_name: 'Kavitha',
        status: 'Rejected',
        requested_on: indiaDateOf(received!.requested_on),
        answered_at: received!.updated_on,
        answered_by_relation: null,
      },
    ]);
    expect(json.shortlist).toEqual([expect.objectContaining({ user_id: other.userId, name: 'Selvi' })]);
    expect(json.blocked_members).toEqual([expect.objectContaining({ user_id: other.userId, name: 'Selvi' })]);
    expect(json.plans).toEqual([expect.objectContaining({ plan: 'Gold', status: 'Approved' })]);
    expect(json.payments).toEqual([
      expect.objectContaining({ order_id: orderId, amount: 499900, status: 'COMPLETED', plan: 'Gold' }),
    ]);
    expect(json.chat_messages_written).toEqual([
      expect.objectContaining({ to_user_id: other.userId, text: 'Vanakkam from Anbu' }),
    ]);
    expect(json.reports_filed).toEqual([expect.objectContaining({ reason: 'fake_profile', note: 'Photos are of a film actor' })]);
    expect(json.profiles_viewed).toEqual([expect.objectContaining({ user_id: other.userId })]);
    expect(json.co_managers).toEqual([]);
  });

  it('holds nothing private of another member, nor the time of her acts; no day when she hides her activity', async () => {
    const files = unzipSync(new Uint8Array((await download(other)).rawPayload));
    await t.app.ctx.db
      .updateTable('users')
      .set({ hide_last_active: 1 })
      .where('id', 'in', [other.userId, admirer.userId])
      .execute();
    const mine = unzipSync(new Uint8Array((await download(me)).rawPayload));
    await t.app.ctx.db
      .updateTable('users')
      .set({ hide_last_active: 0 })
      .where('id', 'in', [other.userId, admirer.userId])
      .execute();
    const text = strFromU8(mine['profile.json']!);
    expect(JSON.parse(text).interests_received).toEqual([expect.objectContaining({ from_name: 'Kavitha', requested_on: null })]);
    const theirs = await t.app.ctx.db
      .selectFrom('interests')
      .select('requested_on')
      .where('user_id', '=', admirer.userId)
      .execute();
    for (const secret of [
      other.details.email,
      other.details.phone,
      admirer.details.email,
      admirer.details.phone,
      'A private reply from Selvi',
      'Their own private note',
      ...theirs.map((i) => i.requested_on),
    ]) {
      expect(text).not.toContain(secret);
    }
    // Selvi's own download has her photo, never Anbu's.
    expect(Buffer.from(files['photos/01-family-photo.webp']!)).not.toEqual(Buffer.from(mine['photos/01-family-photo.webp']!));
    expect(strFromU8(files['profile.json']!)).not.toContain(me.details.email);
  });

  it('allows three downloads an hour, then says when to try again', async () => {
    const third = await download(me);
    expect(third.statusCode).toBe(200);
    const fourth = await download(me);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ success: false, code: 'too_many_exports' });
    expect(fourth.json().message).toMatch(/hour/);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my-data', remoteAddress: freshAddress() })).statusCode).toBe(401);
  });
});
