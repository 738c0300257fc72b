import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime, NOT_ME_LINK_DAYS } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { backgroundSettled } from '../../lib/background.js';
import type { OutboxEntry } from '../../lib/mail/outbox-mailer.js';
import { ENGINES } from '../../test/databases.js';
import { appWithFakeMsg91, type FakeMsg91 } from '../../test/fake-msg91.js';
import {
  bearer,
  codeIn,
  freshAddress,
  mailsTo,
  newMemberDetails,
  verifiedMember,
  waitForMails,
  type Registered,
} from '../../test/members.js';
import type { TestApp } from '../../test/test-app.js';
import { addressHash } from '../code-ceilings/code-ceilings.service.js';
import { EMAIL_STEP_RULES } from '../mobile/mobile.service.js';

const en = translatorFor('en');
const ta = translatorFor('ta');
const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'https://www.inaimatrimony.in';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68';
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

describe.each(ENGINES)('sign-in and reset by texted code, owned by the e-mail on %s', (engine) => {
  let fake: FakeMsg91;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeMsg91(engine, { PUBLIC_URL }));
  });
  afterAll(async () => close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });
  const db = () => t.app.ctx.db;
  const textsTo = (phone: string) => fake.accepted.filter((m) => m.mobiles === `91${phone}`);
  const lastCodeTo = (phone: string) => textsTo(phone).at(-1)?.otp;
  /** The 30 seconds between two codes to one number are the clock's, which tests do not move. */
  const waitOutCooldown = () =>
    db()
      .updateTable('code_events')
      .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .where('kind', '=', 'sms_sent')
      .execute();

  /** A verified member whose number is verified (and so proven) by a texted code, through the API. */
  async function memberWithNumber(locale?: 'ta'): Promise<Registered> {
    const member = await verifiedMember(t.app, locale ? { locale } : {});
    await waitOutCooldown();
    await post('/api/mobile/send-code', {}, bearer(member.token));
    const verified = await post('/api/mobile/verify', { code: lastCodeTo(member.details.phone)! }, bearer(member.token));
    expect(verified.statusCode, verified.body).toBe(200);
    return member;
  }

  /** A texted code of the kind, to `phone`, read from the fake provider. */
  async function textedCode(phone: string, kind: 'sign_in' | 'reset'): Promise<string> {
    await waitOutCooldown();
    const before = textsTo(phone).length;
    await post(kind === 'sign_in' ? '/api/login/mobile-code' : '/api/forgot-password/mobile', { phone });
    await backgroundSettled();
    expect(textsTo(phone), 'a code texted').toHaveLength(before + 1);
    return lastCodeTo(phone)!;
  }

  const provenDaysAgo = (member: Registered, days: number) =>
    db()
      .updateTable('users')
      .set({ phone_proven_at: new Date(Date.now() - days * DAY).toISOString() })
      .where('id', '=', member.userId)
      .execute();

  /** The newest mail to the member whose subject is `subject`, once it has come (the alert is queued after the answer). */
  async function mailWithSubject(member: Registered, subject: string): Promise<OutboxEntry> {
    await backgroundSettled();
    for (let i = 0; i < 100; i++) {
      const found = (await mailsTo(t.app, member.details.email)).find((m) => m.subject === subject);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail "${subject}" to ${member.details.email}`);
  }
  const notMeLinkIn = (text: string) =>
    new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/not-me\\?t=([0-9]+\\.[0-9]+\\.[A-Za-z0-9_-]{43})`).exec(text)?.[1];
  const loggedIn = async (token: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/getLoggedInUserProfile', headers: bearer(token) })).statusCode === 200;

  it('mails the account after every sign-in by texted code: when, from which device, and "Not you?"', async () => {
    const member = await memberWithNumber();
    const phone = member.details.phone;
    const signedIn = await post(
      '/api/login/mobile',
      { phone, code: await textedCode(phone, 'sign_in') },
      { 'user-agent': ANDROID_CHROME },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const mail = await mailWithSubject(member, 'New sign-in to your Inai Matrimony account');
    const alert = await db()
      .selectFrom('sign_in_alerts')
      .selectAll()
      .where('user_id', '=', member.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ kind: 'sign_in', used_at: null });
    expect(new Date(alert.expires_at).getTime() - new Date(alert.created_at).getTime()).toBe(7 * DAY);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(en('mail.signInAlert.greeting', { name: member.details.name, phone: spaced(phone) }));
      expect(body).toContain(formatDateTime(alert.created_at, 'en'));
      expect(body).toContain('(India time)');
      expect(body).toContain('a phone (Android, Chrome)');
      expect(body).toContain(en('mail.signInAlert.action'));
      expect(notMeLinkIn(body), 'the "Not you?" link').toBeDefined();
    }
    expect(mail.text).toContain(en('mail.signInAlert.notYou'));
    // The mail says how long its link works, as the server holds it.
    expect(mail.text).toContain(`works once, for ${NOT_ME_LINK_DAYS} days`);
    // The subject shows on lock screens: no number, no name.
    expect(mail.subject).not.toContain(phone.slice(-4));
  });

  it("writes the alert in the account's language, whatever the browser's", async () => {
    const member = await memberWithNumber('ta');
    const phone = member.details.phone;
    await post(
      '/api/login/mobile',
      { phone, code: await textedCode(phone, 'sign_in') },
      { 'user-agent': WINDOWS_EDGE, 'accept-language': 'en' },
    );
    const mail = await mailWithSubject(member, ta('mail.signInAlert.subject', { brand: 'Inai Matrimony' }));
    expect(mail.html).toContain('<html lang="ta">');
    expect(mail.text).toContain(ta('mail.signInAlert.greeting', { name: member.details.name, phone: spaced(phone) }));
    expect(mail.text).toContain('ஒரு கணினி (விண்டோஸ், எட்ஜ்)');
    expect(mail.text).toContain('(இந்திய நேரம்)');
    expect(mail.text).toContain(ta('mail.signInAlert.action'));
  });

  it('mails the account after a new password by texted code, and says a device it cannot tell is unknown', async () => {
    const member = await memberWithNumber();
    const phone = member.details.phone;
    const reset = await post('/api/reset-password/mobile', {
      phone,
      code: await textedCode(phone, 'reset'),
      password: 'Kolam-at-dawn-2026',
    });
    expect(reset.json()).toEqual({ success: true, message: en('resetPassword.success') });
    const mail = await mailWithSubject(member, 'Your Inai Matrimony password was changed by text message');
    expect(mail.text).toContain(en('mail.resetAlert.greeting', { name: member.details.name, phone: spaced(phone) }));
    expect(mail.text).toContain(`${en('mail.signInAlert.device')}: a device we could not recognise`);
    expect(notMeLinkIn(mail.text)).toBeDefined();
  });

  it('"Not you?" asks first, then ends every session, takes the number\'s verification and the password, and mails a reset link', async () => {
    const member = await memberWithNumber('ta');
    const phone = member.details.phone;
    const other = (await post('/api/login', { email: member.details.email, password: member.details.password })).json().token;
    const intruder = (await post('/api/login/mobile', { phone, code: await textedCode(phone, 'sign_in') })).json().token;
    const mail = await mailWithSubject(member, ta('mail.signInAlert.subject', { brand: 'Inai Matrimony' }));
    const token = notMeLinkIn(mail.text)!;

    // Opening the link (as a mail scanner does) changes nothing: only the page's POST acts.
    await t.app.inject({ method: 'GET', url: `/not-me?t=${token}` });
    expect((await t.app.inject({ method: 'GET', url: `/api/not-me?alert=${token}` })).statusCode).toBe(404);
    for (const session of [member.token, other, intruder]) expect(await loggedIn(session)).toBe(true);

    const published = vi.spyOn(t.app.ctx.chat, 'publish');
    const secured = await post('/api/not-me', { alert: token }, { 'accept-language': 'en' });
    // The member's chat sockets hear that their sessions ended, and close.
    expect(published).toHaveBeenCalledWith({ type: 'session-ended', members: [member.userId] });
    published.mockRestore();
    expect(secured.statusCode, secured.body).toBe(200);
    expect(secured.json()).toEqual({ success: true, message: ta('notMe.done'), locale: 'ta', reset_mail: 'sent' });
    for (const session of [member.token, other, intruder]) expect(await loggedIn(session)).toBe(false);
    const row = await db()
      .selectFrom('users')
      .select(['phone', 'phone_verified_at', 'phone_proven_at'])
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone, phone_verified_at: null, phone_proven_at: null });
    // The password the intruder may know no longer works; the number signs nobody in.
    expect((await post('/api/login', { email: member.details.email, password: member.details.password })).statusCode).toBe(401);
    await waitOutCooldown();
    const texts = textsTo(phone).length;
    await post('/api/login/mobile-code', { phone });
    await backgroundSettled();
    expect(textsTo(phone)).toHaveLength(texts);

    // The reset link comes by the usual path, in the account's language, and opens the account again.
    const resetMail = await mailWithSubject(member, ta('mail.reset.subject', { brand: 'Inai Matrimony' }));
    const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail.text)![1]!;
    expect((await post('/api/reset-password', { token: resetToken, password: 'Fresh-start-2026' })).statusCode).toBe(200);
    expect((await post('/api/login', { email: member.details.email, password: 'Fresh-start-2026' })).statusCode).toBe(200);

    // Once only; a changed token or one past its time says so.
    const again = await post('/api/not-me', { alert: token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'not_me_used', message: en('notMe.used') });
    const [id, seconds, signature] = token.split('.');
    const forged = await post('/api/not-me', { alert: `${Number(id) + 1}.${seconds}.${signature}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'not_me_invalid', message: en('notMe.invalid') });
    const expiredLink = t.app.ctx.alertLinks.link(Number(id), new Date(Date.now() - 1000));
    const expired = await post('/api/not-me', { alert: new URL(expiredLink).searchParams.get('t')! });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'not_me_expired', message: en('notMe.expired') });
    expect((await post('/api/not-me', {})).statusCode).toBe(400);
  });

  it('"Not you?" still secures the account when the address has had its reset links for the day, and says when to ask', async () => {
    const member = await memberWithNumber();
    const phone = member.details.phone;
    await post('/api/login/mobile', { phone, code: await textedCode(phone, 'sign_in') });
    const token = notMeLinkIn((await mailWithSubject(member, 'New sign-in to your Inai Matrimony account')).text)!;
    const now = new Date().toISOString();
    await db()
      .insertInto('code_events')
      .values(
        Array.from({ length: 5 }, () => ({
          address_hash: addressHash(member.details.email),
          kind: 'reset_sent',
          created_at: now,
        })),
      )
      .execute();
    const secured = await post('/api/not-me', { alert: token });
    expect(secured.statusCode, secured.body).toBe(200);
    const { retry_at: retryAt, ...rest } = secured.json();
    expect(rest).toEqual({ success: true, message: en('notMe.doneLater', { retryAt }), locale: 'en', reset_mail: 'later' });
    expect(new Date(retryAt).getTime()).toBeGreaterThan(Date.now() + DAY - 120_000);
    expect(await loggedIn(member.token)).toBe(false);
  });

  it('asks a number not proven for 90 days for a code mailed to the account as well; both together sign in', async () => {
    const member = await memberWithNumber();
    const phone = member.details.phone;
    await provenDaysAgo(member, 91);
    const sessions = async () =>
      (await db().selectFrom('sessions').select('id').where('user_id', '=', member.userId).execute()).length;
    const before = await sessions();

    const first = await post('/api/login/mobile', { phone, code: await textedCode(phone, 'sign_in'), remember: true });
    expect(first.statusCode, first.body).toBe(200);
    const step = first.json();
    expect(step).toEqual({
      success: true,
      message: en('mobileSafety.emailStepSignIn'),
      email_code_required: true,
      step_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // No session yet, and the answer never names the address.
    expect(await sessions()).toBe(before);
    expect(first.body).not.toContain(member.details.email);
    const mail = await mailWithSubject(member, 'Your Inai Matrimony code to finish signing in');
    expect(mail.text).toContain(
      en('mail.emailStep.signIn', {
        name: member.details.name,
        phone: spaced(phone),
        minutes: EMAIL_STEP_RULES.lifetimeMs / 60_000,
      }),
    );
    expect(mail.text).toContain(en('mail.emailStep.warning'));
    const code = codeIn(mail);
    expect(mail.subject).not.toContain(code);

    const wrong = await post('/api/login/mobile/email-code', {
      step_token: step.step_token,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'email_step_invalid', message: en('mobileSafety.emailCodeInvalid') });
    // The texted code alone, or a made-up step, opens nothing.
    const made = await post('/api/login/mobile/email-code', { step_token: 'x'.repeat(43), code });
    expect(made.json()).toMatchObject({ code: 'email_step_expired', message: en('mobileSafety.emailStepExpired') });

    const signedIn = await post(
      '/api/login/mobile/email-code',
      { step_token: step.step_token, code, remember: true },
      {
        'user-agent': ANDROID_CHROME,
      },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ message: en('auth.loggedIn'), user: { id: member.userId } });
    expect(await loggedIn(signedIn.json().token)).toBe(true);
    // Used once; the alert follows; and the number is proven again, so the next sign-in needs no mail.
    expect((await post('/api/login/mobile/email-code', { step_token: step.step_token, code })).json().code).toBe(
      'email_step_expired',
    );
    await mailWithSubject(member, 'New sign-in to your Inai Matrimony account');
    const { phone_proven_at } = await db()
      .selectFrom('users')
      .select('phone_proven_at')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(phone_proven_at!).getTime()).toBeLessThan(60_000);
    const direct = await post('/api/login/mobile', { phone, code: await textedCode(phone, 'sign_in') });
    expect(direct.json()).toMatchObject({ token: expect.any(String), user: { id: member.userId } });
  });

  it('counts a number verified before proofs were recorded from its verification', async () => {
    const member = await memberWithNumber();
    const phone = member.details.phone;
    const setOld = (days: number) =>
      db()
        .updateTable('users')
        .set({ phone_proven_at: null, phone_verified_at: new Date(Date.now() - days * DAY).toISOString() })
        .where('id', '=', member.userId)
        .execute();
    await setOld(10);
    expect((await post('/api/login/mobile', { phone, code: await textedCode(phone, 'sign_in') })).json().token).toBeDefined();
    await setOld(100);
    expect((await post('/api/login/mobile', { phone, code: await textedCode(phone, 'sign_in') })).json()).toMatchObject({
      email_code_required: true,
    });
  });

  it('sets no password from a stale number until the mailed code comes with it', async () => {
    const member = await memberWithNumber('ta');
    const phone = member.details.phone;
    await provenDaysAgo(member, 120);
    const password = 'Kolam-at-dawn-2026';
    const first = await post(
      '/api/reset-password/mobile',
      { phone, code: await textedCode(phone, 'reset'), password },
      { 'accept-language': 'ta' },
    );
    expect(first.json()).toEqual({
      success: true,
      message: ta('mobileSafety.emailStepReset'),
      email_code_required: true,
      step_token: expect.any(String),
    });
    // Nothing changed yet: the old password still works, and the sessions stand.
    expect(await loggedIn(member.token)).toBe(true);
    expect((await post('/api/login', { email: member.details.email, password: member.details.password })).statusCode).toBe(200);
    const mail = await mailWithSubject(member, ta('mail.emailStep.subjectReset', { brand: 'Inai Matrimony' }));
    expect(mail.text).toContain(ta('mail.emailStep.reset', { name: member.details.name, phone: spaced(phone), minutes: 10 }));
    const code = codeIn(mail);
    // A sign-in step is not a reset step.
    expect((await post('/api/login/mobile/email-code', { step_token: first.json().step_token, code })).json().code).toBe(
      'email_step_expired',
    );
    const weak = await post('/api/reset-password/mobile/email-code', {
      step_token: first.json().step_token,
      code,
      password: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const reset = await post('/api/reset-password/mobile/email-code', { step_token: first.json().step_token, code, password });
    expect(reset.json()).toEqual({ success: true, message: en('resetPassword.success') });
    expect(await loggedIn(member.token)).toBe(false);
    expect((await post('/api/login', { email: member.details.email, password })).statusCode).toBe(200);
    await mailWithSubject(member, ta('mail.resetAlert.subject', { brand: 'Inai Matrimony' }));
  });

  it('burns an e-mail step after 5 wrong codes, and one that "Not you?" or a lost number overtook', async () => {
    const member = await memberWithNumber();
    const phone = member.details.phone;
    await provenDaysAgo(member, 91);
    const stepOf = async () =>
      (await post('/api/login/mobile', { phone, code: await textedCode(phone, 'sign_in') })).json().step_token as string;
    const burnt = await stepOf();
    for (let i = 1; i < EMAIL_STEP_RULES.maxTries; i++)
      expect((await post('/api/login/mobile/email-code', { step_token: burnt, code: '000000' })).json().code).not.toBe(
        'email_step_expired',
      );
    expect((await post('/api/login/mobile/email-code', { step_token: burnt, code: '000000' })).json().code).toBe(
      'email_step_expired',
    );

    const overtaken = await stepOf();
    const code = codeIn(
      (await waitForMails(t.app, member.details.email, 1)).find((m) => m.subject.includes('finish signing in')),
    );
    // The number lost its verification meanwhile (a reset link, "Not you?", another account): the step proves nothing.
    await db().updateTable('users').set({ phone_verified_at: null }).where('id', '=', member.userId).execute();
    expect((await post('/api/login/mobile/email-code', { step_token: overtaken, code })).json().code).toBe('email_step_expired');
  });

  it('tells nothing about a number before its texted code is right: a stale number answers as an unknown one', async () => {
    const member = await memberWithNumber();
    await provenDaysAgo(member, 200);
    const stranger = newMemberDetails().phone;
    const answers = [];
    for (const phone of [member.details.phone, stranger]) {
      await waitOutCooldown();
      const asked = await post('/api/login/mobile-code', { phone });
      const tried = await post('/api/login/mobile', { phone, code: '000000' });
      answers.push({ asked: asked.statusCode, tried: tried.statusCode, body: tried.body });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.tried).toBe(400);
    // No code was mailed to the account: the step starts only after a right texted code.
    await backgroundSettled();
    expect((await mailsTo(t.app, member.details.email)).filter((m) => m.subject.includes('finish signing in'))).toEqual([]);
  });
});
