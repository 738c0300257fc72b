import { addDays, latestBirthDate, todayInIndia, type ViewersAnswer } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  freshAddress,
  givePlan,
  memberWithProfile,
  postAs,
  premiumMember,
  searchableInDatabase,
  verifiedMember,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { galleryUpload, testJpeg } from '../../test/uploads.js';
import { BIODATA_FIELDS, PREFERENCES, saveBiodata } from '../../test/biodata.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -20);

/**
 * The printable biodata (POST /api/getBiodata, docs/decisions/0042): the profile details answer
 * with the member's partner preferences, refused, counted and filtered exactly as details are.
 */
describe.each(ENGINES)('the printable biodata (getBiodata) on %s', (engine) => {
  let t: TestApp;
  let owner: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    owner = await memberWithProfile(t.app, { name: 'Revathi', gender: 'Female', dob, religion: 'Hindu', caste: 'Pillai' });
    await saveBiodata(t.app, owner, true);
    const { payload, headers } = galleryUpload(owner.userId, [{ name: 'photo.jpg', data: await testJpeg() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploadPhotos',
      payload,
      headers: { ...headers, ...bearer(owner.token) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
  });
  afterAll(async () => t.close());

  const biodata = (viewer: Registered, userId = owner.userId) =>
    postAs(t.app, viewer.token, '/api/getBiodata', { user_id: userId });
  const details = (viewer: Registered, userId = owner.userId) =>
    postAs(t.app, viewer.token, '/api/getUserDetails', { user_id: userId });
  const viewsOf = (viewer: Registered) =>
    t.app.ctx.db.selectFrom('profile_views').selectAll().where('viewer_id', '=', viewer.userId).execute();
  const setSwitches = (on: 0 | 1) =>
    t.app.ctx.db
      .updateTable('users')
      .set({ mobile_number_visibility: on, photos_visibility: on })
      .where('id', '=', owner.userId)
      .execute();

  it('gives a member their own biodata without a plan, preferences and all, and counts no view', async () => {
    const response = await biodata(owner);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, own: true, views: { used: 0 } });
    expect(body.user).toMatchObject({ id: owner.userId, name: 'Revathi', user_details: BIODATA_FIELDS });
    expect(body.user.user_profile_picture).toMatch(/\/api\/media\/photos\/\d+\/thumb\?/);
    expect(body.preferences).toMatchObject(PREFERENCES);
    expect(await viewsOf(owner)).toHaveLength(0);
    // The own details page needs no plan either: it shows the profile as others see it.
    expect((await details(owner)).statusCode).toBe(200);
  });

  it("gives a paying viewer the details page's member, with the expectations", async () => {
    const viewer = await premiumMember(t.app, 2);
    const response = await biodata(viewer);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const { user: fromDetails } = (await details(viewer)).json();
    // The media links are signed at each answer; everything else is the same JSON.
    const unsigned = (user: object) => JSON.parse(JSON.stringify(user).replace(/\?[^"]*"/g, '"'));
    expect(unsigned(body.user)).toEqual(unsigned(fromDetails));
    expect(body).toMatchObject({ own: false, views: { used: 1, limit: 100 }, preferences: PREFERENCES });
    expect(body.user).toMatchObject({ email: owner.details.email, phone: owner.details.phone });
    expect(body.user.user_details).toMatchObject({ ...BIODATA_FIELDS, star: null });
  });

  it('refuses a viewer without a plan with the same 402 as details, and tells nothing of the member', async () => {
    const viewer = await verifiedMember(t.app);
    const response = await biodata(viewer);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual((await details(viewer)).json());
    expect(response.json()).toMatchObject({ code: 'plan_required' });
    expect(response.body).not.toContain('Revathi');
    const expired = await verifiedMember(t.app);
    await givePlan(t.app, expired.userId, 3, { expiresInDays: -1 });
    expect((await biodata(expired)).statusCode).toBe(402);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/getBiodata',
      payload: { user_id: owner.userId },
      remoteAddress: freshAddress(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never carries a locked photo or a hidden phone number', async () => {
    const viewer = await premiumMember(t.app, 3);
    await setSwitches(1);
    try {
      const response = await biodata(viewer);
      expect(response.statusCode, response.body).toBe(200);
      const user = response.json().user;
      expect(user).toMatchObject({ photos_locked: true, phone_hidden: true, user_profile_picture: null });
      for (const key of ['phone', 'user_images']) expect(user).not.toHaveProperty(key);
      expect(response.body).not.toContain(owner.details.phone);
      expect(response.body).not.toContain('/api/media/photos/');
    } finally {
      await setSwitches(0);
    }
  });

  it('answers "not found" across a block, whichever side blocked, and for an unknown member', async () => {
    for (const blockedBy of ['owner', 'viewer'] as const) {
      const viewer = await premiumMember(t.app, 3);
      const [by, other] = blockedBy === 'owner' ? [owner, viewer] : [viewer, owner];
      expect((await postAs(t.app, by.token, '/api/block', { user_id: other.userId })).statusCode).toBe(200);
      const response = await biodata(viewer);
      expect(response.statusCode, blockedBy).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'profile_not_found', message: 'Profile not found.' });
      expect(await viewsOf(viewer)).toHaveLength(0);
      expect((await postAs(t.app, by.token, '/api/unblock', { user_id: other.userId })).statusCode).toBe(200);
    }
    expect((await biodata(await premiumMember(t.app, 3), 999_999)).statusCode).toBe(404);
  });

  it("counts as one view with details: the month's count, the quota and 'who viewed me'", async () => {
    const viewer = await memberWithProfile(t.app, { name: 'Karthik', gender: 'Male', dob });
    await givePlan(t.app, viewer.userId, 1);
    expect((await biodata(viewer)).json().views).toEqual({ used: 1, limit: 15 });
    expect((await details(viewer)).json().views).toEqual({ used: 1, limit: 15 });
    expect((await biodata(viewer)).json().views).toEqual({ used: 1, limit: 15 });
    expect(await viewsOf(viewer)).toHaveLength(1);

    await givePlan(t.app, owner.userId, 1);
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/viewers',
      headers: bearer(owner.token),
      remoteAddress: freshAddress(),
    });
    const viewers = seen.json<ViewersAnswer>().data.filter((card) => card.user_id === viewer.userId);
    expect(viewers).toHaveLength(1);

    // The same monthly quota: Silver's fifteenth profile is the last, whichever page opens it.
    for (let i = 0; i < 14; i++) {
      const other = await searchableInDatabase(t.app, { gender: 'Female', dob });
      expect((await (i % 2 ? details : biodata)(viewer, other)).statusCode).toBe(200);
    }
    const refused = await biodata(viewer, await searchableInDatabase(t.app, { gender: 'Female', dob }));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'view_quota_reached', params: { limit: 15 } });
    // One already opened this month opens again.
    expect((await biodata(viewer)).statusCode).toBe(200);
  });
});
