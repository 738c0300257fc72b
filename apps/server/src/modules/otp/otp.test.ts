import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import { bearer, codeIn, freshAddress, mailsTo, register, verifiedMember } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { OTP_RULES } from './otp.service.js';

const ta = translatorFor('ta');

describe.each(ENGINES)('one-time codes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, remoteAddress = freshAddress(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
  const verify = (otpToken: string, otp: string) => post('/api/verify-otp', { otpToken, otp });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Moves the member's codes into the past, as if `ms` had passed. */
  const age = async (userId: number, ms: number) => {
    const rows = await t.app.ctx.db
      .selectFrom('otp_codes')
      .select(['id', 'created_at', 'expires_at'])
      .where('user_id', '=', userId)
      .execute();
    for (const row of rows) {
      await t.app.ctx.db
        .updateTable('otp_codes')
        .set({
          created_at: new Date(new Date(row.created_at).getTime() - ms).toISOString(),
          expires_at: new Date(new Date(row.expires_at).getTime() - ms).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
    }
  };

  it('verifies the member with the right code, once', async () => {
    const member = await register(t.app);
    const ok = await verify(member.otpToken, member.code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Valid OTP', user: { id: member.userId, is_verified: 1 } });
    expect(ok.body).not.toContain(member.code);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/getLoggedInUserProfile',
      headers: bearer(member.token),
      payload: {},
    });
    expect(profile.json().is_verified).toBe(1);

    const again = await verify(member.otpToken, member.code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: 'otp_not_found', message: 'No OTP found. Please request a new OTP.' });
  });

  it('stores codes only as salted hashes', async () => {
    const member = await register(t.app);
    const row = await t.app.ctx.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(member.code);
    expect(JSON.stringify(row)).not.toContain(member.otpToken);
  });

  it('answers a wrong code, a malformed code, a missing token and an unknown token with their messages', async () => {
    const member = await register(t.app);
    expect((await verify(member.otpToken, wrongCode(member.code))).json().message).toBe('Invalid OTP. Please try again.');
    for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
      const r = await verify(member.otpToken, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Invalid OTP format.');
    }
    expect((await post('/api/verify-otp', { otp: member.code })).json().message).toBe(
      'No OTP token found. Please request an OTP.',
    );
    expect((await verify('not-a-real-token', member.code)).json().message).toBe('No OTP found. Please request a new OTP.');
    // None of this used up the code.
    expect((await verify(member.otpToken, member.code)).statusCode).toBe(200);
  });

  it(`burns a code after ${OTP_RULES.maxTries} wrong tries: then even the right code is refused`, async () => {
    const member = await register(t.app);
    const answers: string[] = [];
    for (let i = 0; i < OTP_RULES.maxTries; i++)
      answers.push((await verify(member.otpToken, wrongCode(member.code))).json().message);
    expect(answers).toEqual([
      ...Array(OTP_RULES.maxTries - 1).fill('Invalid OTP. Please try again.'),
      'No OTP found. Please request a new OTP.',
    ]);
    const right = await verify(member.otpToken, member.code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('No OTP found. Please request a new OTP.');
  });

  it('lets 4 wrong tries and then the right code through', async () => {
    const member = await register(t.app);
    for (let i = 0; i < OTP_RULES.maxTries - 1; i++) await verify(member.otpToken, wrongCode(member.code));
    expect((await verify(member.otpToken, member.code)).statusCode).toBe(200);
  });

  it('never compares more than 5 guesses per code, even when 40 arrive at once', async () => {
    const member = await register(t.app);
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(member.code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = (await Promise.all(guesses.map((g) => verify(member.otpToken, g)))).map((r) => r.json().message);
    expect(answers.filter((m) => m === 'Invalid OTP. Please try again.').length).toBeLessThanOrEqual(OTP_RULES.maxTries - 1);
    expect(answers.every((m) => m === 'Invalid OTP. Please try again.' || m === 'No OTP found. Please request a new OTP.')).toBe(
      true,
    );
    expect((await verify(member.otpToken, member.code)).statusCode).toBe(400);
    const row = await t.app.ctx.db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(OTP_RULES.maxTries);
  });

  it('refuses a code older than 10 minutes', async () => {
    const member = await register(t.app);
    await age(member.userId, OTP_RULES.lifetimeMs + 1000);
    const r = await verify(member.otpToken, member.code);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('OTP has expired. Please request a new OTP.');
  });

  it('refuses a resend within 30 seconds (429), then sends a new code that replaces the old one', async () => {
    const member = await register(t.app);
    const early = await post('/api/send-otp', { email: member.details.email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ success: false, code: 'otp_cooldown', params: { seconds: expect.any(Number) } });
    expect([29, 30]).toContain(early.json().params.seconds);
    expect(early.json().message).toBe(`Please wait ${early.json().params.seconds} seconds before requesting a new OTP.`);

    await age(member.userId, OTP_RULES.resendCooldownMs + 1000);
    const resent = await post('/api/send-otp', { email: member.details.email.toUpperCase() });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      success: true,
      message: 'OTP sent successfully',
      otpToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const mails = await mailsTo(t.app, member.details.email);
    expect(mails).toHaveLength(2);
    const newCode = codeIn(mails[0]);
    expect(resent.body).not.toContain(newCode);

    expect((await verify(member.otpToken, member.code)).json().message).toBe('No OTP found. Please request a new OTP.');
    expect((await verify(resent.json().otpToken, newCode)).statusCode).toBe(200);
  });

  it("resends the code in the account's saved language, else in the caller's; the answer is in the caller's", async () => {
    const tamil = await register(t.app, { locale: 'ta' });
    await age(tamil.userId, OTP_RULES.resendCooldownMs + 1000);
    const r = await post('/api/send-otp', { email: tamil.details.email }, freshAddress(), { 'accept-language': 'en' });
    expect(r.json().message).toBe('OTP sent successfully');
    const [mail] = await mailsTo(t.app, tamil.details.email);
    expect(mail!.subject).toBe(ta('mail.otp.subject', { brand: 'Inai Matrimony' }));
    expect(mail!.html).toContain('<html lang="ta">');
    expect(mail!.text).toContain(ta('mail.otp.instructions', { minutes: 10 }));

    // An account from before languages were saved follows the request.
    const older = await register(t.app);
    await t.app.ctx.db.updateTable('users').set({ locale: null }).where('id', '=', older.userId).execute();
    await age(older.userId, OTP_RULES.resendCooldownMs + 1000);
    const again = await post('/api/send-otp', { email: older.details.email }, freshAddress(), { 'accept-language': 'ta-IN' });
    expect(again.json().message).toBe(ta('otp.resent'));
    const [latest] = await mailsTo(t.app, older.details.email);
    expect(latest!.subject).toBe(ta('mail.otp.subject', { brand: 'Inai Matrimony' }));
    expect(latest!.text).toContain(codeIn(latest));
  });

  it('answers send-otp for an unknown or already verified address the same way, without mailing', async () => {
    const verified = await verifiedMember(t.app);
    for (const email of ['nobody-at-all@example.com', verified.details.email]) {
      const before = (await mailsTo(t.app, email)).length;
      const r = await post('/api/send-otp', { email });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({
        success: true,
        message: 'OTP sent successfully',
        otpToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(await mailsTo(t.app, email)).toHaveLength(before);
      expect((await verify(r.json().otpToken, '123456')).json().message).toBe('No OTP found. Please request a new OTP.');
    }
  });

  it('rate-limits send-otp and verify-otp per address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) await post('/api/send-otp', { email: `x${i}@example.com` }, address);
    const sends = await post('/api/send-otp', { email: 'x@example.com' }, address);
    expect(sends.statusCode).toBe(429);
    expect(sends.json()).toEqual({
      success: false,
      code: 'too_many_requests',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    for (let i = 0; i < 30; i++) await post('/api/verify-otp', { otpToken: 'x', otp: '000000' }, address);
    expect((await post('/api/verify-otp', { otpToken: 'x', otp: '000000' }, address)).statusCode).toBe(429);
  });
});
