import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, givePlan, premiumMember, register, verifiedMember } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const ta = translatorFor('ta');

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
    expect(r.json()).toEqual({ success: false, code: 'verification_required', message: 'Verification required' });
    expect((await profile(member.token)).is_verified).toBe(0);
  });

  it('lets an unverified member choose a language, and nothing else', async () => {
    const member = await register(t.app);
    const r = await update(member.token, { locale: 'ta' });
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toMatchObject({ locale: 'ta', is_verified: 0 });
    expect(r.json().message).toBe(ta('account.localeSaved'));
    const both = await update(member.token, { locale: 'en', mobile_number_visibility: 1 });
    expect(both.statusCode).toBe(403);
    expect(both.json()).toMatchObject({ code: 'verification_required' });
    expect(await profile(member.token)).toMatchObject({ locale: 'ta', mobile_number_visibility: 0, is_verified: 0 });
  });

  it('never makes a member premium, and ignores is_verified: 0 too', async () => {
    const member = await verifiedMember(t.app);
    const r = await update(member.token, { premium_user: 1, is_verified: 0 });
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toMatchObject({ premium_user: 0, is_verified: 1 });
    expect(await profile(member.token)).toMatchObject({ premium_user: 0, is_verified: 1 });
  });

  it('refuses the privacy switches to a Silver member with its own code: the plan matrix gives them from Gold', async () => {
    const member = await premiumMember(t.app, 1);
    const r = await update(member.token, { photos_visibility: 1 });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      success: false,
      code: 'premium_benefits_need_gold',
      message: 'The privacy settings come with the Gold and Platinum plans. Please upgrade your plan to change this setting.',
    });
    expect(await profile(member.token)).toMatchObject({ premium_user: 1, photos_visibility: 0 });
    await t.app.inject({ method: 'POST', url: '/api/updateUser', headers: bearer(member.token), payload: { locale: 'ta' } });
    const tamil = await update(member.token, { horoscope_visibility: 1 });
    expect(tamil.json()).toMatchObject({ code: 'premium_benefits_need_gold', message: ta('server.privacy.goldAndPlatinum') });
  });

  it('lets every verified member switch the interest e-mails, with or without a plan, and nobody unverified', async () => {
    const member = await verifiedMember(t.app);
    expect(await profile(member.token)).toMatchObject({
      notify_interest_received: 1,
      notify_interest_accepted: 1,
      pending_interests: 0,
    });
    const r = await update(member.token, { notify_interest_received: 0, notify_interest_accepted: 0 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      success: true,
      message: 'Settings updated successfully!',
      user: { notify_interest_received: 0, notify_interest_accepted: 0 },
    });
    const on = await update(member.token, { notify_interest_accepted: 1 });
    expect(on.json().user).toMatchObject({ notify_interest_received: 0, notify_interest_accepted: 1 });
    const bad = await update(member.token, { notify_interest_received: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { notify_interest_received: 'Please send 1 (on) or 0 (off).' } });
    // A switch the plan does not give spoils the whole call: nothing changes.
    const mixed = await update(member.token, { notify_interest_accepted: 0, photos_visibility: 1 });
    expect(mixed.statusCode).toBe(403);
    expect((await profile(member.token)).notify_interest_accepted).toBe(1);
    const unverified = await register(t.app);
    const refused = await update(unverified.token, { notify_interest_received: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'verification_required' });
  });

  it('lets every verified member hide the street address, free or Silver, while the three premium switches still refuse them', async () => {
    const free = await verifiedMember(t.app);
    const silver = await premiumMember(t.app, 1);
    for (const [member, code] of [
      [free, 'premium_benefits_required'],
      [silver, 'premium_benefits_need_gold'],
    ] as const) {
      expect(await profile(member.token)).toMatchObject({ address_visibility: 0 });
      const hidden = await update(member.token, { address_visibility: 1 });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toMatchObject({ message: 'Settings updated successfully!', user: { address_visibility: 1 } });
      for (const premium of ['mobile_number_visibility', 'photos_visibility', 'horoscope_visibility']) {
        const refused = await update(member.token, { [premium]: 1 });
        expect(refused.statusCode, premium).toBe(403);
        expect(refused.json().code).toBe(code);
      }
      // Beside a premium switch, the free one is refused with it: a call changes all or nothing.
      const mixed = await update(member.token, { address_visibility: 0, photos_visibility: 1 });
      expect(mixed.statusCode).toBe(403);
      expect(await profile(member.token)).toMatchObject({ address_visibility: 1, photos_visibility: 0 });
      expect((await update(member.token, { address_visibility: 0 })).json().user.address_visibility).toBe(0);
    }
    const bad = await update(free.token, { address_visibility: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ address_visibility: 'Please send 0 (visible) or 1 (hidden).' });
    const unverified = await register(t.app);
    const refused = await update(unverified.token, { address_visibility: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'verification_required' });
  });

  it('refuses the privacy switches to a member without a plan', async () => {
    const member = await verifiedMember(t.app);
    const r = await update(member.token, { photos_visibility: 1 });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      success: false,
      code: 'premium_benefits_required',
      message: 'You must upgrade to a premium membership to change this setting.',
    });
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
    expect(bad.json()).toMatchObject({
      code: 'invalid_input',
      errors: { photos_visibility: 'Please send 0 (visible) or 1 (hidden).' },
    });
  });

  it('saves the language of a member without a plan, answers in it, and still ignores is_verified and premium_user', async () => {
    const member = await verifiedMember(t.app);
    expect((await profile(member.token)).locale).toBe('en'); // registered without a choice or Accept-Language
    const r = await update(member.token, { locale: 'ta', is_verified: 0, premium_user: 1 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      success: true,
      message: ta('account.localeSaved'),
      user: { locale: 'ta', is_verified: 1, premium_user: 0 },
    });
    expect(await profile(member.token)).toMatchObject({ locale: 'ta', is_verified: 1, premium_user: 0 });
    const back = await update(member.token, { locale: 'en' });
    expect(back.json()).toMatchObject({ message: 'Language saved.', user: { locale: 'en' } });
  });

  it('refuses a language we do not speak with 400 and invalid_input, and keeps the saved one', async () => {
    const member = await verifiedMember(t.app);
    await update(member.token, { locale: 'ta' });
    const bad = await update(member.token, { locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: ta('account.badLocale'),
      errors: { locale: ta('account.badLocale') },
    });
    const english = await verifiedMember(t.app);
    expect((await update(english.token, { locale: 'TA' })).json()).toMatchObject({
      code: 'invalid_input',
      errors: { locale: "Please choose 'en' (English) or 'ta' (Tamil)." },
    });
    expect((await profile(member.token)).locale).toBe('ta');
  });

  it('refuses a privacy switch to a free member with the upgrade error even beside a language, and changes nothing', async () => {
    const member = await verifiedMember(t.app);
    const r = await update(member.token, { locale: 'ta', mobile_number_visibility: 1 });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      success: false,
      code: 'premium_benefits_required',
      message: 'You must upgrade to a premium membership to change this setting.',
    });
    expect(await profile(member.token)).toMatchObject({ locale: 'en', mobile_number_visibility: 0 });
  });

  it('writes the same refusal in the saved language of the member, with the same code', async () => {
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    const english = await verifiedMember(t.app, { locale: 'en' });
    // The saved language wins over the browser's.
    const inTamil = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: { ...bearer(tamil.token), 'accept-language': 'en-IN,en;q=0.9' },
      payload: { photos_visibility: 1 },
    });
    const inEnglish = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers: { ...bearer(english.token), 'accept-language': 'ta-IN' },
      payload: { photos_visibility: 1 },
    });
    expect(inTamil.statusCode).toBe(403);
    expect(inEnglish.statusCode).toBe(403);
    expect(inTamil.json()).toEqual({
      success: false,
      code: 'premium_benefits_required',
      message: ta('privacySettings.upgrade'),
    });
    expect(inEnglish.json()).toEqual({
      success: false,
      code: 'premium_benefits_required',
      message: 'You must upgrade to a premium membership to change this setting.',
    });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/updateUser', payload: { photos_visibility: 'x' } });
    expect(r.statusCode).toBe(401);
  });
});
