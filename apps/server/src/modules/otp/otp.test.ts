import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { formatDateTime } from '@inai/shared';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  codeIn,
  freshAddress,
  mailsTo,
  newMemberDetails,
  register,
  verifiedMember,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CodeEventKind } from '../code-ceilings/code-ceilings.repository.js';
import { addressHash, CODE_CEILINGS, sweepCodeEvents } from '../code-ceilings/code-ceilings.service.js';
import { sha256 } from '../../lib/tokens.js';
import { backgroundSettled } from '../../lib/background.js';
import { storeClaimedOtp } from './otp.repository.js';
import { OTP_RULES } from './otp.service.js';

const ta = translatorFor('ta');

describe.each(ENGINES)('one-time codes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  /** A call, and what it started after its answer (send-otp's mail), as a member waits for the mail. */
  const post = async (url: string, payload: object, remoteAddress = freshAddress(), headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
    await backgroundSettled();
    return response;
  };
  const verify = (otpToken: string, otp: string) => post('/api/verify-otp', { otpToken, otp });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Moves the address's sends and tries (or those of one kind) into the past, as if `ms` had passed. */
  const ageEvents = async (email: string, ms: number, kind?: CodeEventKind) => {
    const rows = await t.app.ctx.db
      .selectFrom('code_events')
      .select(['id', 'created_at'])
      .where('address_hash', '=', addressHash(email))
      .where('kind', 'in', kind ? [kind] : ['otp_sent', 'otp_try'])
      .execute();
    for (const row of rows) {
      await t.app.ctx.db
        .updateTable('code_events')
        .set({ created_at: new Date(new Date(row.created_at).getTime() - ms).toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
  };
  /** Moves the member's codes, sends and tries into the past, as if `ms` had passed. */
  const age = async (member: Registered, ms: number) => {
    const rows = await t.app.ctx.db
      .selectFrom('otp_codes')
      .select(['id', 'created_at', 'expires_at'])
      .where('user_id', '=', member.userId)
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
    await ageEvents(member.details.email, ms);
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
    await age(member, OTP_RULES.lifetimeMs + 1000);
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

    await age(member, OTP_RULES.resendCooldownMs + 1000);
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

  it("checks a signed-in member's code without its token: the newest code, with the same tries", async () => {
    const member = await register(t.app);
    const other = await register(t.app);
    const own = (otp: string, token?: string, headers: Record<string, string> = {}) =>
      post('/api/verify-otp', { otp, ...(token ? { token } : {}) }, freshAddress(), headers);

    // Without a session there is nothing to name the code: the specification's message, in the caller's language.
    const visitor = await own(member.code);
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json()).toEqual({
      success: false,
      code: 'otp_token_missing',
      message: 'No OTP token found. Please request an OTP.',
    });
    expect((await own(member.code, undefined, { 'accept-language': 'ta' })).json().message).toBe(ta('otp.noToken'));
    // Another member's code is not this member's.
    expect((await own(other.code, undefined, bearer(member.token))).json().message).toBe('Invalid OTP. Please try again.');

    // A resend retires the first code; the session reaches the new one, whoever holds its token.
    await age(member, OTP_RULES.resendCooldownMs + 1000);
    expect((await post('/api/send-otp', { email: member.details.email })).statusCode).toBe(200);
    const newCode = codeIn((await mailsTo(t.app, member.details.email))[0]);
    expect((await own(member.code, undefined, bearer(member.token))).json().message).toBe('Invalid OTP. Please try again.');
    // The session in the body, as the specification's calls send it, counts too.
    const ok = await own(newCode, member.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Valid OTP', user: { id: member.userId, is_verified: 1 } });
    const again = await own(newCode, undefined, bearer(member.token));
    expect(again.json()).toEqual({ success: false, code: 'otp_not_found', message: 'No OTP found. Please request a new OTP.' });
    // The other member's code was never tried.
    expect((await verify(other.otpToken, other.code)).statusCode).toBe(200);
  });

  it("resends the code in the account's saved language, else in the caller's; the answer is in the caller's", async () => {
    const tamil = await register(t.app, { locale: 'ta' });
    await age(tamil, OTP_RULES.resendCooldownMs + 1000);
    const r = await post('/api/send-otp', { email: tamil.details.email }, freshAddress(), { 'accept-language': 'en' });
    expect(r.json().message).toBe('OTP sent successfully');
    const [mail] = await mailsTo(t.app, tamil.details.email);
    expect(mail!.subject).toBe(ta('mail.otp.subject', { brand: 'Inai Matrimony' }));
    expect(mail!.html).toContain('<html lang="ta">');
    expect(mail!.text).toContain(ta('mail.otp.instructions', { minutes: 10 }));

    // An account from before languages were saved follows the request.
    const older = await register(t.app);
    await t.app.ctx.db.updateTable('users').set({ locale: null }).where('id', '=', older.userId).execute();
    await age(older, OTP_RULES.resendCooldownMs + 1000);
    const again = await post('/api/send-otp', { email: older.details.email }, freshAddress(), { 'accept-language': 'ta-IN' });
    expect(again.json().message).toBe(ta('otp.resent'));
    const [latest] = await mailsTo(t.app, older.details.email);
    expect(latest!.subject).toBe(ta('mail.otp.subject', { brand: 'Inai Matrimony' }));
    expect(latest!.text).toContain(codeIn(latest));
  });

  it('answers send-otp for an unknown or already verified address the same way, without mailing', async () => {
    const verified = await verifiedMember(t.app);
    // Its registration mailed a code a moment ago: past the cooldown, as an unknown address is.
    await ageEvents(verified.details.email, OTP_RULES.resendCooldownMs + 1000);
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

  it('answers send-otp before it looks the address up or mails: a slow mail server delays nothing', async () => {
    const member = await register(t.app);
    await age(member, OTP_RULES.resendCooldownMs + 1000);
    const mailer = t.app.ctx.mailer;
    const send = mailer.send.bind(mailer);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(mailer, 'send').mockImplementation(async (message) => {
      await held;
      return send(message);
    });
    try {
      const before = (await mailsTo(t.app, member.details.email)).length;
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/send-otp',
        payload: { email: member.details.email },
        remoteAddress: freshAddress(),
      });
      // Answered while the mail is still held back.
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: 'OTP sent successfully', otpToken: expect.any(String) });
      expect(await mailsTo(t.app, member.details.email)).toHaveLength(before);
      release();
      await backgroundSettled();
      const mails = await mailsTo(t.app, member.details.email);
      expect(mails).toHaveLength(before + 1);
      // The token the caller was given before the code existed opens it.
      expect((await verify(answer.json().otpToken, codeIn(mails[0]))).statusCode).toBe(200);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('keeps the newest code when two sends finish out of order', async () => {
    const member = await register(t.app);
    // A later send's code is already stored when an earlier claim's code arrives: the earlier is dropped.
    await age(member, OTP_RULES.resendCooldownMs + 1000);
    const later = await post('/api/send-otp', { email: member.details.email });
    const [mail] = await mailsTo(t.app, member.details.email);
    const stale = await storeClaimedOtp(
      t.app.ctx.db,
      { userId: member.userId, tokenHash: sha256('stale'), codeHash: 'x', salt: 'y', expiresAt: new Date(Date.now() + 60_000) },
      new Date(Date.now() - 1000),
    );
    expect(stale).toBe(false);
    expect((await verify(later.json().otpToken, codeIn(mail))).statusCode).toBe(200);
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

  /** The time a ceiling's refusal names: the oldest counted event leaves the 24-hour window, to the minute. */
  const liftsAt = async (email: string, kind: CodeEventKind) => {
    const oldest = await t.app.ctx.db
      .selectFrom('code_events')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('address_hash', '=', addressHash(email))
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    const at = new Date(String(oldest.at)).getTime() + 24 * 60 * 60 * 1000;
    return new Date(Math.ceil(at / 60_000) * 60_000);
  };

  it(`refuses the ${CODE_CEILINGS.codes.max + 1}th code to one address in 24 hours, whichever client asks, saying when; then sends again`, async () => {
    const member = await register(t.app);
    // Registration mailed the first; four resends (each past the cooldown, each from a new client address) make five.
    for (let i = 1; i < CODE_CEILINGS.codes.max; i++) {
      await age(member, OTP_RULES.resendCooldownMs + 1000);
      expect((await post('/api/send-otp', { email: member.details.email })).statusCode).toBe(200);
    }
    expect(await mailsTo(t.app, member.details.email)).toHaveLength(CODE_CEILINGS.codes.max);
    await age(member, OTP_RULES.resendCooldownMs + 1000);

    const refused = await post('/api/send-otp', { email: member.details.email });
    expect(refused.statusCode).toBe(429);
    const retryAt = await liftsAt(member.details.email, 'otp_sent');
    expect(refused.json()).toEqual({
      success: false,
      code: 'too_many_otp_codes',
      message: `Too many OTPs have been requested for this e-mail address in the last 24 hours. Please try again after ${formatDateTime(retryAt, 'en')} (India time).`,
      params: { retryAt: retryAt.toISOString() },
    });
    const tamil = await post('/api/send-otp', { email: member.details.email }, freshAddress(), { 'accept-language': 'ta' });
    expect(tamil.json().message).toBe(ta('auth.tooManyOtpCodes', { retryAt: retryAt.toISOString() }));
    expect(tamil.json().message).toContain(formatDateTime(retryAt, 'ta'));
    expect(await mailsTo(t.app, member.details.email)).toHaveLength(CODE_CEILINGS.codes.max);

    // A day later the oldest send has left the window.
    await age(member, 24 * 60 * 60 * 1000 - 5 * (OTP_RULES.resendCooldownMs + 1000));
    const later = await post('/api/send-otp', { email: member.details.email });
    expect(later.statusCode).toBe(200);
    const mails = await mailsTo(t.app, member.details.email);
    expect(mails).toHaveLength(CODE_CEILINGS.codes.max + 1);
    expect((await verify(later.json().otpToken, codeIn(mails[0]))).statusCode).toBe(200);
  });

  it('counts an unknown address alike: the same answers at the same step, so the ceiling tells nothing', async () => {
    const unknown = 'nobody-ceiling@example.com';
    const answers: string[] = [];
    for (let i = 0; i <= CODE_CEILINGS.codes.max; i++) {
      const r = await post('/api/send-otp', { email: unknown });
      answers.push(r.statusCode === 200 ? 'sent' : r.json().code);
      await ageEvents(unknown, OTP_RULES.resendCooldownMs + 1000);
    }
    expect(answers).toEqual([...Array(CODE_CEILINGS.codes.max).fill('sent'), 'too_many_otp_codes']);
    // And the cooldown too: twice in a row is refused, as for a member's address.
    const other = 'nobody-cooldown@example.com';
    expect((await post('/api/send-otp', { email: other })).statusCode).toBe(200);
    expect((await post('/api/send-otp', { email: other })).json().code).toBe('otp_cooldown');
  });

  it("never refuses a new account's first code, even when its address was asked for before it was registered", async () => {
    const details = newMemberDetails();
    for (let i = 0; i < CODE_CEILINGS.codes.max; i++) {
      await post('/api/send-otp', { email: details.email });
      await ageEvents(details.email, OTP_RULES.resendCooldownMs + 1000);
    }
    expect((await post('/api/send-otp', { email: details.email })).json().code).toBe('too_many_otp_codes');
    const registered = await post('/api/register', details);
    expect(registered.statusCode).toBe(201);
    const [mail] = await mailsTo(t.app, details.email);
    expect((await verify(registered.json().otpToken, codeIn(mail))).statusCode).toBe(200);
  });

  it(`refuses the ${CODE_CEILINGS.tries.max + 1}th try at one address's codes in 24 hours, even with the right code`, async () => {
    const member = await register(t.app);
    let otpToken = member.otpToken;
    let code = member.code;
    // Three codes, each burnt by five wrong tries, each try from a new client address.
    for (let round = 0; round < CODE_CEILINGS.tries.max / OTP_RULES.maxTries; round++) {
      if (round > 0) {
        await ageEvents(member.details.email, OTP_RULES.resendCooldownMs + 1000, 'otp_sent');
        otpToken = (await post('/api/send-otp', { email: member.details.email })).json().otpToken;
        code = codeIn((await mailsTo(t.app, member.details.email))[0]);
      }
      for (let i = 0; i < OTP_RULES.maxTries; i++) expect((await verify(otpToken, wrongCode(code))).statusCode).toBe(400);
    }
    await ageEvents(member.details.email, OTP_RULES.resendCooldownMs + 1000, 'otp_sent');
    const fresh = (await post('/api/send-otp', { email: member.details.email })).json().otpToken;
    const freshCode = codeIn((await mailsTo(t.app, member.details.email))[0]);

    const refused = await verify(fresh, freshCode);
    expect(refused.statusCode).toBe(429);
    const retryAt = await liftsAt(member.details.email, 'otp_try');
    expect(refused.json()).toEqual({
      success: false,
      code: 'too_many_otp_tries',
      message: `Too many wrong OTPs have been entered for this e-mail address in the last 24 hours. Please try again after ${formatDateTime(retryAt, 'en')} (India time).`,
      params: { retryAt: retryAt.toISOString() },
    });
    const tamil = await post('/api/verify-otp', { otpToken: fresh, otp: freshCode }, freshAddress(), { 'accept-language': 'ta' });
    expect(tamil.json().message).toBe(ta('auth.tooManyOtpTries', { retryAt: retryAt.toISOString() }));
    // The refusals took nothing from the code.
    const row = await t.app.ctx.db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('token_hash', '=', sha256(fresh))
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);

    // Once the tries are a day old, the same code works.
    await ageEvents(member.details.email, 24 * 60 * 60 * 1000, 'otp_try');
    expect((await verify(fresh, freshCode)).statusCode).toBe(200);
  });

  it('creates one code from concurrent resends: the others are told to wait', async () => {
    const member = await register(t.app);
    await age(member, OTP_RULES.resendCooldownMs + 1000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/send-otp', { email: member.details.email })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect(answers.filter((r) => r.statusCode === 429).every((r) => r.json().code === 'otp_cooldown')).toBe(true);
    const codes = await t.app.ctx.db.selectFrom('otp_codes').select('id').where('user_id', '=', member.userId).execute();
    expect(codes).toHaveLength(2);
    expect(await mailsTo(t.app, member.details.email)).toHaveLength(2);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 address', async () => {
    const net = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let i = 1; i <= 10; i++) {
      expect((await post('/api/send-otp', { email: `v6-${i}@example.com` }, `${net}::${i.toString(16)}`)).statusCode).toBe(200);
    }
    // Another address of the same /64, written differently: the same bucket.
    expect((await post('/api/send-otp', { email: 'v6-x@example.com' }, `${net}:ffff:1:2:3`)).statusCode).toBe(429);
    // The next /64: a bucket of its own.
    const next = `2001:db8:${randomBytes(2).toString('hex')}:1`;
    expect((await post('/api/send-otp', { email: 'v6-y@example.com' }, `${next}::1`)).statusCode).toBe(200);

    const v4 = freshAddress();
    for (let i = 0; i < 10; i++) await post('/api/send-otp', { email: `v4-${i}@example.com` }, v4);
    expect((await post('/api/send-otp', { email: 'v4-x@example.com' }, `::ffff:${v4}`)).statusCode).toBe(429);
  });

  it('forgets the counted events once they are a day old (the hourly sweep)', async () => {
    const db = t.app.ctx.db;
    const now = new Date();
    const hash = addressHash('sweep-me@example.com');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await db
      .insertInto('code_events')
      .values([
        { address_hash: hash, kind: 'otp_sent', created_at: ago(24 * 60 * 60 * 1000 + 1000) },
        { address_hash: hash, kind: 'otp_try', created_at: ago(25 * 60 * 60 * 1000) },
        { address_hash: hash, kind: 'reset_sent', created_at: ago(23 * 60 * 60 * 1000) },
      ])
      .execute();
    const log = { info: vi.fn() };
    expect(await sweepCodeEvents(t.app.ctx, log, now)).toBeGreaterThanOrEqual(2);
    const left = await db.selectFrom('code_events').select('kind').where('address_hash', '=', hash).execute();
    expect(left).toEqual([{ kind: 'reset_sent' }]);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ deleted: expect.any(Number) }), expect.any(String));
  });
});
