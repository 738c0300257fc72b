import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { backgroundSettled } from '../../lib/background.js';
import { deliverDueOutbound } from '../../lib/outbound/outbound-delivery.js';
import { createMsg91Provider } from '../../lib/sms/msg91.js';
import { ENGINES } from '../../test/databases.js';
import { MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, startFakeMsg91, type FakeMsg91 } from '../../test/fake-msg91.js';
import {
  bearer,
  freshAddress,
  givePlan,
  mailsTo,
  newMemberDetails,
  register,
  verifiedMember,
  waitForMails,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MOBILE_CODE_RULES } from './mobile.service.js';

const en = translatorFor('en');
const ta = translatorFor('ta');
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
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

  it('refuses every mobile call until the e-mail is verified, saying where the code went; then texts a code and verifies it', async () => {
    const member = await register(t.app);
    const phone = member.details.phone;
    const texts = fake.accepted.length;
    for (const [url, payload] of [
      ['/api/mobile/send-code', undefined],
      ['/api/mobile/change', { phone: `95${String(member.userId).padStart(8, '0')}` }],
      ['/api/mobile/verify', { code: '123456' }],
    ] as const) {
      const refused = await post(member, url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        success: false,
        code: 'email_verification_first',
        message: en('mobileSafety.emailFirst', { email: member.details.email }),
        params: { email: member.details.email },
      });
    }
    expect(fake.accepted).toHaveLength(texts);
    // In the member's own language.
    const tamil = await register(t.app, { locale: 'ta' });
    expect((await post(tamil, '/api/mobile/send-code')).json().message).toBe(
      ta('mobileSafety.emailFirst', { email: tamil.details.email }),
    );

    await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { otpToken: member.otpToken, otp: member.code },
      remoteAddress: freshAddress(),
    });
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
    // Verifying is a proof: the number counts as proven from now.
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select(['phone_verified_at', 'phone_proven_at'])
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.phone_proven_at).toBe(row.phone_verified_at);
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
    expect(
      await deliverDueOutbound(t.app.ctx, { sms: provider }, t.app.log, { now: new Date(Date.now() + 2 * 60_000) }),
    ).toBeGreaterThanOrEqual(1);
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
  it('lets the owner of a number verify it though others typed it, takes it from them, and keeps it theirs alone', async () => {
    // Two accounts typed the same stranger's number (one of them in Tamil); the owner registers with it and verifies it.
    const squatter = await verifiedMember(t.app);
    const phone = squatter.details.phone;
    const second = await verifiedMember(t.app, { phone, locale: 'ta' });
    expect(second.details.phone).toBe(phone);
    const owner = await verifiedMember(t.app, { phone });
    await post(squatter, '/api/mobile/send-code');
    const squatterCode = lastCodeTo(phone)!;
    await forgetLastSend(owner);
    expect((await post(owner, '/api/mobile/send-code')).statusCode).toBe(200);
    const ownerCode = lastCodeTo(phone)!;
    expect((await post(owner, '/api/mobile/verify', { code: ownerCode })).json()).toMatchObject({
      user: { phone, phone_verified: true },
    });

    // The others lost the number they had only typed, and each is told, in their own language.
    for (const other of [squatter, second]) {
      const me = await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(other.token) });
      expect(me.json()).toMatchObject({ phone: '', phone_verified: false });
    }
    const [moved] = await waitForMails(t.app, squatter.details.email, 2);
    expect(moved!.subject).toBe('The mobile number was taken off your Inai Matrimony account');
    expect(moved!.text).toContain(en('mail.numberMoved.body', { name: squatter.details.name, phone: spaced(phone) }));
    expect(moved!.text).toContain(en('mail.numberMoved.next', { email: t.config.supportEmail }));
    expect(moved!.text).toContain(`${t.config.publicUrl}/settings#mobile`);
    expect(moved!.text).not.toContain(owner.details.email);
    const [tamil] = await waitForMails(t.app, second.details.email, 2);
    expect(tamil!.subject).toBe(ta('mail.numberMoved.subject', { brand: 'Inai Matrimony' }));
    expect(tamil!.html).toContain('<html lang="ta">');
    expect(tamil!.text).toContain(ta('mail.numberMoved.body', { name: second.details.name, phone: spaced(phone) }));
    expect(await mailsTo(t.app, owner.details.email)).toHaveLength(1);

    // The squatter's open code now proves nothing: the number belongs to the owner, unnamed.
    const late = await post(squatter, '/api/mobile/verify', { code: squatterCode });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'mobile_taken_elsewhere',
      message: en('mobile.takenElsewhere', { email: t.config.supportEmail }),
    });
    expect(late.body).not.toContain(owner.details.email);
    // Without a number there is nothing to verify; Settings asks for one.
    const none = await post(await forgetLastSend(second), '/api/mobile/send-code');
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json()).toMatchObject({ code: 'mobile_missing', message: ta('mobileSafety.noNumber') });
    const changing = await post(await forgetLastSend(second), '/api/mobile/change', { phone });
    expect(changing.json().code).toBe('mobile_taken_elsewhere');
    // Each can add a number of their own.
    const own = `96${String(squatter.userId).padStart(8, '0')}`;
    expect((await post(await forgetLastSend(squatter), '/api/mobile/change', { phone: own })).statusCode).toBe(200);
    expect((await post(squatter, '/api/mobile/verify', { code: lastCodeTo(own)! })).json()).toMatchObject({
      user: { phone: own, phone_verified: true },
    });
  });

  it('registers a number another account verified exactly as a free one, and says so only at its verification', async () => {
    const owner = await forgetLastSend(await verifiedMember(t.app));
    const phone = owner.details.phone;
    await post(owner, '/api/mobile/send-code');
    await post(owner, '/api/mobile/verify', { code: lastCodeTo(phone)! });

    const details = newMemberDetails({ phone });
    const registerWith = (payload: ReturnType<typeof newMemberDetails>) =>
      t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: freshAddress() });
    const taken = await registerWith(details);
    const free = await registerWith(newMemberDetails({ phone: `93${String(owner.userId).padStart(8, '0')}` }));
    expect(taken.statusCode).toBe(201);
    expect(free.statusCode).toBe(201);
    // The same answer: the same fields, the same message, the number unverified on both.
    const shape = (body: Record<string, unknown>) => ({ keys: Object.keys(body).sort(), message: body.message });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(Object.keys(taken.json().user).sort()).toEqual(Object.keys(free.json().user).sort());
    expect(taken.json().user).toMatchObject({ phone, phone_verified: false });
    expect(taken.body).not.toContain(owner.details.email);

    // The newcomer learns of the owner only when trying to verify it, after verifying their e-mail.
    const newcomer: Registered = { ...owner, token: taken.json().token, userId: taken.json().user.id };
    const [otpMail] = await mailsTo(t.app, details.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { otpToken: taken.json().otpToken, otp: /\b(\d{6})\b/.exec(otpMail!.text)![1] },
      remoteAddress: freshAddress(),
    });
    const texts = fake.accepted.length;
    const refused = await post(newcomer, '/api/mobile/send-code');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'mobile_taken_elsewhere',
      message: en('mobile.takenElsewhere', { email: t.config.supportEmail }),
      params: { email: t.config.supportEmail },
    });
    expect(fake.accepted).toHaveLength(texts);
    // The owner keeps the number, verified.
    const ownerNow = await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(owner.token) });
    expect(ownerNow.json()).toMatchObject({ phone, phone_verified: true });
  });

  it('changes to a number another account only typed, and takes it from that account', async () => {
    const typist = await verifiedMember(t.app);
    const phone = typist.details.phone;
    const member = await forgetLastSend(await verifiedMember(t.app));
    const asked = await post(member, '/api/mobile/change', { phone });
    expect(asked.statusCode, asked.body).toBe(200);
    const changed = await post(member, '/api/mobile/verify', { code: lastCodeTo(phone)! });
    expect(changed.json()).toMatchObject({ message: en('mobile.changed'), user: { phone, phone_verified: true } });
    const me = await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(typist.token) });
    expect(me.json()).toMatchObject({ phone: '', phone_verified: false });
    const mails = await waitForMails(t.app, typist.details.email, 2);
    expect(mails.map((m) => m.subject)).toContain('The mobile number was taken off your Inai Matrimony account');
  });

  it('lets one of two simultaneous verifications of one number win; the other is told and loses the number', async () => {
    const phone = newMemberDetails().phone;
    const first = await verifiedMember(t.app, { phone });
    const second = await verifiedMember(t.app, { phone });
    await post(first, '/api/mobile/send-code');
    const firstCode = lastCodeTo(phone)!;
    await forgetLastSend(second);
    await post(second, '/api/mobile/send-code');
    const secondCode = lastCodeTo(phone)!;
    const answers = await Promise.all([
      post(first, '/api/mobile/verify', { code: firstCode }),
      post(second, '/api/mobile/verify', { code: secondCode }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json().code).toBe('mobile_taken_elsewhere');
    const holders = await t.app.ctx.db
      .selectFrom('users')
      .select(['id', 'phone', 'phone_verified_at'])
      .where('id', 'in', [first.userId, second.userId])
      .orderBy('id')
      .execute();
    expect(holders.filter((h) => h.phone === phone && h.phone_verified_at !== null)).toHaveLength(1);
    expect(holders.filter((h) => h.phone === null && h.phone_verified_at === null)).toHaveLength(1);
    const loser = answers[0]!.statusCode === 409 ? first : second;
    const mails = await waitForMails(t.app, loser.details.email, 2);
    expect(mails.map((m) => m.subject)).toContain('The mobile number was taken off your Inai Matrimony account');
  });
});
