import { addDays, latestBirthDate, SHORTLIST_LIMITS, todayInIndia, type ProfileCard } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, givePlan, memberWithProfile, postAs, register, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadTestImage } from '../../test/uploads.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -10);
const ta = translatorFor('ta');

describe.each(ENGINES)('shortlist on %s', (engine) => {
  let t: TestApp;
  let viewer: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    viewer = await memberWithProfile(t.app, { name: 'Arun', gender: 'Male', dob });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const bride = (name: string) => memberWithProfile(t.app, { name, gender: 'Female', dob });
  const add = (who: Registered, userId: unknown) => postAs(t.app, who.token, '/api/shortlist', { user_id: userId });
  const remove = (who: Registered, userId: unknown) => postAs(t.app, who.token, '/api/unshortlist', { user_id: userId });
  const list = async (who: Registered, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/shortlist${query}`, headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { success: boolean; data: ProfileCard[]; total: number; page: number; pageSize: number };
  };
  const ids = async (who: Registered) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shortlist/ids', headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: number[] }).data;
  };
  const pause = () => new Promise((r) => setTimeout(r, 5));

  it('adds, lists the latest first, pages, and removes', async () => {
    const member = await memberWithProfile(t.app, { name: 'Siva', gender: 'Male', dob });
    const [a, b, c] = [await bride('Anitha'), await bride('Bhavani'), await bride('Chitra')];
    for (const x of [a, b, c]) {
      const added = await add(member, x.userId);
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toEqual({ success: true, message: 'Added to your shortlist' });
      await pause();
    }
    // Adding again is fine and changes nothing.
    const again = await add(member, a.userId);
    expect(again.statusCode).toBe(200);
    expect(again.json().success).toBe(true);

    const all = await list(member);
    expect(all.data.map((x) => x.name)).toEqual(['Chitra', 'Bhavani', 'Anitha']);
    expect(all).toMatchObject({ success: true, total: 3, page: 1, pageSize: 12 });
    expect(Object.keys(all.data[0]!).sort()).toEqual(
      [
        'user_id',
        'name',
        'gender',
        'profile_picture',
        'picture_blurred',
        'photos_locked',
        'degree',
        'job_type',
        'age',
        'height',
        'city',
        'state',
        'id_verified',
        'phone_verified',
        'managed_with_family',
        'diet',
        'residence_country',
        'last_active',
        'star',
        'raasi',
        'caste',
      ].sort(),
    );
    expect(await ids(member)).toEqual([c.userId, b.userId, a.userId]);

    const second = await list(member, '?page=2&pageSize=2');
    expect(second.data.map((x) => x.user_id)).toEqual([a.userId]);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });

    const removed = await remove(member, b.userId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Removed from your shortlist' });
    // Removing one who is not there is fine too.
    expect((await remove(member, b.userId)).statusCode).toBe(200);
    expect((await list(member)).data.map((x) => x.user_id)).toEqual([c.userId, a.userId]);
    expect(await ids(member)).toEqual([c.userId, a.userId]);
    // Another member's shortlist is their own.
    expect((await list(viewer)).data.every((x) => ![a.userId, c.userId].includes(x.user_id))).toBe(true);
  });

  it('hides members a block separates, either way, and refuses to add them', async () => {
    const member = await memberWithProfile(t.app, { name: 'Vel', gender: 'Male', dob });
    const [blocker, blocked, kept] = [await bride('Devi'), await bride('Ezhil'), await bride('Gowri')];
    for (const x of [blocker, blocked, kept]) expect((await add(member, x.userId)).statusCode).toBe(201);
    expect((await postAs(t.app, blocker.token, '/api/block', { user_id: member.userId })).statusCode).toBe(200);
    expect((await postAs(t.app, member.token, '/api/block', { user_id: blocked.userId })).statusCode).toBe(200);

    const shown = await list(member);
    expect(shown.data.map((x) => x.user_id)).toEqual([kept.userId]);
    expect(shown.total).toBe(1);
    const refused = await add(member, blocker.userId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('shortlist_unavailable');
    expect((await add(member, blocked.userId)).statusCode).toBe(404);

    // Lifting the member's own block brings that profile back.
    expect((await postAs(t.app, member.token, '/api/unblock', { user_id: blocked.userId })).statusCode).toBe(200);
    expect((await list(member)).data.map((x) => x.user_id)).toEqual([kept.userId, blocked.userId]);
  });

  it('refuses oneself (400), unknown or unsearchable members (404) and bad ids (400)', async () => {
    const self = await add(viewer, viewer.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      success: false,
      code: 'shortlist_self',
      message: 'You cannot shortlist your own profile',
    });
    // In the member's own language.
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    const selfTa = await add(tamil, tamil.userId);
    expect(selfTa.json().message).toBe(ta('shortlist.notYourself'));

    for (const id of [99_999_999, 3_000_000_000]) {
      const unknown = await add(viewer, id);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('shortlist_unavailable');
    }
    // Verified, but no profile yet: a search cannot show them, so neither can the shortlist.
    const noProfile = await verifiedMember(t.app);
    expect((await add(viewer, noProfile.userId)).statusCode).toBe(404);

    for (const id of ['abc', -1, 1.5, null]) {
      const bad = await add(viewer, id);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('invalid_input');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/shortlist?page=0', headers: bearer(viewer.token) })).statusCode).toBe(
      400,
    );
  });

  it(`holds at most ${SHORTLIST_LIMITS.max} profiles (409, saying so)`, async () => {
    const member = await verifiedMember(t.app);
    const now = new Date().toISOString();
    const stamp = `${Date.now().toString(36)}${engine}`;
    const others = await t.app.ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: SHORTLIST_LIMITS.max }, (_, i) => ({
          name: `Saved ${i}`,
          email: `saved.${stamp}.${i}@example.com`,
          phone: `7${String(i).padStart(3, '0')}${String(Date.now()).slice(-6)}`,
          password_hash: '!',
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    await t.app.ctx.db
      .insertInto('shortlists')
      .values(others.map((o) => ({ user_id: member.userId, profile_id: o.id, created_at: now })))
      .execute();
    const one = await bride('Jaya');
    const full = await add(member, one.userId);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'shortlist_full', params: { max: SHORTLIST_LIMITS.max } });
    expect(full.json().message).toBe(
      `Your shortlist holds ${SHORTLIST_LIMITS.max} profiles at most. Remove some before adding more.`,
    );
    // Taking one off makes room.
    expect((await remove(member, others[0]!.id)).statusCode).toBe(200);
    expect((await add(member, one.userId)).statusCode).toBe(201);
  });

  it('needs a signed-in (401), verified (403) member', async () => {
    const someone = await bride('Hema');
    const calls = [
      { method: 'POST' as const, url: '/api/shortlist', payload: { user_id: someone.userId } },
      { method: 'POST' as const, url: '/api/unshortlist', payload: { user_id: someone.userId } },
      { method: 'GET' as const, url: '/api/shortlist' },
      { method: 'GET' as const, url: '/api/shortlist/ids' },
    ];
    const unverified = await register(t.app);
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json().code).toBe('auth_required');
      const wrong = await t.app.inject({ ...call, headers: bearer('not-a-token') });
      expect(wrong.statusCode, call.url).toBe(401);
      const early = await t.app.inject({ ...call, headers: bearer(unverified.token) });
      expect(early.statusCode, call.url).toBe(403);
      expect(early.json().code).toBe('verification_required');
    }
  });

  it('shows pictures as search does: blurred without a plan, clear with one, none when locked', async () => {
    const member = await memberWithProfile(t.app, { name: 'Kumar', gender: 'Male', dob });
    const owner = await bride('Indhu');
    await uploadTestImage(t.app, owner);
    expect((await add(member, owner.userId)).statusCode).toBe(201);
    const card = async () => (await list(member)).data.find((x) => x.user_id === owner.userId)!;

    const blurred = await card();
    expect(blurred.profile_picture).toMatch(/\/blurred\?a=v&/);
    expect(blurred.picture_blurred).toBe(true);
    expect((await t.app.inject(blurred.profile_picture!)).statusCode).toBe(200);
    expect((await t.app.inject(blurred.profile_picture!.replace('/blurred?', '/thumb?'))).statusCode).toBe(404);

    await givePlan(t.app, member.userId, 1);
    const clear = await card();
    expect(clear.profile_picture).toMatch(/\/thumb\?a=p&/);
    expect(clear.picture_blurred).toBe(false);

    await givePlan(t.app, owner.userId, 2);
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: bearer(owner.token),
      payload: { photos_visibility: 1 },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const hidden = await card();
    expect(hidden.profile_picture).toBeNull();
    expect(hidden.photos_locked).toBe(true);
  });
});
