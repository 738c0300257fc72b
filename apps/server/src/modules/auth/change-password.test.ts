import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { freshAddress, postAs, register, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PASSWORD_CHANGE_FAILURE_LIMIT } from './auth.service.js';

const ta = translatorFor('ta');
const NEW_PASSWORD = 'Temple-bells-at-dawn-7';

describe.each(ENGINES)('change-password on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const change = (token: string, payload: object) => postAs(t.app, token, '/api/change-password', payload);
  const login = async (member: Registered, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.details.email, password },
      remoteAddress: freshAddress(),
    });
  const signedIn = async (token: string) => (await postAs(t.app, token, '/api/getLoggedInUserProfile')).statusCode === 200;

  it('sets the new password and signs out every other session, keeping the caller’s', async () => {
    const member = await verifiedMember(t.app);
    const phone = (await login(member, member.details.password)).json().token as string;
    const laptop = (await login(member, member.details.password)).json().token as string;
    const r = await change(member.token, { current_password: member.details.password, new_password: NEW_PASSWORD });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      success: true,
      message: 'Your password has been changed. You have been signed out on your other devices.',
    });
    expect(await signedIn(member.token)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await login(member, member.details.password)).statusCode).toBe(401);
    expect((await login(member, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and a field message, and changes nothing', async () => {
    const member = await verifiedMember(t.app);
    const other = (await login(member, member.details.password)).json().token as string;
    const r = await change(member.token, { current_password: 'Not-my-password-1', new_password: NEW_PASSWORD });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      success: false,
      code: 'current_password_wrong',
      message: 'Your current password is not correct.',
      errors: { current_password: 'Your current password is not correct.' },
    });
    expect(await signedIn(other)).toBe(true);
    expect((await login(member, member.details.password)).statusCode).toBe(200);
  });

  it.each([
    [{ new_password: NEW_PASSWORD }, 'current_password', 'Please enter your current password.'],
    [{ current_password: '', new_password: NEW_PASSWORD }, 'current_password', 'Please enter your current password.'],
    [{ current_password: 'x', new_password: 'abc12' }, 'new_password', 'Password must be at least 6 characters'],
    [
      { current_password: 'x', new_password: 'password123' },
      'new_password',
      'This password is too common. Please choose one that is harder to guess.',
    ],
  ])('refuses %o with the %s message', async (payload, field, message) => {
    const member = await verifiedMember(t.app);
    const r = await change(member.token, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'invalid_input', errors: { [field]: message } });
  });

  it('refuses the member’s own phone number or e-mail as the new password', async () => {
    const member = await verifiedMember(t.app);
    for (const password of [member.details.phone, member.details.email.toUpperCase()]) {
      const r = await change(member.token, { current_password: member.details.password, new_password: password });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ new_password: 'Password must not be your email or phone number' });
    }
    expect((await login(member, member.details.password)).statusCode).toBe(200);
  });

  it(`stops after ${PASSWORD_CHANGE_FAILURE_LIMIT.max} wrong current passwords, even for the right one`, async () => {
    const member = await verifiedMember(t.app);
    for (let i = 0; i < PASSWORD_CHANGE_FAILURE_LIMIT.max; i++) {
      expect((await change(member.token, { current_password: `Wrong-${i}-guess`, new_password: NEW_PASSWORD })).statusCode).toBe(
        400,
      );
    }
    const locked = await change(member.token, { current_password: member.details.password, new_password: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_requests' });
    expect((await login(member, member.details.password)).statusCode).toBe(200);
  });

  it('works for a member who has not verified yet, answers in the member’s language, and needs a session', async () => {
    const member = await register(t.app, { locale: 'ta' });
    const r = await change(member.token, { current_password: member.details.password, new_password: NEW_PASSWORD });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(ta('settings.passwordChanged'));
    const wrong = await change(member.token, { current_password: 'Not-my-password-1', new_password: NEW_PASSWORD });
    expect(wrong.json()).toMatchObject({ message: ta('settings.wrongCurrentPassword') });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { current_password: 'x', new_password: NEW_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows 10 changes per address in 15 minutes, then answers 429', async () => {
    const member = await verifiedMember(t.app);
    const address = freshAddress();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/change-password',
        headers: { authorization: `Bearer ${member.token}` },
        payload: {},
        remoteAddress: address,
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
