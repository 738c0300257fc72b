import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, givePlan, premiumMember, register, verifiedMember } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('updateUser on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const update = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/updateUser', headers: bearer(token), payload });
  const profile = async (token: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(token), payload: {} })).json();

  it('never verifies a member: an unverified member is refused with 403 and stays unverified', async () => {
    const member = await register(t.app);
    const r = await t.app.inject({ method: 'POST', url: '/api/updateUser', payload: { token: member.token, is_verified: 1 } });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ success: false, message: 'Verification required' });
    expect((await profile(member.token)).is_verified).toBe(0);
  });

  it('never makes a member premium, and ignores is_verified: 0 too', async () => {
    const member = await verifiedMember(t.app);
    const r = await update(member.token, { premium_user: 1, is_verified: 0 });
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toMatchObject({ premium_user: 0, is_verified: 1 });
    expect(await profile(member.token)).toMatchObject({ premium_user: 0, is_verified: 1 });
  });

  it('refuses the privacy switches to a Silver member: the plan matrix gives them from Gold', async () => {
    const member = await premiumMember(t.app, 1);
    const r = await update(member.token, { photos_visibility: 1 });
    expect(r.statusCode).toBe(403);
    expect((await profile(member.token)).premium_user).toBe(1);
  });

  it('refuses the privacy switches to a member without a plan', async () => {
    const member = await verifiedMember(t.app);
    const r = await update(member.token, { photos_visibility: 1 });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ success: false, message: 'You must upgrade to a premium membership to change this setting.' });
    expect((await profile(member.token)).photos_visibility).toBe(0);
  });

  it('shows the active plan and premium status, and forgets an expired plan', async () => {
    const member = await verifiedMember(t.app);
    expect(await profile(member.token)).toMatchObject({ premium_user: 0, active_plan: null });
    await givePlan(t.app, member.userId, 1, { expiresInDays: -1 });
    expect(await profile(member.token)).toMatchObject({ premium_user: 0, active_plan: null });
    await givePlan(t.app, member.userId, 3, { status: 'Pending' });
    expect(await profile(member.token)).toMatchObject({ premium_user: 0 });
    await givePlan(t.app, member.userId, 2);
    expect(await profile(member.token)).toMatchObject({
      premium_user: 1,
      active_plan: { plan_id: 2, plan_price: 499900, status: 'Approved' },
    });
  });

  it('lets a Gold member change the switches, with 0 and 1 only', async () => {
    const member = await premiumMember(t.app);
    const r = await update(member.token, { mobile_number_visibility: 1, horoscope_visibility: 1 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      success: true,
      message: 'Settings updated successfully!',
      user: { mobile_number_visibility: 1, photos_visibility: 0, horoscope_visibility: 1 },
    });
    const bad = await update(member.token, { photos_visibility: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ photos_visibility: 'must be 0 or 1' });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/updateUser', payload: { photos_visibility: 'x' } });
    expect(r.statusCode).toBe(401);
  });
});
