import { addDays, indiaDayOf, indiaDayStart, latestBirthDate, todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { backgroundSettled } from '../../lib/background.js';
import type { ChatEvent } from '../../lib/chat-hub.js';
import { chatPair, openChat } from '../../test/chat.js';
import { ENGINES } from '../../test/databases.js';
import { addCoManager, invitationTokenFor, type CoManager } from '../../test/family.js';
import { bearer, freshAddress, mailsTo, memberWithProfile, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart } from '../../test/uploads.js';
import { CHAT_MAIL_RULES, sendChatDigests } from '../chat/chat.notifications.js';
import { mailMembersAway } from '../last-active/last-active.notifications.js';

const ta = translatorFor('ta');
const en = translatorFor('en');
const PUBLIC_URL = 'https://www.inaimatrimony.in';
const BRAND = 'Inai Matrimony';
const dob = addDays(latestBirthDate(todayInIndia(), 27), -20);
const log = { info: () => undefined, error: () => undefined, warn: () => undefined };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

// A co-manager's login: its own forgotten password, its own language, and the profile's mails
// that reached only the holder before (docs/decisions/0076-manager-login-resets.md), on both engines.
describe.each(ENGINES)('a co-manager’s own login on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { PUBLIC_URL } });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });
  const me = (token: string) => post('/api/getLoggedInUserProfile', {}, bearer(token));
  const linkIn = (text: string) => /https:\/\/www\.inaimatrimony\.in\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const resetMails = async (email: string) => (await mailsTo(t.app, email)).filter((m) => linkIn(m.text) !== undefined);
  /** The reset mails to `email` once there are `count` (the mail goes after the answer). */
  const waitForResets = async (email: string, count = 1) => {
    for (let i = 0; i < 100 && (await resetMails(email)).length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return resetMails(email);
  };
  const loginLocale = async (manager: CoManager) =>
    (
      await t.app.ctx.db
        .selectFrom('manager_logins')
        .select('locale')
        .where('id', '=', manager.managerId)
        .executeTakeFirstOrThrow()
    ).locale;
  const holderLocale = async (holder: Registered) =>
    (await t.app.ctx.db.selectFrom('users').select('locale').where('id', '=', holder.userId).executeTakeFirstOrThrow()).locale;
  const mailOff = async (manager: CoManager) =>
    expect((await postAs(t.app, manager.token, '/api/family/me/mail', { on: false })).statusCode).toBe(200);
  const speaks = async (manager: CoManager, locale: 'en' | 'ta') =>
    expect((await postAs(t.app, manager.token, '/api/updateUser', { locale })).statusCode).toBe(200);

  /** A login that manages a second profile too: the invitation accepted with its session. */
  async function alsoManages(manager: CoManager, holder: Registered): Promise<string> {
    const invited = await postAs(t.app, holder.token, '/api/family/invite', { email: manager.email, relation: 'Mother' });
    expect(invited.statusCode, invited.body).toBe(201);
    const accepted = await post(
      '/api/family/accept',
      { token: await invitationTokenFor(t.app, manager.email) },
      bearer(manager.token),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json().token as string;
  }

  describe('a forgotten password', () => {
    it('answers a member, a login and nobody alike, and mails the login its link in its own language', async () => {
      const holder = await verifiedMember(t.app, { name: 'Meena' });
      const mother = await addCoManager(t.app, holder, { relation: 'Mother', name: 'Lakshmi' });
      await speaks(mother, 'ta');
      const answers = await Promise.all(
        [holder.details.email, mother.email, 'nobody-at-all@example.com'].map((email) =>
          post('/api/forgot-password', { email }, { 'accept-language': 'en-GB' }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(answers[0]!.body);
      }
      const [mail, ...more] = await waitForResets(mother.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(ta('mail.reset.subject', { brand: BRAND }));
      expect(mail!.text).toContain(ta('mail.reset.greeting', { name: 'Lakshmi', brand: BRAND }));
      expect(await waitForResets(holder.details.email)).toHaveLength(1);
      expect(await mailsTo(t.app, 'nobody-at-all@example.com')).toEqual([]);
    });

    it('sets the login’s password and ends its sessions on every profile it manages, never the holders’', async () => {
      const meena = await verifiedMember(t.app, { name: 'Meena' });
      const kavya = await verifiedMember(t.app, { name: 'Kavya' });
      const mother = await addCoManager(t.app, meena, { relation: 'Mother' });
      const onKavya = await alsoManages(mother, kavya);
      const published: ChatEvent[] = [];
      const publish = t.app.ctx.chat.publish.bind(t.app.ctx.chat);
      t.app.ctx.chat.publish = (event) => {
        published.push(event);
        return publish(event);
      };
      try {
        await post('/api/forgot-password', { email: mother.email });
        const [mail] = await waitForResets(mother.email);
        const token = linkIn(mail!.text)!;

        const reset = await post('/api/reset-password', { token, password: 'New-kolam-pattern-7' });
        expect(reset.statusCode, reset.body).toBe(200);
        expect(reset.json()).toEqual({ success: true, message: en('resetPassword.success') });

        for (const old of [mother.token, onKavya]) expect((await me(old)).statusCode).toBe(401);
        for (const holder of [meena, kavya]) expect((await me(holder.token)).statusCode).toBe(200);
        const endedFor = published.filter((e) => e.type === 'session-ended').flatMap((e) => e.members);
        expect(endedFor).toEqual(expect.arrayContaining([meena.userId, kavya.userId]));

        expect((await post('/api/login', { email: mother.email, password: mother.password })).statusCode).toBe(401);
        const signedIn = await post('/api/login', { email: mother.email, password: 'New-kolam-pattern-7' });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        expect((await me(signedIn.json().token)).json().acting.kind).toBe('manager');
        // The holders' own passwords are theirs still.
        expect((await post('/api/login', { email: meena.details.email, password: meena.details.password })).statusCode).toBe(200);
        // Once only.
        expect((await post('/api/reset-password', { token, password: 'Another-kolam-8' })).json().code).toBe(
          'reset_link_invalid',
        );
      } finally {
        t.app.ctx.chat.publish = publish;
      }
    });

    it('never lets a member’s link reset a login, nor a login’s link a member', async () => {
      const holder = await verifiedMember(t.app, { name: 'Selvi' });
      const mother = await addCoManager(t.app, holder, { relation: 'Mother' });
      await post('/api/forgot-password', { email: holder.details.email });
      await post('/api/forgot-password', { email: mother.email });
      const memberToken = linkIn((await waitForResets(holder.details.email))[0]!.text)!;
      const loginToken = linkIn((await waitForResets(mother.email))[0]!.text)!;

      // Each link works only in its own table: the member's sets the member's, the login's the login's.
      expect((await post('/api/reset-password', { token: memberToken, password: 'Member-kolam-41' })).statusCode).toBe(200);
      expect((await post('/api/login', { email: mother.email, password: 'Member-kolam-41' })).statusCode).toBe(401);
      expect((await post('/api/login', { email: mother.email, password: mother.password })).statusCode).toBe(200);
      expect((await post('/api/reset-password', { token: loginToken, password: 'Login-kolam-42' })).statusCode).toBe(200);
      expect((await post('/api/login', { email: holder.details.email, password: 'Login-kolam-42' })).statusCode).toBe(401);
      expect((await post('/api/login', { email: holder.details.email, password: 'Member-kolam-41' })).statusCode).toBe(200);
      // A used link of either kind is refused alike.
      for (const token of [memberToken, loginToken]) {
        const again = await post('/api/reset-password', { token, password: 'Third-kolam-43' });
        expect(again.statusCode).toBe(400);
        expect(again.json().code).toBe('reset_link_invalid');
      }
    });
  });

  describe('a co-manager’s language', () => {
    it('is saved on the login, whatever the holder allows, and the holder’s stays', async () => {
      const holder = await verifiedMember(t.app, { name: 'Divya' });
      const before = await holderLocale(holder);
      const aunt = await addCoManager(t.app, holder, { relation: 'Aunt', permissions: { edit: false } });

      const saved = await postAs(t.app, aunt.token, '/api/updateUser', { locale: 'ta' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().message).toBe(ta('account.localeSaved'));
      expect(saved.json().user.locale).toBe('ta');
      expect(await loginLocale(aunt)).toBe('ta');
      expect(await holderLocale(holder)).toBe(before);
      // Each reads their own: the co-manager's screens stay in Tamil, the holder's do not move.
      expect((await me(aunt.token)).json().locale).toBe('ta');
      expect((await me(holder.token)).json().locale).toBe(before);
      const again = await post('/api/login', { email: aunt.email, password: aunt.password });
      expect(again.json().user.locale).toBe('ta');
      expect(again.json().message).toBe(ta('auth.loggedIn'));

      // The profile's switches are still the holder's to give: refused whole, the language unchanged.
      const switches = await postAs(t.app, aunt.token, '/api/updateUser', { locale: 'en', notify_chat_message: 0 });
      expect(switches.statusCode).toBe(403);
      expect(switches.json().code).toBe('family_permission');
      expect(await loginLocale(aunt)).toBe('ta');
    });

    it('lets a co-manager with edit change the profile’s switches and their own language, not the holder’s', async () => {
      const holder = await verifiedMember(t.app, { name: 'Revathi', locale: 'ta' });
      const father = await addCoManager(t.app, holder, { relation: 'Father' });
      const saved = await postAs(t.app, father.token, '/api/updateUser', { locale: 'en', notify_chat_message: 0 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().user).toMatchObject({ locale: 'en', notify_chat_message: 0 });
      expect(await loginLocale(father)).toBe('en');
      expect(await holderLocale(holder)).toBe('ta');
      expect((await me(holder.token)).json()).toMatchObject({ locale: 'ta', notify_chat_message: 0 });
    });
  });

  describe('the profile’s mails that reached the holder alone', () => {
    it('sends the unread-chat digest to co-managers who keep mails on and may chat, each in their language', async () => {
      await sendChatDigests(t.app.ctx, log, new Date(Date.now() + CHAT_MAIL_RULES.retryForMs * 2));
      const { a, b } = await chatPair(t.app);
      const amma = await addCoManager(t.app, b, { relation: 'Mother', permissions: { chat: true }, name: 'Lakshmi' });
      const appa = await addCoManager(t.app, b, { relation: 'Father', permissions: { chat: true } });
      await speaks(amma, 'ta');
      await mailOff(appa);
      const id = await openChat(t.app, a, b);
      expect((await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text: 'Vanakkam' })).statusCode).toBe(201);
      expect(await sendChatDigests(t.app.ctx, log, new Date(Date.now() + CHAT_MAIL_RULES.awayMs + 60_000))).toBe(1);

      const [mail, ...more] = await mailsTo(t.app, amma.email);
      expect(more.filter((m) => m.subject === mail!.subject)).toEqual([]);
      expect(mail!.subject).toBe(ta.plural('mail.chatDigest.subject', 1, { brand: BRAND }));
      expect(mail!.text).toContain(ta('mail.family.about', { profile: 'Divya' }));
      expect(mail!.text).toContain(ta('mail.family.chatDigestGreeting', { name: 'Lakshmi' }));
      expect(mail!.text).toContain(ta('mail.family.settingsLink'));
      expect(mail!.text).not.toContain('Vanakkam');
      expect((await mailsTo(t.app, appa.email)).filter((m) => m.subject.includes('unread'))).toEqual([]);
      expect((await mailsTo(t.app, b.details.email)).filter((m) => m.subject.includes('unread'))).toHaveLength(1);
    });

    it('leaves out of the chat digest a co-manager the holder did not allow chat', async () => {
      await sendChatDigests(t.app.ctx, log, new Date(Date.now() + CHAT_MAIL_RULES.retryForMs * 2));
      const { a, b } = await chatPair(t.app);
      const aunt = await addCoManager(t.app, b, { relation: 'Aunt' });
      await postAs(t.app, b.token, '/api/updateUser', { notify_chat_message: 0 });
      const id = await openChat(t.app, a, b);
      await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text: 'Hello' });
      expect(await sendChatDigests(t.app.ctx, log, new Date(Date.now() + CHAT_MAIL_RULES.awayMs + 60_000))).toBe(0);
      expect((await mailsTo(t.app, aunt.email)).filter((m) => m.subject.includes('unread'))).toEqual([]);
      expect((await mailsTo(t.app, b.details.email)).filter((m) => m.subject.includes('unread'))).toEqual([]);
    });

    it('sends the absence mail to co-managers who keep mails on, speaking of the profile', async () => {
      const HOUR = 3_600_000;
      const today = indiaDayOf(new Date());
      const noon = new Date(Date.parse(indiaDayStart(today)) + 12 * HOUR);
      const holder = await memberWithProfile(t.app, { name: 'Kavya', gender: 'Female', dob });
      const amma = await addCoManager(t.app, holder, { relation: 'Mother', name: 'Lakshmi' });
      const appa = await addCoManager(t.app, holder, { relation: 'Father' });
      await speaks(amma, 'ta');
      await mailOff(appa);
      await t.app.ctx.db
        .updateTable('users')
        .set({ last_active_at: new Date(Date.parse(indiaDayStart(today - 200)) + 9 * HOUR).toISOString() })
        .where('id', '=', holder.userId)
        .execute();
      expect(await mailMembersAway(t.app.ctx, log, noon)).toBe(1);

      const [mail] = await mailsTo(t.app, amma.email);
      expect(mail!.subject).toBe(ta('mail.family.inactiveSubject', { brand: BRAND }));
      expect(mail!.html).toContain('<html lang="ta">');
      expect(mail!.text).toContain(ta('mail.family.about', { profile: 'Kavya' }));
      expect(mail!.text).toContain(ta('mail.family.inactiveGreeting', { name: 'Lakshmi', brand: BRAND }));
      expect((await mailsTo(t.app, appa.email)).filter((m) => m.subject.includes('no longer shown'))).toEqual([]);
      const [holderMail] = await mailsTo(t.app, holder.details.email);
      expect(holderMail!.subject).toBe(en('mail.inactive.subject', { brand: BRAND }));
      expect(holderMail!.text).not.toContain('which you help manage');
    });

    it('sends the ID outcome to co-managers who keep mails on, in their language', async () => {
      const operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
      await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
      const holder = await memberWithProfile(t.app, { name: 'Vani', gender: 'Female', dob });
      const amma = await addCoManager(t.app, holder, { relation: 'Mother', name: 'Lakshmi' });
      const appa = await addCoManager(t.app, holder, { relation: 'Father', name: 'Raman' });
      await speaks(amma, 'ta');
      await speaks(appa, 'en');
      const upload = async () => {
        const form = multipart([
          { name: 'document_type', value: 'pan' },
          { name: 'file', value: PNG, fileName: 'id.png' },
        ]);
        const sent = await t.app.inject({
          method: 'POST',
          url: '/api/id-verification',
          payload: form.payload,
          headers: { ...form.headers, ...bearer(holder.token) },
          remoteAddress: freshAddress(),
        });
        expect(sent.statusCode, sent.body).toBe(201);
        const row = await t.app.ctx.db
          .selectFrom('id_verifications')
          .select('id')
          .where('user_id', '=', holder.userId)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return row.id;
      };
      const decide = (id: number, body: object) =>
        postAs(t.app, operator.token, `/api/admin/id-verifications/${id}/decision`, body);

      expect((await decide(await upload(), { action: 'reject', reason: 'The photo is blurred.' })).statusCode).toBe(200);
      const [rejected] = await mailsTo(t.app, appa.email);
      expect(rejected!.subject).toBe(en('mail.family.idRejectedSubject', { brand: BRAND }));
      expect(rejected!.text).toContain('About the profile of Vani, which you help manage.');
      expect(rejected!.text).toContain('The photo is blurred.');

      await mailOff(appa);
      const before = (await mailsTo(t.app, appa.email)).length;
      expect((await decide(await upload(), { action: 'approve', reason: 'The PAN matches the profile.' })).statusCode).toBe(200);
      const [approved] = await mailsTo(t.app, amma.email);
      expect(approved!.subject).toBe(ta('mail.family.idApprovedSubject', { brand: BRAND }));
      expect(approved!.text).toContain(
        ta('mail.family.idApprovedGreeting', { name: 'Lakshmi', type: ta('idVerification.type.pan') }),
      );
      expect(await mailsTo(t.app, appa.email)).toHaveLength(before);
      const [holderMail] = await mailsTo(t.app, holder.details.email);
      expect(holderMail!.subject).toBe(en('mail.idApproved.subject', { brand: BRAND }));
    });
  });
});
