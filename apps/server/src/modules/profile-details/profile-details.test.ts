import { addDays, latestBirthDate, porutham, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  freshAddress,
  givePlan,
  memberWithProfile,
  premiumMember,
  searchableInDatabase,
  verifiedMember,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { galleryUpload, testJpeg } from '../../test/uploads.js';

const dob = addDays(latestBirthDate(todayInIndia(), 26), -30);

describe.each(ENGINES)('profile details (getUserDetails) on %s', (engine) => {
  let t: TestApp;
  let target: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    target = await memberWithProfile(t.app, {
      name: 'Kavya',
      gender: 'Female',
      dob,
      religion: 'Hindu',
      caste: 'Pillai',
      degree: 'M.A.',
      job_type: 'Government',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(target.token),
      payload: { whatsapp: '9000012345', instagram: 'https://instagram.com/kavya' },
    });
    for (const [url, name] of [
      ['/api/uploadPhotos', 'photo.jpg'],
      ['/api/uploadHoroscope', 'jathagam.jpg'],
    ] as const) {
      const { payload, headers } = galleryUpload(target.userId, [{ name, data: await testJpeg() }]);
      expect(
        (await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(target.token) } })).statusCode,
      ).toBe(200);
    }
  });
  afterAll(async () => t.close());

  const details = (viewer: Registered | undefined, userId = target.userId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/getUserDetails',
      headers: viewer ? bearer(viewer.token) : {},
      payload: { user_id: userId },
      remoteAddress: freshAddress(),
    });
  /** The target as a Gold or Platinum viewer sees them when nothing is hidden. */
  const allShown = () => ({
    id: target.userId,
    name: 'Kavya',
    email: target.details.email,
    phone: target.details.phone,
    phone_hidden: false,
    photos_locked: false,
    horoscopes_locked: false,
    horoscopes_need_upgrade: false,
  });
  const setSwitches = (values: object) => t.app.ctx.db.updateTable('users').set(values).where('id', '=', target.userId).execute();

  it('answers 401 without a session and 402 without a plan, with the specification texts', async () => {
    const none = await details(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, code: 'auth_required', message: 'Authentication token is required' });
    const free = await details(await verifiedMember(t.app));
    expect(free.statusCode).toBe(402);
    expect(free.json()).toEqual({
      success: false,
      code: 'plan_required',
      message: 'Please purchase a plan to view user details',
    });
  });

  it('shows a paying member everything the owner allows', async () => {
    const viewer = await premiumMember(t.app, 2);
    const response = await details(viewer);
    expect(response.statusCode, response.body).toBe(200);
    const { user, views } = response.json();
    expect(user).toMatchObject({
      ...allShown(),
      user_details: { gender: 'Female', religion: 'Hindu', caste: 'Pillai', degree: 'M.A.', whatsapp: '9000012345', age: 26 },
    });
    expect(user.user_images).toHaveLength(1);
    expect(user.user_horoscopes).toHaveLength(1);
    expect(user).not.toHaveProperty('password_hash');
    expect((await t.app.inject(user.user_images[0].file_path)).statusCode).toBe(200);
    expect((await t.app.inject(user.user_horoscopes[0].horoscope_premium_path)).statusCode).toBe(200);
    expect(views).toEqual({ used: 1, limit: 100 });
  });

  it('leaves out of the JSON what the owner hid: phone (and WhatsApp), photos, horoscopes', async () => {
    const viewer = await premiumMember(t.app, 3);
    const before = (await details(viewer)).json().user;
    await setSwitches({ mobile_number_visibility: 1, photos_visibility: 1, horoscope_visibility: 1 });
    const response = await details(viewer);
    const user = response.json().user;
    expect(user).toMatchObject({ phone_hidden: true, photos_locked: true, horoscopes_locked: true, user_profile_picture: null });
    for (const key of ['phone', 'user_images', 'user_horoscopes']) expect(user).not.toHaveProperty(key);
    expect(user.user_details).not.toHaveProperty('whatsapp');
    expect(response.body).not.toContain(target.details.phone);
    expect(response.body).not.toContain('9000012345');
    // Links handed out before the owner locked are refused now.
    expect((await t.app.inject(before.user_images[0].file_path)).statusCode).toBe(404);
    expect((await t.app.inject(before.user_horoscopes[0].horoscope_premium_path)).statusCode).toBe(404);
    await setSwitches({ mobile_number_visibility: 0, photos_visibility: 0, horoscope_visibility: 0 });
  });

  it('answers the owner without a plan: their profile as a Gold member sees it, switches and all', async () => {
    const own = await details(target, target.userId);
    expect(own.statusCode, own.body).toBe(200);
    const body = own.json();
    expect(body).toMatchObject({ success: true, own: true, views: { used: 0 } });
    expect(body).not.toHaveProperty('porutham');
    expect(body.user).toMatchObject({
      ...allShown(),
      // The street address, as to anyone but an accepted match.
      address_withheld: 'interest',
    });
    expect(body.user.user_images).toHaveLength(1);
    expect(body.user.user_horoscopes).toHaveLength(1);
    expect((await t.app.inject(body.user.user_images[0].file_path)).statusCode).toBe(200);
    await setSwitches({ mobile_number_visibility: 1, photos_visibility: 1, horoscope_visibility: 1 });
    const hidden = (await details(target, target.userId)).json().user;
    expect(hidden).toMatchObject({
      phone_hidden: true,
      photos_locked: true,
      horoscopes_locked: true,
      user_profile_picture: null,
    });
    for (const key of ['phone', 'user_images', 'user_horoscopes', 'jathagam']) expect(hidden).not.toHaveProperty(key);
    await setSwitches({ mobile_number_visibility: 0, photos_visibility: 0, horoscope_visibility: 0 });
    const counted = await t.app.ctx.db
      .selectFrom('profile_views')
      .select('viewed_id')
      .where('viewer_id', '=', target.userId)
      .execute();
    expect(counted).toHaveLength(0);
  });

  it('gives Silver no horoscopes (flagged so the screen can say why)', async () => {
    const user = (await details(await premiumMember(t.app, 1))).json().user;
    expect(user.horoscopes_need_upgrade).toBe(true);
    expect(user).not.toHaveProperty('user_horoscopes');
    expect(user.user_images).toHaveLength(1);
  });

  it('counts each distinct profile once a month: Silver opens 15, then 402; reopening is free', async () => {
    const viewer = await premiumMember(t.app, 1);
    const targets = [];
    for (let i = 0; i < 16; i++) targets.push(await searchableInDatabase(t.app, { gender: 'Female', dob }));
    for (let i = 0; i < 15; i++) {
      const r = await details(viewer, targets[i]);
      expect(r.statusCode).toBe(200);
      expect(r.json().views).toEqual({ used: i + 1, limit: 15 });
    }
    const refused = await details(viewer, targets[15]);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      success: false,
      code: 'view_quota_reached',
      message: 'You have opened 15 profiles this month, the limit of your plan. Upgrade your plan to see more.',
      params: { limit: 15 },
    });
    expect((await details(viewer, targets[3])).statusCode).toBe(200);
    expect((await details(viewer, targets[3])).json().views).toEqual({ used: 15, limit: 15 });
  });

  it('stays exact when views arrive at once: at the last free slot only one new profile gets through', async () => {
    const viewer = await premiumMember(t.app, 1);
    const targets = [];
    for (let i = 0; i < 20; i++) targets.push(await searchableInDatabase(t.app, { gender: 'Female', dob }));
    for (let i = 0; i < 14; i++) expect((await details(viewer, targets[i])).statusCode).toBe(200);
    const burst = await Promise.all(targets.slice(14).map((id) => details(viewer, id)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 402, 402, 402, 402, 402]);
    const rows = await t.app.ctx.db
      .selectFrom('profile_views')
      .select('viewed_id')
      .where('viewer_id', '=', viewer.userId)
      .execute();
    expect(rows).toHaveLength(15);
  });

  it('lets Platinum open any number, and anyone open their own profile without counting', async () => {
    const viewer = await premiumMember(t.app, 3);
    for (let i = 0; i < 3; i++)
      expect((await details(viewer, await searchableInDatabase(t.app, { gender: 'Female', dob }))).json().views).toMatchObject({
        limit: null,
      });
    const self = await details(viewer, viewer.userId);
    expect(self.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or unsearchable member, and 400 for a bad id', async () => {
    const viewer = await premiumMember(t.app, 2);
    expect((await details(viewer, 999_999)).statusCode).toBe(404);
    expect((await details(viewer, (await verifiedMember(t.app)).userId)).json()).toEqual({
      success: false,
      code: 'profile_not_found',
      message: 'Profile not found.',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/getUserDetails',
      headers: bearer(viewer.token),
      payload: { user_id: "1' OR '1'='1" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('does not count an expired plan', async () => {
    const viewer = await verifiedMember(t.app);
    await givePlan(t.app, viewer.userId, 3, { expiresInDays: -1 });
    expect((await details(viewer)).statusCode).toBe(402);
  });
});

describe.each(ENGINES)('porutham on profile details on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const person = async (name: string, gender: 'Male' | 'Female', star?: string, raasi?: string, dosam?: string) => {
    const member = await memberWithProfile(t.app, { name, gender, dob, religion: 'Hindu', caste: 'Pillai' });
    if (star) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/updateProfile',
        headers: bearer(member.token),
        payload: { religion: 'Hindu', caste: 'Pillai', star, raasi, dosam },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await givePlan(t.app, member.userId, 3);
    return member;
  };
  const open = async (viewer: Registered, target: Registered) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/getUserDetails',
      headers: bearer(viewer.token),
      payload: { user_id: target.userId },
      remoteAddress: freshAddress(),
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  it('says what is missing, then gives the ten poruthams with the woman as the bride', async () => {
    const bride = await person('Bride', 'Female', 'Rohini', 'Rishabam', 'Chevvai Dosham');
    const groomWithout = await person('Groom without star', 'Male');
    const groom = await person('Groom', 'Male', 'Karthigai', 'Mesham', 'Rahu / Kethu Dosham');
    const herWithout = await person('Bride without star', 'Female');

    expect((await open(groomWithout, bride)).porutham).toEqual({ state: 'viewer_star_missing' });
    expect((await open(groom, herWithout)).porutham).toEqual({ state: 'member_star_missing' });

    const expected = porutham({ star: 'Rohini', raasi: 'Rishabam' }, { star: 'Karthigai', raasi: 'Mesham' });
    const fromHim = (await open(groom, bride)).porutham;
    expect(fromHim).toEqual({
      state: 'ready',
      bride: { star: 'Rohini', raasi: 'Rishabam' },
      groom: { star: 'Karthigai', raasi: 'Mesham' },
      result: expected,
      // Chevvai dosham beside the ten, as each chose it (neither gave a birth time): said plainly.
      chevvai: { bride: 'yes', groom: 'no', bride_source: 'stated', groom_source: 'stated', agreement: 'bride_only' },
    });
    // The same answer whoever opens whom.
    expect((await open(bride, groom)).porutham).toEqual(fromHim);
  });

  it("leaves it out between two women or two men, on one's own profile, and without a gender", async () => {
    const a = await person('Woman A', 'Female', 'Rohini');
    const b = await person('Woman B', 'Female', 'Aswini');
    expect(await open(a, b)).not.toHaveProperty('porutham');
    expect(await open(a, a)).not.toHaveProperty('porutham');
    const noProfile = await premiumMember(t.app, 3);
    expect(await open(noProfile, a)).not.toHaveProperty('porutham');
  });
});
