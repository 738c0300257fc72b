import { parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { ENGINES } from '../../test/databases.js';
import { bearer, codeIn, freshAddress, mailsTo, newMemberDetails, register, verifiedMember } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findUserByEmail } from '../users/users.repository.js';
import { LOGIN_FAILURE_LIMIT } from './auth.service.js';

const ta = translatorFor('ta');

describe.each(ENGINES)('accounts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

  describe('register', () => {
    it('creates an unverified member, signs them in, and mails a code that is in no response', async () => {
      const details = newMemberDetails({ email: 'Meena.Sundaram+Test@Example.com' });
      const response = await post('/api/register', details);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: 'Registration successful.' });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.otpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        name: details.name,
        email: 'meena.sundaram+test@example.com',
        phone: details.phone,
        is_verified: 0,
        premium_user: 0,
      });
      expect(body.user.password_hash).toBeUndefined();

      const [mail] = await mailsTo(t.app, 'meena.sundaram+test@example.com');
      const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
      expect(mail!.html).toContain(code);
      expect(mail!.subject).not.toContain(code);
      expect(response.body).not.toContain(code);

      const profile = await post('/api/getLoggedInUserProfile', {}, bearer(body.token));
      // The same member, and who acts through the session: the holder who registered.
      expect(profile.json()).toEqual({ ...body.user, acting: { kind: 'holder', relation: null, name: details.name } });
    });

    it('stores only an argon2id hash with m=19456, t=2, p=1', async () => {
      const member = await register(t.app);
      const row = await findUserByEmail(t.app.ctx.db, member.details.email);
      expect(row!.password_hash).not.toContain(member.details.password);
      expect(row!.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(parseOptions(row!.password_hash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    });

    it('refuses a taken e-mail (any letter case) with 409 and a clear message, and takes a typed number twice', async () => {
      const member = await register(t.app);
      const sameEmail = await post('/api/register', newMemberDetails({ email: member.details.email.toUpperCase() }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({
        success: false,
        code: 'email_taken',
        message: 'An account with this email already exists. Please log in instead.',
        errors: { email: 'An account with this email already exists. Please log in instead.' },
      });
      // A number belongs to an account once verified by text message; typed, it keeps nobody out.
      const samePhone = await post('/api/register', newMemberDetails({ phone: member.details.phone }));
      expect(samePhone.statusCode, samePhone.body).toBe(201);
    });

    it('lets only one of two simultaneous registrations with one address through', async () => {
      const a = newMemberDetails();
      const b = newMemberDetails({ email: a.email });
      const statuses = (await Promise.all([post('/api/register', a), post('/api/register', b)])).map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
    });

    it.each([
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ email: 'kavya@example' }, 'email', 'Invalid email format'],
      [{ phone: '98765' }, 'phone', 'Phone number must be 10 digits'],
      [{ phone: '98765abcde' }, 'phone', 'Phone number must be 10 digits'],
      [{ password: 'abc12' }, 'password', 'Password must be at least 6 characters'],
      [{ password: '123456' }, 'password', 'This password is too common. Please choose one that is harder to guess.'],
      [{ password: 'PassWord123' }, 'password', 'This password is too common. Please choose one that is harder to guess.'],
      [{ password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
      [{ locale: 'fr' }, 'locale', "Please choose 'en' (English) or 'ta' (Tamil)."],
    ])('refuses %o with the %s message and creates nothing', async (change, field, message) => {
      const details = newMemberDetails(change);
      const response = await post('/api/register', details);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', errors: { [field]: message } });
      expect(await findUserByEmail(t.app.ctx.db, details.email.toLowerCase())).toBeUndefined();
    });

    it('refuses a password equal to the phone number', async () => {
      const details = newMemberDetails();
      const response = await post('/api/register', { ...details, password: details.phone });
      expect(response.json().errors.password).toBe('Password must not be your email or phone number');
    });

    it('stores the language chosen in the form and mails the code in it: subject, HTML (lang="ta") and text', async () => {
      const details = newMemberDetails({ locale: 'ta' });
      // The form's choice wins over the browser's.
      const response = await post('/api/register', details, { 'accept-language': 'en-IN' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ message: ta('register.success'), user: { locale: 'ta' } });
      expect((await findUserByEmail(t.app.ctx.db, details.email))!.locale).toBe('ta');

      const [mail] = await mailsTo(t.app, details.email);
      const code = codeIn(mail);
      expect(mail!.subject).toBe('உங்கள் Inai Matrimony சரிபார்ப்புக் குறியீடு');
      expect(mail!.html).toContain('<html lang="ta">');
      for (const body of [mail!.html, mail!.text]) {
        expect(body).toContain(code);
        expect(body).toContain(ta('mail.otp.heading'));
        expect(body).toContain(ta('mail.otp.greeting', { name: details.name, brand: 'Inai Matrimony' }));
        expect(body).toContain(ta('mail.otp.instructions', { minutes: 10 }));
        expect(body).toContain(ta('mail.otp.action'));
        expect(body).not.toContain('Verify your e-mail address');
      }
    });

    it('takes the language of Accept-Language when the form sends none, else English', async () => {
      const tamil = newMemberDetails();
      const r = await post('/api/register', tamil, { 'accept-language': 'ta-IN,ta;q=0.9,en-US;q=0.8' });
      expect(r.json()).toMatchObject({ message: ta('register.success'), user: { locale: 'ta' } });
      expect((await mailsTo(t.app, tamil.email))[0]!.html).toContain('<html lang="ta">');

      const english = newMemberDetails();
      const e = await post('/api/register', english);
      expect(e.json()).toMatchObject({ message: 'Registration successful.', user: { locale: 'en' } });
      const [mail] = await mailsTo(t.app, english.email);
      expect(mail!.subject).toBe('Your Inai Matrimony verification code');
      expect(mail!.html).toContain('<html lang="en">');
      expect(mail!.text).toContain('Enter this one-time code on the Email Verification page.');
    });

    it("answers a visitor's validation error in the language of Accept-Language, with every field in it", async () => {
      const details = newMemberDetails({ name: ' ', email: 'kavya@example', phone: '98765' });
      const response = await post('/api/register', details, { 'accept-language': 'ta-IN' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'invalid_input',
        message: ta('validation.nameRequired'),
        errors: {
          name: ta('validation.nameRequired'),
          email: ta('validation.invalidEmail'),
          phone: ta('validation.phoneDigits'),
        },
      });
      expect(response.json().message).not.toBe('Name is required');
    });

    it('allows 10 registrations an hour from one address, then answers 429', async () => {
      const address = freshAddress();
      for (let i = 0; i < 10; i++) expect((await post('/api/register', newMemberDetails(), {}, address)).statusCode).toBe(201);
      const refused = await post('/api/register', newMemberDetails(), {}, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        code: 'too_many_registrations',
        message: 'Too many accounts created from this network. Please try again later.',
      });
    });
  });

  describe('login, sessions and logout', () => {
    it('signs in with the right password (e-mail in any case) and refuses a wrong one or an unknown address alike', async () => {
      const member = await verifiedMember(t.app);
      const ok = await post('/api/login', { email: member.details.email.toUpperCase(), password: member.details.password });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, user: { email: member.details.email, is_verified: 1 } });
      expect(ok.json().token).not.toBe(member.token);

      const wrong = await post('/api/login', { email: member.details.email, password: 'Not-the-password-1' });
      const unknown = await post('/api/login', { email: 'nobody-here@example.com', password: 'Not-the-password-1' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ success: false, code: 'invalid_credentials', message: 'Invalid credentials' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it("greets a member in their saved language at sign-in, whatever the browser's", async () => {
      const member = await verifiedMember(t.app, { locale: 'ta' });
      const ok = await post(
        '/api/login',
        { email: member.details.email, password: member.details.password },
        { 'accept-language': 'en' },
      );
      expect(ok.json()).toMatchObject({ success: true, message: ta('auth.loggedIn'), user: { locale: 'ta' } });
      // A refusal knows no member yet: it follows the browser.
      const wrong = await post(
        '/api/login',
        { email: member.details.email, password: 'Not-the-password-1' },
        { 'accept-language': 'ta' },
      );
      expect(wrong.json()).toEqual({ success: false, code: 'invalid_credentials', message: ta('login.invalidCredentials') });
    });

    it('validates the login form on the server too', async () => {
      const response = await post('/api/login', { email: 'x', password: '1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        email: 'Invalid email format',
        password: 'Password must be at least 6 characters',
      });
    });

    it('accepts the token from the Authorization header or the body field, and nothing else', async () => {
      const member = await register(t.app);
      expect((await post('/api/getLoggedInUserProfile', {}, bearer(member.token))).statusCode).toBe(200);
      expect((await post('/api/getLoggedInUserProfile', { token: member.token })).statusCode).toBe(200);
      for (const attempt of [
        post('/api/getLoggedInUserProfile', {}),
        post('/api/getLoggedInUserProfile', { token: `${member.token}x` }),
        post('/api/getLoggedInUserProfile', {}, bearer('')),
        post('/api/getLoggedInUserProfile', { token: 12345 }),
      ]) {
        const response = await attempt;
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, code: 'auth_required', message: 'Authentication token is required' });
      }
    });

    it('remembers a session for 30 days when asked, otherwise for one day', async () => {
      const member = await register(t.app);
      const day = 24 * 60 * 60 * 1000;
      for (const [remember, lifetime] of [
        [true, 30 * day],
        [false, day],
      ] as const) {
        const before = Date.now();
        await post('/api/login', { email: member.details.email, password: member.details.password, remember });
        const session = await t.app.ctx.db
          .selectFrom('sessions')
          .select('expires_at')
          .where('user_id', '=', member.userId)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        const expires = new Date(session.expires_at).getTime();
        expect(expires - before).toBeGreaterThanOrEqual(lifetime - 1000);
        expect(expires - before).toBeLessThanOrEqual(lifetime + 5000);
      }
    });

    it('stores sessions only as hashes', async () => {
      const member = await register(t.app);
      const rows = await t.app.ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', member.userId).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.token_hash).not.toContain(member.token);
    });

    it('revokes the session on logout: replaying the token gets 401, other sessions live on', async () => {
      const member = await verifiedMember(t.app);
      const other = (await post('/api/login', { email: member.details.email, password: member.details.password })).json().token;
      const out = await post('/api/logout', { token: member.token });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: 'You have been logged out.' });
      expect((await post('/api/getLoggedInUserProfile', {}, bearer(member.token))).statusCode).toBe(401);
      expect((await post('/api/logout', {}, bearer(member.token))).statusCode).toBe(401);
      expect((await post('/api/getLoggedInUserProfile', {}, bearer(other))).statusCode).toBe(200);
    });

    it('refuses an expired session', async () => {
      const member = await register(t.app);
      await t.app.ctx.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', member.userId)
        .execute();
      expect((await post('/api/getLoggedInUserProfile', {}, bearer(member.token))).statusCode).toBe(401);
    });

    it(`locks an account after ${LOGIN_FAILURE_LIMIT.max} failed sign-ins, from any address, even for the right password`, async () => {
      const member = await verifiedMember(t.app);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT.max; i++) {
        expect((await post('/api/login', { email: member.details.email, password: `Wrong-guess-${i}` })).statusCode).toBe(401);
      }
      const locked = await post('/api/login', { email: member.details.email, password: member.details.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        success: false,
        code: 'too_many_logins',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
      });
      // Another account is not affected.
      const someoneElse = await verifiedMember(t.app);
      expect(
        (await post('/api/login', { email: someoneElse.details.email, password: someoneElse.details.password })).statusCode,
      ).toBe(200);
    });

    it('allows 30 sign-in attempts per address in 15 minutes, then answers 429', async () => {
      const address = freshAddress();
      for (let i = 0; i < 30; i++) {
        const r = await post('/api/login', { email: `nobody${i}@example.com`, password: 'Wrong-guess-1' }, {}, address);
        expect(r.statusCode).toBe(401);
      }
      const refused = await post('/api/login', { email: 'nobody@example.com', password: 'Wrong-guess-1' }, {}, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        code: 'too_many_logins',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
      });
    });
  });
});
