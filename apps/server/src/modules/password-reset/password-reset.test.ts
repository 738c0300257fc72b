import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, mailsTo, register, verifiedMember, waitForMails } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addressHash, CODE_CEILINGS } from '../code-ceilings/code-ceilings.service.js';
import { RESET_RULES } from './password-reset.service.js';

const ta = translatorFor('ta');

describe.each(ENGINES)('password reset on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { PUBLIC_URL: 'https://www.inaimatrimony.in' } });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const linkIn = (text: string) => /https:\/\/www\.inaimatrimony\.in\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  /** Asks for a link (with a forged Host header, which must not matter) and returns its token. */
  async function resetToken(email: string): Promise<string> {
    const before = (await mailsTo(t.app, email)).length;
    const r = await post('/api/forgot-password', { email }, { host: 'evil.example' });
    expect(r.json()).toEqual({ success: true, message: 'Password reset link sent to your email' });
    const [mail] = await waitForMails(t.app, email, before + 1);
    expect(mail!.subject).toBe('Reset your Inai Matrimony password');
    expect(mail!.text).not.toContain('evil.example');
    const token = linkIn(mail!.text);
    expect(token).toBeDefined();
    expect(mail!.html).toContain(token!);
    return token!;
  }

  it('answers a registered and an unknown address identically, and mails only the registered one', async () => {
    const member = await verifiedMember(t.app);
    const known = await post('/api/forgot-password', { email: member.details.email });
    const unknown = await post('/api/forgot-password', { email: 'nobody-registered@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(await waitForMails(t.app, member.details.email, 2)).toHaveLength(2); // OTP mail + reset mail
    expect(await mailsTo(t.app, 'nobody-registered@example.com')).toHaveLength(0);
  });

  it("mails a Tamil member's link in Tamil, and answers in the caller's language whether or not the address exists", async () => {
    const member = await verifiedMember(t.app, { locale: 'ta' });
    const known = await post('/api/forgot-password', { email: member.details.email }, { 'accept-language': 'en-GB' });
    const unknown = await post('/api/forgot-password', { email: 'nobody-in-tamil@example.com' }, { 'accept-language': 'en-GB' });
    expect(known.json()).toEqual({ success: true, message: 'Password reset link sent to your email' });
    expect(known.body).toBe(unknown.body);
    const [mail] = await waitForMails(t.app, member.details.email, 2);
    expect(mail!.subject).toBe('உங்கள் Inai Matrimony கடவுச்சொல்லை மாற்றுங்கள்');
    expect(mail!.html).toContain('<html lang="ta">');
    for (const body of [mail!.html, mail!.text]) {
      expect(body).toContain(ta('mail.reset.heading'));
      expect(body).toContain(ta('mail.reset.validity', { minutes: 30 }));
      expect(body).toContain(ta('mail.reset.ignore'));
      expect(body).toContain(ta('mail.reset.action'));
      expect(linkIn(body)).toBeDefined();
    }
    expect(mail!.text).not.toContain('Reset your password');

    const tamilCaller = await post('/api/forgot-password', { email: 'nobody-in-tamil@example.com' }, { 'accept-language': 'ta' });
    expect(tamilCaller.json()).toEqual({ success: true, message: ta('forgotPassword.sent') });
  });

  it('resets the password through the link, ends every session, and the link works once', async () => {
    const member = await verifiedMember(t.app);
    const second = (await post('/api/login', { email: member.details.email, password: member.details.password })).json().token;
    const token = await resetToken(member.details.email);

    const reset = await post('/api/reset-password', { token, password: 'New-kolam-pattern-7' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Password reset successful! Please login with your new password.' });

    for (const old of [member.token, second]) {
      expect((await post('/api/getLoggedInUserProfile', {}, bearer(old))).statusCode).toBe(401);
    }
    expect((await post('/api/login', { email: member.details.email, password: member.details.password })).statusCode).toBe(401);
    expect((await post('/api/login', { email: member.details.email, password: 'New-kolam-pattern-7' })).statusCode).toBe(200);

    const replay = await post('/api/reset-password', { token, password: 'Another-kolam-8' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, code: 'reset_link_invalid', message: 'Invalid or expired reset link.' });
  });

  it('refuses an expired or made-up link, and a weak password without using the link up', async () => {
    const member = await verifiedMember(t.app);
    const token = await resetToken(member.details.email);
    const weak = await post('/api/reset-password', { token, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'invalid_input',
      errors: { password: 'This password is too common. Please choose one that is harder to guess.' },
    });
    expect((await post('/api/reset-password', { token: 'made-up', password: 'New-kolam-pattern-7' })).json().message).toBe(
      'Invalid or expired reset link.',
    );
    expect((await post('/api/reset-password', { password: 'New-kolam-pattern-7' })).json().message).toBe(
      'Invalid or expired reset link.',
    );

    await t.app.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.userId)
      .execute();
    const expired = await post('/api/reset-password', { token, password: 'New-kolam-pattern-7' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Invalid or expired reset link.');
  });

  it('makes links that last 30 minutes, and only the newest unused ones die with a reset', async () => {
    const member = await verifiedMember(t.app);
    const first = await resetToken(member.details.email);
    const latest = await resetToken(member.details.email);
    const row = await t.app.ctx.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', member.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(RESET_RULES.lifetimeMs);
    expect(row.token_hash).not.toBe(latest);
    expect((await post('/api/reset-password', { token: latest, password: 'New-kolam-pattern-7' })).statusCode).toBe(200);
    expect((await post('/api/reset-password', { token: first, password: 'New-kolam-pattern-8' })).statusCode).toBe(400);
  });

  it('verifies the e-mail of a member who resets their password (the link proves the mailbox)', async () => {
    const member = await register(t.app);
    const token = await resetToken(member.details.email);
    await post('/api/reset-password', { token, password: 'New-kolam-pattern-7' });
    const login = await post('/api/login', { email: member.details.email, password: 'New-kolam-pattern-7' });
    expect(login.json().user.is_verified).toBe(1);
  });

  it(`mails one address at most ${RESET_RULES.mailsPerAddress.max} times an hour, still answering the same`, async () => {
    const member = await verifiedMember(t.app);
    for (let i = 0; i < RESET_RULES.mailsPerAddress.max + 2; i++) {
      const r = await post('/api/forgot-password', { email: member.details.email });
      expect(r.statusCode).toBe(200);
    }
    await waitForMails(t.app, member.details.email, 1 + RESET_RULES.mailsPerAddress.max);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(t.app, member.details.email)).toHaveLength(1 + RESET_RULES.mailsPerAddress.max);
  });

  it('allows 5 requests per client address in 15 minutes, then answers 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/forgot-password', { email: `a${i}@example.com` }, {}, address)).statusCode).toBe(200);
    const refused = await post('/api/forgot-password', { email: 'a@example.com' }, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'too_many_resets',
      message: 'Too many password reset requests. Please wait a while and try again.',
    });
  });

  /** Sets every reset request counted for these addresses to `at`, as if they had all come then. */
  const requestsAt = async (emails: string[], at: Date) => {
    await t.app.ctx.db
      .updateTable('code_events')
      .set({ created_at: at.toISOString() })
      .where('address_hash', 'in', emails.map(addressHash))
      .where('kind', '=', 'reset_sent')
      .execute();
  };

  it(`refuses the ${CODE_CEILINGS.codes.max + 1}th request for one address in 24 hours, registered or not, with one answer for both`, async () => {
    const member = await verifiedMember(t.app);
    const unknown = `nobody-${randomBytes(3).toString('hex')}@example.com`;
    for (let i = 0; i < CODE_CEILINGS.codes.max; i++) {
      const known = await post('/api/forgot-password', { email: member.details.email });
      const stranger = await post('/api/forgot-password', { email: unknown });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(stranger.body);
    }
    // The same moment for both, so that their refusals name the same time.
    const first = new Date(Date.now() - 60 * 60 * 1000);
    await requestsAt([member.details.email, unknown], first);

    const known = await post('/api/forgot-password', { email: member.details.email });
    const stranger = await post('/api/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(429);
    expect(stranger.statusCode).toBe(429);
    expect(known.body).toBe(stranger.body);
    const retryAt = new Date(Math.ceil((first.getTime() + 24 * 60 * 60 * 1000) / 60_000) * 60_000);
    expect(known.json()).toEqual({
      success: false,
      code: 'too_many_reset_links',
      message: `Too many password reset requests for this e-mail address in the last 24 hours. Please try again after ${formatDateTime(retryAt, 'en')} (India time).`,
      params: { retryAt: retryAt.toISOString() },
    });
    const tamil = await post('/api/forgot-password', { email: unknown }, { 'accept-language': 'ta' });
    expect(tamil.json().message).toBe(ta('auth.tooManyResetLinks', { retryAt: retryAt.toISOString() }));
    expect(tamil.json().message).toContain(formatDateTime(retryAt, 'ta'));

    // Whichever client address asks.
    expect((await post('/api/forgot-password', { email: member.details.email }, {}, freshAddress())).statusCode).toBe(429);
    // Only the registered address was ever mailed, and no more than the hourly limit.
    await waitForMails(t.app, member.details.email, 1 + RESET_RULES.mailsPerAddress.max);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(t.app, member.details.email)).toHaveLength(1 + RESET_RULES.mailsPerAddress.max);
    expect(await mailsTo(t.app, unknown)).toHaveLength(0);

    // A day after the first requests, both may ask again.
    await requestsAt([member.details.email, unknown], new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000));
    const again = await post('/api/forgot-password', { email: member.details.email });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe((await post('/api/forgot-password', { email: unknown })).body);
    // (The hourly mail limit, counted apart, still holds that mail back: the answer is the same.)
  });

  it('counts a client by its IPv6 /64, and an IPv4-mapped address as the IPv4 address', async () => {
    const net = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let i = 1; i <= 5; i++)
      expect((await post('/api/forgot-password', { email: `v6-${i}@example.com` }, {}, `${net}::${i}`)).statusCode).toBe(200);
    expect((await post('/api/forgot-password', { email: 'v6-x@example.com' }, {}, `${net}:abcd::9`)).json().code).toBe(
      'too_many_resets',
    );
    expect(
      (await post('/api/forgot-password', { email: 'v6-y@example.com' }, {}, `2001:db8:${randomBytes(2).toString('hex')}:2::1`))
        .statusCode,
    ).toBe(200);
    const v4 = freshAddress();
    for (let i = 0; i < 5; i++) await post('/api/forgot-password', { email: `v4-${i}@example.com` }, {}, `::ffff:${v4}`);
    expect((await post('/api/forgot-password', { email: 'v4-x@example.com' }, {}, v4)).statusCode).toBe(429);
  });
});
