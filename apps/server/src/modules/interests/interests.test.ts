import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, memberWithProfile, register, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('interests on %s', (engine) => {
  let t: TestApp;
  let sender: Registered;
  let partner: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const dob = addDays(latestBirthDate(todayInIndia(), 27), -10);
    sender = await memberWithProfile(t.app, { name: 'Arun', gender: 'Male', dob });
    partner = await memberWithProfile(t.app, { name: 'Meena', gender: 'Female', dob, city: 'Chennai' });
  });
  afterAll(async () => t.close());

  const send = (from: Registered, partnerId: number, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sendInterest',
      headers: bearer(from.token),
      payload: { user_id: from.userId, partner_id: partnerId, status: 'Requested', ...extra },
    });
  const sent = (viewer: Registered, userId: number) =>
    t.app.inject({ method: 'GET', url: `/api/getSentInterests/${userId}`, headers: bearer(viewer.token) });

  it('sends an interest once; the second time is 409', async () => {
    const first = await send(sender, partner.userId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: 'Interest sent successfully' });
    const again = await send(sender, partner.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'interest_already_sent', message: 'Interest already sent' });
  });

  it('lists the interests a member sent, marking the partner, for that member only', async () => {
    const mine = await sent(sender, sender.userId);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject([
      { user_id: sender.userId, partner_id: partner.userId, status: 'Requested', name: 'Meena', city: 'Chennai', age: 27 },
    ]);
    const theirs = await sent(partner, sender.userId);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({
      success: false,
      code: 'interests_not_yours',
      message: 'You can only see your own interests.',
    });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/getSentInterests/abc', headers: bearer(sender.token) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_input', message: 'You can only see your own interests.' });
    expect((await t.app.inject(`/api/getSentInterests/${sender.userId}`)).statusCode).toBe(401);
  });

  it('refuses an interest to oneself, to an unknown member, or in another member’s name', async () => {
    expect((await send(sender, sender.userId)).json()).toEqual({
      success: false,
      code: 'interest_to_self',
      message: 'You cannot send an interest to yourself.',
    });
    expect((await send(sender, 999_999)).json()).toEqual({
      success: false,
      code: 'profile_not_found',
      message: 'Profile not found.',
    });
    const stranger = await verifiedMember(t.app);
    expect((await send(stranger, partner.userId, { user_id: sender.userId })).statusCode).toBe(403);
    expect((await send(sender, partner.userId, { status: 'Accepted' })).statusCode).toBe(400);
  });

  it('answers a member who chose Tamil in Tamil: the success, and the same 404 with the same code', async () => {
    const ta = translatorFor('ta');
    const tamil = await memberWithProfile(t.app, {
      name: 'Kumar',
      gender: 'Male',
      dob: addDays(latestBirthDate(todayInIndia(), 30), -3),
    });
    await t.app.inject({ method: 'POST', url: '/api/updateUser', headers: bearer(tamil.token), payload: { locale: 'ta' } });
    const ok = await send(tamil, partner.userId);
    expect(ok.json()).toEqual({ success: true, message: ta('interests.sent') });
    const missing = await send(tamil, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'profile_not_found', message: ta('profileDetails.notFound') });
  });

  it('needs a verified member', async () => {
    expect((await send(await register(t.app), partner.userId)).statusCode).toBe(403);
  });
});
