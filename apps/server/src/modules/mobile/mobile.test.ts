import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { backgroundSettled } from '../../lib/background.js';
import { deliverDueSms } from '../../lib/sms/queued-sms.js';
import { createMsg91Provider } from '../../lib/sms/msg91.js';
import { ENGINES } from '../../test/databases.js';
import { MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, startFakeMsg91, type FakeMsg91 } from '../../test/fake-msg91.js';
import {
  bearer,
  freshAddress,
  givePlan,
  newMemberDetails,
  register,
  verifiedMember,
  waitForMails,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MOBILE_CODE_RULES } from './mobile.service.js';

const en = translatorFor('en');
const MINUTE = 60_000;

describe.each(ENGINES)('verifying the own mobile number by text message on %s', (engine) => {
  let fake: FakeMsg91;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeMsg91();
    t = await createTestApp({
      engine,
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, MSG91_API_URL: fake.apiUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (member: Registered, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(member.token),
      remoteAddress: freshAddress(),
      ...(payload ? { payload } : {}),
    });
  const lastCodeTo = (phone: string) => fake.accepted.filter((m) => m.mobiles === `91${phone}`).at(-1)?.otp;
  /** Lets the member send again at once: the 30-second wait is the clock's, which tests do not move. */
  const forgetLastSend = (member: Registered) =>
    t.app.ctx.db
      .deleteFrom('code_events')
      .where('kind', '=', 'sms_sent')
      .execute()
      .then(() => member);

  it('texts a code to the number typed at registration, before the e-mail is verified, and verifies it', async () => {
    const member = await register(t.app);
    const phone = member.details.phone;
    const sent = await post(member, '/api/mobile/send-code');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      delivery: 'sent',
      resend_after_seconds: 30,
      message: `We have sent a 6-digit code to +91 ${phone.slice(0, 5)} ${phone.slice(5)} by text message. It expires in 10 minutes.`,
    });
    const code = lastCodeTo(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    // The code is nowhere in the answer or the database in clear.
    expect(sent.body).not.toContain(code);
    const stored = await t.app.ctx.db.selectFrom('mobile_codes').selectAll().where('user_id', '=', member.userId).execute();
    expect(JSON.stringify(stored)).not.toContain(code);

    const verified = await post(member, '/api/mobile/verify', { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ message: en('mobile.verified'), user: { phone, phone_verified: true } });
    // Used once.
    expect((await post(member, '/api/mobile/verify', { code })).json().code).toBe('otp_not_found');
    expect((await post(member, '/api/mobile/send-code')).json()).toMatchObject({ code: 'mobile_already_verified' });
  });

  it('allows 5 tries per code, 30 seconds between sends, and 5 codes a day to a number', async () => {
    const member = await verifiedMember(t.app);
    expect((await post(member, '/api/mobile/send-code')).statusCode).toBe(200);
    const again = await post(member, '/api/mobile/send-code');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('otp_cooldown');

    const code = lastCodeTo(member.details.phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < MOBILE_CODE_RULES.maxTries; i++)
      expect((await post(member, '/api/mobile/verify', { code: wrong })).json().code).toBe('otp_invalid');
    // The fifth wrong try burns the code: even the right one is refused after it.
    expect((await post(member, '/api/mobile/verify', { code: wrong })).json().code).toBe('otp_not_found');
    expect((await post(member, '/api/mobile/verify', { code })).json().code).toBe('otp_not_found');

    for (let i = 2; i <= MOBILE_CODE_RULES.perNumber.max; i++) {
      await t.app.ctx.db
        .updateTable('code_events')
        .set({ created_at: new Date(Date.now() - MINUTE).toISOString() })
        .where('kind', '=', 'sms_sent')
        .execute();
      expect((await post(member, '/api/mobile/send-code')).statusCode, `code ${i}`).toBe(200);
    }
    await t.app.ctx.db
      .updateTable('code_events')
      .set({ created_at: new Date(Date.now() - MINUTE).toISOString() })
      .where('kind', '=', 'sms_sent')
      .execute();
    const sixth = await post(member, '/api/mobile/send-code');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('too_many_mobile_codes');
    // Only the newest code works, and it still does.
    expect((await post(member, '/api/mobile/verify', { code: lastCodeTo(member.details.phone)! })).statusCode).toBe(200);
  });

  it('refuses an expired code and a malformed one with a message', async () => {
    const member = await forgetLastSend(await verifiedMember(t.app));
    await post(member, '/api/mobile/send-code');
    await t.app.ctx.db
      .updateTable('mobile_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.userId)
      .execute();
    expect((await post(member, '/api/mobile/verify', { code: lastCodeTo(member.details.phone)! })).json().code).toBe(
      'otp_expired',
    );
    const malformed = await post(member, '/api/mobile/verify', { code: '12 34' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ code: en('mobile.codeRequired') });
    expect((await t.app.inject({ method: 'POST', url: '/api/mobile/send-code' })).statusCode).toBe(401);
  });

  it('answers at once when MSG91 is down, saying the text will follow, and sends it when MSG91 returns', async () => {
    const member = await forgetLastSend(await verifiedMember(t.app));
    fake.failWith = { status: 503, body: { type: 'error', message: 'Service unavailable' } };
    const sent = await post(member, '/api/mobile/send-code');
    fake.failWith = undefined;
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      delivery: 'queued',
      message: expect.stringMatching(/^Our text messages are slow just now/),
    });
    await backgroundSettled();
    const provider = createMsg91Provider({ authKey: MSG91_AUTH_KEY, templateId: MSG91_TEMPLATE_ID, apiUrl: fake.apiUrl });
    expect(await deliverDueSms(t.app.ctx.db, provider, t.app.log, new Date(Date.now() + 20_000))).toBeGreaterThanOrEqual(1);
    expect((await post(member, '/api/mobile/verify', { code: lastCodeTo(member.details.phone)! })).statusCode).toBe(200);
  });

  it("shows a 'Mobile verified' mark to members who open the profile, whether or not the number is shown", async () => {
    const owner = await forgetLastSend(await verifiedMember(t.app));
    await post(owner, '/api/updateProfile', {
      gender: 'Female',
      dob: '1995-06-01',
      state: 'Tamil Nadu',
      city: 'Madurai',
      height: '5.4',
      weight: '55-60',
      fathers_name: 'Raman',
      mothers_name: 'Lakshmi',
      address: '4 Car Street',
      marital_status: 'Never Married',
    });
    await post(owner, '/api/updateProfile', { religion: 'Hindu', caste: 'Pillai' });
    const viewer = await verifiedMember(t.app);
    await givePlan(t.app, viewer.userId, 1);
    const open = () => post(viewer, '/api/getUserDetails', { user_id: owner.userId }).then((r) => r.json().user);
    const card = async () => {
      const found = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { gender: 'Female', age: '31 to 40', religion: 'Any', pageSize: 24 },
        remoteAddress: freshAddress(),
      });
      return found.json().data.find((c: { user_id: number }) => c.user_id === owner.userId);
    };
    expect(await open()).toMatchObject({ phone_verified: false });
    expect(await card()).toMatchObject({ phone_verified: false });
    await post(owner, '/api/mobile/send-code');
    await post(owner, '/api/mobile/verify', { code: lastCodeTo(owner.details.phone)! });
    expect(await open()).toMatchObject({ phone_verified: true, phone: owner.details.phone });
    // Search cards carry it as well, from the index (the users trigger reports the change).
    expect(await card()).toMatchObject({ phone_verified: true });
    await t.app.ctx.db.updateTable('users').set({ mobile_number_visibility: 1 }).where('id', '=', owner.userId).execute();
    const hidden = await open();
    expect(hidden).toMatchObject({ phone_verified: true, phone_hidden: true });
    expect(hidden.phone).toBeUndefined();
  });

  it('changes the number only once a code texted to the new one is entered, and mails the member', async () => {
    const member = await forgetLastSend(await verifiedMember(t.app));
    const old = member.details.phone;
    await post(member, '/api/mobile/send-code');
    await post(member, '/api/mobile/verify', { code: lastCodeTo(old)! });
    const other = await verifiedMember(t.app);
    await post(other, '/api/mobile/send-code');
    await post(other, '/api/mobile/verify', { code: lastCodeTo(other.details.phone)! });

    const same = await post(member, '/api/mobile/change', { phone: old });
    expect(same.statusCode).toBe(409);
    expect(same.json().code).toBe('mobile_same_number');
    // A number another account verified is refused without naming it.
    const taken = await post(member, '/api/mobile/change', { phone: other.details.phone });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(en('mobile.takenElsewhere', { email: t.config.supportEmail }));
    expect(taken.body).not.toContain(other.details.email);

    await forgetLastSend(member);
    const fresh = `97${String(member.userId).padStart(8, '0')}`;
    const asked = await post(member, '/api/mobile/change', { phone: fresh });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().delivery).toBe('sent');
    // Until the code is entered, the old number is the member's, still verified.
    const before = await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(member.token) });
    expect(before.json()).toMatchObject({ phone: old, phone_verified: true });

    const changed = await post(member, '/api/mobile/verify', { code: lastCodeTo(fresh)! });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: en('mobile.changed'), user: { phone: fresh, phone_verified: true } });
    const mails = await waitForMails(t.app, member.details.email, 2);
    const mail = mails.find((m) => m.subject === 'Your Inai Matrimony mobile number was changed');
    expect(mail?.text).toContain(`+91 ${fresh.slice(0, 5)} ${fresh.slice(5)}`);
    // The new number now signs the member in: a sign-in code goes to it.
    await forgetLastSend(member);
    const texts = fake.accepted.filter((m) => m.mobiles === `91${fresh}`).length;
    await t.app.inject({
      method: 'POST',
      url: '/api/login/mobile-code',
      payload: { phone: fresh },
      remoteAddress: freshAddress(),
    });
    await backgroundSettled();
    expect(fake.accepted.filter((m) => m.mobiles === `91${fresh}`)).toHaveLength(texts + 1);
  });
  it('lets the owner of a number verify it though others typed it, and keeps it theirs alone', async () => {
    // Two accounts typed the same stranger's number; the owner registers with it and verifies it.
    const squatter = await verifiedMember(t.app);
    const phone = squatter.details.phone;
    const second = await register(t.app, { phone });
    expect(second.details.phone).toBe(phone);
    const owner = await register(t.app, { phone });
    await post(squatter, '/api/mobile/send-code');
    const squatterCode = lastCodeTo(phone)!;
    await forgetLastSend(owner);
    expect((await post(owner, '/api/mobile/send-code')).statusCode).toBe(200);
    const ownerCode = lastCodeTo(phone)!;
    expect((await post(owner, '/api/mobile/verify', { code: ownerCode })).json()).toMatchObject({
      user: { phone_verified: true },
    });

    // Now the number is the owner's: the others' open codes and new sends are refused, unnamed.
    const late = await post(squatter, '/api/mobile/verify', { code: squatterCode });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'mobile_taken_elsewhere',
      message: en('mobile.takenElsewhere', { email: t.config.supportEmail }),
    });
    expect(late.body).not.toContain(owner.details.email);
    await forgetLastSend(second);
    const refused = await post(second, '/api/mobile/send-code');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('mobile_taken_elsewhere');
    // Nor may anyone register with it or change to it.
    const registering = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newMemberDetails({ phone }),
      remoteAddress: freshAddress(),
    });
    expect(registering.statusCode).toBe(409);
    expect(registering.json()).toMatchObject({
      code: 'phone_taken',
      message: en('mobile.takenElsewhere', { email: t.config.supportEmail }),
      errors: { phone: en('mobile.takenElsewhere', { email: t.config.supportEmail }) },
    });
    const changing = await post(await forgetLastSend(second), '/api/mobile/change', { phone });
    expect(changing.json().code).toBe('mobile_taken_elsewhere');
    // The squatter keeps their account, and can change to a number of their own.
    const own = `96${String(squatter.userId).padStart(8, '0')}`;
    expect((await post(squatter, '/api/mobile/change', { phone: own })).statusCode).toBe(200);
  });
});
