import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, startFakeMsg91, type FakeMsg91 } from '../../test/fake-msg91.js';
import { bearer, freshAddress, newMemberDetails, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MOBILE_CODE_RULES } from '../mobile/mobile.service.js';

const en = translatorFor('en');
const MINUTE = 60_000;

describe.each(ENGINES)('signing in with a code texted to a verified mobile number on %s', (engine) => {
  let fake: FakeMsg91;
  let t: TestApp;
  let member: Registered;
  beforeAll(async () => {
    fake = await startFakeMsg91();
    t = await createTestApp({
      engine,
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, MSG91_API_URL: fake.apiUrl },
    });
    member = await verifiedMember(t.app);
    await t.app.ctx.db
      .updateTable('users')
      .set({ phone_verified_at: new Date().toISOString() })
      .where('id', '=', member.userId)
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });
  const lastCodeTo = (phone: string) => fake.accepted.filter((m) => m.mobiles === `91${phone}`).at(-1)?.otp;
  /** The 30-second wait between codes is the clock's, which tests do not move: spent here by hand. */
  const waitOutCooldown = () =>
    t.app.ctx.db
      .updateTable('code_events')
      .set({ created_at: new Date(Date.now() - MINUTE).toISOString() })
      .where('kind', '=', 'sms_sent')
      .execute();

  it('texts a code to a verified number and signs in with it, with a session like a password', async () => {
    const phone = member.details.phone;
    const asked = await post('/api/login/mobile-code', { phone });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      success: true,
      resend_after_seconds: 30,
      message: en('mobile.signInCodeSent', { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }),
    });
    await backgroundSettled();
    const code = lastCodeTo(phone)!;
    const signedIn = await post('/api/login/mobile', { phone, code, remember: true });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, user } = signedIn.json();
    expect(user).toMatchObject({ id: member.userId, phone_verified: true });
    const me = await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(token) });
    expect(me.json().id).toBe(member.userId);
    // Used once.
    expect((await post('/api/login/mobile', { phone, code })).json().code).toBe('sign_in_code_invalid');
  });

  it('answers an unknown or unverified number exactly as a known one, and sends it nothing', async () => {
    const unverified = await verifiedMember(t.app);
    const stranger = newMemberDetails().phone;
    const texts = fake.accepted.length;
    const answers = [];
    for (const phone of [unverified.details.phone, stranger]) {
      const asked = await post('/api/login/mobile-code', { phone });
      answers.push({ status: asked.statusCode, body: asked.json() });
    }
    await backgroundSettled();
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body.message).toBe(
      en('mobile.signInCodeSent', { phone: `+91 ${stranger.slice(0, 5)} ${stranger.slice(5)}` }),
    );
    expect(fake.accepted).toHaveLength(texts);
    const refused = await post('/api/login/mobile', { phone: stranger, code: '123456' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'sign_in_code_invalid', message: en('mobile.signInCodeInvalid') });
    // The cooldown holds for every number alike.
    expect((await post('/api/login/mobile-code', { phone: stranger })).json().code).toBe('otp_cooldown');
  });

  it('burns a code after 5 wrong tries, and stops a number after 15 tries a day', async () => {
    await waitOutCooldown();
    const phone = member.details.phone;
    await post('/api/login/mobile-code', { phone });
    await backgroundSettled();
    const code = lastCodeTo(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MOBILE_CODE_RULES.maxTries; i++)
      expect((await post('/api/login/mobile', { phone, code: wrong })).json().code).toBe('sign_in_code_invalid');
    expect((await post('/api/login/mobile', { phone, code })).json().code).toBe('sign_in_code_invalid');
    const stranger = newMemberDetails().phone;
    for (let i = 0; i < MOBILE_CODE_RULES.tries.max; i++) await post('/api/login/mobile', { phone: stranger, code: wrong });
    const stopped = await post('/api/login/mobile', { phone: stranger, code: wrong });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().code).toBe('too_many_mobile_tries');
  });

  it('says a suspension only after the right code, as a password does', async () => {
    await waitOutCooldown();
    const phone = member.details.phone;
    await t.app.ctx.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString() })
      .where('id', '=', member.userId)
      .execute();
    await post('/api/login/mobile-code', { phone });
    await backgroundSettled();
    const refused = await post('/api/login/mobile', { phone, code: lastCodeTo(phone)! });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_suspended');
    await t.app.ctx.db.updateTable('users').set({ suspended_at: null }).where('id', '=', member.userId).execute();
  });

  it('sets a new password with a texted code, ending every session; a sign-in code does not do it', async () => {
    await waitOutCooldown();
    const phone = member.details.phone;
    const before = await post('/api/login', { email: member.details.email, password: member.details.password });
    expect(before.statusCode).toBe(200);
    // A sign-in code is not a reset code.
    await post('/api/login/mobile-code', { phone });
    await backgroundSettled();
    const password = 'Kolam-at-dawn-2026';
    const crossed = await post('/api/reset-password/mobile', { phone, code: lastCodeTo(phone)!, password });
    expect(crossed.json().code).toBe('sign_in_code_invalid');

    await waitOutCooldown();
    const asked = await post('/api/forgot-password/mobile', { phone });
    expect(asked.json().message).toBe(en('mobile.resetCodeSent', { phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }));
    await backgroundSettled();
    const reset = await post('/api/reset-password/mobile', { phone, code: lastCodeTo(phone)!, password });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(en('resetPassword.success'));
    const old = await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(before.json().token) });
    expect(old.statusCode).toBe(401);
    expect((await post('/api/login', { email: member.details.email, password })).statusCode).toBe(200);
    const weak = await post('/api/reset-password/mobile', { phone, code: '123456', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
  });
});
