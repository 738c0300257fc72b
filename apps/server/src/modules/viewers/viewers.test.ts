import { addDays, indiaDateOf, latestBirthDate, todayInIndia, type ViewersAnswer } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, givePlan, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { galleryUpload, testJpeg } from '../../test/uploads.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -10);

describe.each(ENGINES)('who viewed me (GET /api/viewers) on %s', (engine) => {
  let t: TestApp;
  let me: Registered;
  const viewers: Record<'first' | 'second' | 'blocked' | 'blocker' | 'suspended' | 'locked', Registered> = {} as never;

  const viewersOf = (member: Registered, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/viewers${query}`, headers: bearer(member.token), remoteAddress: freshAddress() });
  const open = async (viewer: Registered, userId: number) =>
    expect((await postAs(t.app, viewer.token, '/api/getUserDetails', { user_id: userId })).statusCode).toBe(200);
  const uploadPhoto = async (member: Registered) => {
    const { payload, headers } = galleryUpload(member.userId, [{ name: 'photo.jpg', data: await testJpeg() }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploadPhotos',
      payload,
      headers: { ...headers, ...bearer(member.token) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    me = await memberWithProfile(t.app, { name: 'Meena', gender: 'Female', dob });
    // In the order they open Meena's profile: the list shows the last first.
    for (const key of ['locked', 'suspended', 'blocked', 'blocker', 'first', 'second'] as const) {
      viewers[key] = await memberWithProfile(t.app, { name: `Viewer ${key}`, gender: 'Male', dob });
      await givePlan(t.app, viewers[key].userId, 2);
    }
    await uploadPhoto(viewers.second);
    await uploadPhoto(viewers.locked);
    for (const key of ['locked', 'suspended', 'blocked', 'blocker', 'first', 'second'] as const)
      await open(viewers[key], me.userId);
    // The first opens the profile again later: one entry, with the latest time.
    await open(viewers.first, me.userId);

    expect((await postAs(t.app, me.token, '/api/block', { user_id: viewers.blocked.userId })).statusCode).toBe(200);
    expect((await postAs(t.app, viewers.blocker.token, '/api/block', { user_id: me.userId })).statusCode).toBe(200);
    const now = new Date().toISOString();
    await t.app.ctx.db
      .updateTable('users')
      .set({ suspended_at: now, suspension_reason: 'test' })
      .where('id', '=', viewers.suspended.userId)
      .execute();
    await t.app.ctx.db.updateTable('users').set({ photos_visibility: 1 }).where('id', '=', viewers.locked.userId).execute();
  });
  afterAll(async () => t.close());

  it('shows a member without a plan only how many viewed them, with the list locked', async () => {
    const response = await viewersOf(me);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ViewersAnswer>();
    expect(body).toMatchObject({ success: true, total: 3, data: [], locked: true });
  });

  it('lists the viewers to a member with a plan, newest view first, as search cards with the India day', async () => {
    await givePlan(t.app, me.userId, 1);
    const response = await viewersOf(me);
    const body = response.json<ViewersAnswer>();
    expect(body.locked).toBeUndefined();
    expect(body.total).toBe(3);
    expect(body.data.map((c) => c.user_id)).toEqual([viewers.first.userId, viewers.second.userId, viewers.locked.userId]);
    const stored = await t.app.ctx.db
      .selectFrom('profile_views')
      .select(['viewer_id', 'viewed_at'])
      .where('viewed_id', '=', me.userId)
      .execute();
    for (const { viewed_at } of stored) {
      // Never the time, in any form.
      expect(response.body).not.toContain(viewed_at);
      expect(response.body).not.toContain(viewed_at.slice(11, 19));
    }
    for (const card of body.data) {
      expect(card.viewed_on).toBe(indiaDateOf(stored.find((v) => v.viewer_id === card.user_id)!.viewed_at));
      // Both show when they were last active: the band.
      expect(card.last_active).toBe('today');
      expect(card).toMatchObject({ gender: 'Male', age: 27 });
      // Nothing of the profile beyond the card: no contact details.
      expect(Object.keys(card)).not.toContain('email');
      expect(Object.keys(card)).not.toContain('phone');
    }
    const second = body.data[1]!;
    expect(second.profile_picture).toMatch(/\/api\/media\/photos\/\d+\/thumb\?/);
    expect(second.picture_blurred).toBe(false);
  });

  it('gives no day for a viewer who hides when they were last active, and lists them after the dated ones', async () => {
    const hiding = viewers.first;
    await t.app.ctx.db.updateTable('users').set({ hide_last_active: 1 }).where('id', '=', hiding.userId).execute();
    try {
      const body = (await viewersOf(me)).json<ViewersAnswer>();
      expect(body.data.map((c) => c.user_id)).toEqual([viewers.second.userId, viewers.locked.userId, hiding.userId]);
      expect(body.data[2]).toMatchObject({ user_id: hiding.userId, viewed_on: null });
      expect(body.data[0]!.viewed_on).toMatch(/^\d{4}-\d\d-\d\d$/);
    } finally {
      await t.app.ctx.db.updateTable('users').set({ hide_last_active: 0 }).where('id', '=', hiding.userId).execute();
    }
  });

  it('shows no bands to a member who hides their own, but still the days of those who show theirs', async () => {
    await t.app.ctx.db.updateTable('users').set({ hide_last_active: 1 }).where('id', '=', me.userId).execute();
    try {
      const body = (await viewersOf(me)).json<ViewersAnswer>();
      expect(body.data.map((c) => c.last_active)).toEqual([null, null, null]);
      expect(body.data.every((c) => /^\d{4}-\d\d-\d\d$/.test(c.viewed_on ?? ''))).toBe(true);
    } finally {
      await t.app.ctx.db.updateTable('users').set({ hide_last_active: 0 }).where('id', '=', me.userId).execute();
    }
  });

  it('hides members a block separates, either way, and suspended members', async () => {
    const body = (await viewersOf(me)).json<ViewersAnswer>();
    const ids = body.data.map((c) => c.user_id);
    expect(ids).not.toContain(viewers.blocked.userId);
    expect(ids).not.toContain(viewers.blocker.userId);
    expect(ids).not.toContain(viewers.suspended.userId);
  });

  it('shows no picture of a viewer who locked their photos, except to an accepted partner', async () => {
    const locked = () =>
      viewersOf(me).then((r) => r.json<ViewersAnswer>().data.find((c) => c.user_id === viewers.locked.userId)!);
    expect(await locked()).toMatchObject({ profile_picture: null, photos_locked: true });
    const now = new Date().toISOString();
    await t.app.ctx.db
      .insertInto('interests')
      .values({ user_id: viewers.locked.userId, partner_id: me.userId, status: 'Accepted', requested_on: now, updated_on: now })
      .execute();
    const card = await locked();
    expect(card.photos_locked).toBe(false);
    expect(card.profile_picture).toMatch(/\/api\/media\/photos\/\d+\/thumb\?/);
  });

  it('pages the list and refuses a bad page with a message', async () => {
    const page2 = (await viewersOf(me, '?page=2&pageSize=2')).json<ViewersAnswer>();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.data.map((c) => c.user_id)).toEqual([viewers.locked.userId]);
    const bad = await viewersOf(me, '?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/viewers', remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(401);
  });
});
