import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { appWithFakeMsg91, type FakeMsg91 } from '../../test/fake-msg91.js';
import { bearer, freshAddress, register, verifiedMember, waitForMails, type Registered } from '../../test/members.js';
import type { TestApp } from '../../test/test-app.js';

const en = translatorFor('en');
const ta = translatorFor('ta');

/**
 * The takeover found by trying the mobile sign-in as an attacker would: someone registers an
 * address that is not theirs with their own mobile number, verifies the number, and once the
 * owner takes the address back with a reset link, signs in to the owner's account (or resets its
 * password) with codes texted to their own phone. Each step of it now fails.
 */
describe.each(ENGINES)('a mobile number squatted on an address that is not the squatter’s, on %s', (engine) => {
  let fake: FakeMsg91;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeMsg91(engine));
  });
  afterAll(async () => close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });
  const textsTo = (phone: string) => fake.accepted.filter((m) => m.mobiles === `91${phone}`).length;
  const spendCooldown = () =>
    t.app.ctx.db
      .updateTable('code_events')
      .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .where('kind', '=', 'sms_sent')
      .execute();

  /** The owner asks for a reset link to their own address and sets a new password with it. */
  async function ownerResets(squatted: Registered, headers: Record<string, string> = {}) {
    await post('/api/forgot-password', { email: squatted.details.email });
    const mails = await waitForMails(t.app, squatted.details.email, 2);
    const link = mails.map((m) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean)!;
    return post('/api/reset-password', { token: link, password: 'Owners-own-pass-2026' }, headers);
  }

  it('cannot verify the number on an address it has not verified, so nothing is left to sign in with', async () => {
    // The squatter registers the owner's address with the squatter's own phone.
    const squatted = await register(t.app);
    const phone = squatted.details.phone;
    const texts = textsTo(phone);
    const asked = await post('/api/mobile/send-code', {}, bearer(squatted.token));
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({
      code: 'email_verification_first',
      message: en('mobileSafety.emailFirst', { email: squatted.details.email }),
    });
    expect((await post('/api/mobile/change', { phone: '9000000001' }, bearer(squatted.token))).statusCode).toBe(403);
    expect(textsTo(phone)).toBe(texts);

    // The owner takes the address back; the squatter's session ends with the reset.
    const reset = await ownerResets(squatted);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await post('/api/getLoggedInUserProfile', {}, bearer(squatted.token))).statusCode).toBe(401);

    // The squatter's phone opens nothing: no code is texted to it, and no code signs in or resets.
    await spendCooldown();
    await post('/api/login/mobile-code', { phone });
    await post('/api/forgot-password/mobile', { phone });
    await backgroundSettled();
    expect(textsTo(phone)).toBe(texts);
    expect((await post('/api/login/mobile', { phone, code: '123456' })).json().code).toBe('sign_in_code_invalid');
    const locked = await post('/api/reset-password/mobile', { phone, code: '123456', password: 'Squatters-pass-99' });
    expect(locked.json().code).toBe('sign_in_code_invalid');
    expect((await post('/api/login', { email: squatted.details.email, password: 'Owners-own-pass-2026' })).statusCode).toBe(200);
  });

  it('takes the verification from a number verified before this rule when a reset link verifies the address, and says so', async () => {
    // As the data stood before: the squatter's number verified (and a code open) on an unverified account.
    const squatted = await register(t.app);
    const phone = squatted.details.phone;
    const before = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000).toISOString();
    await t.app.ctx.db
      .updateTable('users')
      .set({ phone_verified_at: before, phone_proven_at: before })
      .where('id', '=', squatted.userId)
      .execute();
    await post('/api/login/mobile-code', { phone });
    await backgroundSettled();
    const open = () =>
      t.app.ctx.db
        .selectFrom('mobile_codes')
        .select('id')
        .where('user_id', '=', squatted.userId)
        .where('consumed_at', 'is', null)
        .execute();
    expect(await open()).toHaveLength(1);
    const squattersCode = fake.accepted.filter((m) => m.mobiles === `91${phone}`).at(-1)!.otp;

    const reset = await ownerResets(squatted);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      message: `${en('resetPassword.success')} ${en('resetPassword.mobileCleared')}`,
      mobile_cleared: true,
    });
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select(['is_verified', 'phone_verified_at', 'phone_proven_at'])
      .where('id', '=', squatted.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_verified: 1, phone_verified_at: null, phone_proven_at: null });
    expect(await open()).toEqual([]);

    // The code texted before the reset, and any code after it, sign nobody in.
    expect((await post('/api/login/mobile', { phone, code: squattersCode })).json().code).toBe('sign_in_code_invalid');
    await spendCooldown();
    const texts = textsTo(phone);
    await post('/api/login/mobile-code', { phone });
    await backgroundSettled();
    expect(textsTo(phone)).toBe(texts);
    // The owner sees the number as not verified, and may verify it (if it is theirs) or change it.
    const signedIn = await post('/api/login', { email: squatted.details.email, password: 'Owners-own-pass-2026' });
    expect(signedIn.json().user).toMatchObject({ phone, phone_verified: false, is_verified: 1 });
  });

  it('says it in Tamil to a Tamil reader, and leaves the number of an address verified before alone', async () => {
    const squatted = await register(t.app);
    await t.app.ctx.db
      .updateTable('users')
      .set({ phone_verified_at: new Date().toISOString() })
      .where('id', '=', squatted.userId)
      .execute();
    const tamil = await ownerResets(squatted, { 'accept-language': 'ta' });
    expect(tamil.json()).toEqual({
      success: true,
      message: `${ta('resetPassword.success')} ${ta('resetPassword.mobileCleared')}`,
      mobile_cleared: true,
    });

    // A member who verified their own address and number and only forgot the password keeps both.
    const member = await verifiedMember(t.app);
    await post('/api/mobile/send-code', {}, bearer(member.token));
    await post('/api/mobile/verify', { code: fake.accepted.at(-1)!.otp }, bearer(member.token));
    const reset = await ownerResets(member);
    expect(reset.json()).toEqual({ success: true, message: en('resetPassword.success') });
    const after = await post('/api/login', { email: member.details.email, password: 'Owners-own-pass-2026' });
    expect(after.json().user).toMatchObject({ phone_verified: true });
  });
});
