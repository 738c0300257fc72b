import { addDays, latestBirthDate, todayInIndia, type FamilyActivityAnswer } from '@inai/shared';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ChatClient, chatPair, openChat } from '../../test/chat.js';
import { ENGINES } from '../../test/databases.js';
import { addCoManager } from '../../test/family.js';
import {
  bearer,
  buyPlan,
  freshAddress,
  givePlan,
  mailsTo,
  memberWithProfile,
  postAs,
  type Registered,
} from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -20);

// Truth to the other family, "Managed with family", the family's activity, the profile's mails to
// co-managers and the data export (docs/decisions/0074-family-acts-activity-and-mails.md), on both engines.
describe.each(ENGINES)('what a family does, and who did it, on %s', (engine) => {
  const t = suiteApp({ engine });

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: freshAddress() });
  const sendInterest = (token: string, from: Registered, to: Registered) =>
    postAs(t.app, token, '/api/sendInterest', { user_id: from.userId, partner_id: to.userId });
  const incoming = async (member: Registered) =>
    (await get(member.token, `/api/getIncomingInterests/${member.userId}`)).json().data as Array<Record<string, unknown>>;
  const sent = async (member: Registered) =>
    (await get(member.token, `/api/getSentInterests/${member.userId}`)).json().data as Array<Record<string, unknown>>;
  const removeManager = (holder: Registered, linkId: number) =>
    postAs(t.app, holder.token, `/api/family/managers/${linkId}/remove`);
  const activity = async (token: string, query = '') => {
    const answer = await get(token, `/api/family/activity${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as FamilyActivityAnswer;
  };

  /** Two searchable members with plans that open the incoming list. */
  async function pair(): Promise<{ her: Registered; him: Registered }> {
    const her = await memberWithProfile(t.app, { name: 'Meena', gender: 'Female', dob });
    const him = await memberWithProfile(t.app, { name: 'Arun', gender: 'Male', dob });
    await givePlan(t.app, her.userId, 2);
    await givePlan(t.app, him.userId, 2);
    return { her, him };
  }

  it('tells the other family which of the sender’s people sent an interest and who answered it, after a removal too', async () => {
    const { her, him } = await pair();
    const other = await memberWithProfile(t.app, { name: 'Kavin', gender: 'Male', dob });
    await givePlan(t.app, other.userId, 2);
    const mother = await addCoManager(t.app, her, { relation: 'Mother' });
    const father = await addCoManager(t.app, him, { relation: 'Father', name: 'Raman' });

    expect((await sendInterest(mother.token, her, him)).statusCode).toBe(201);
    expect((await sendInterest(other.token, other, her)).statusCode).toBe(201);
    const fromHer = (await incoming(him)).find((i) => i.user_id === her.userId)!;
    expect(fromHer).toMatchObject({ sent_by_relation: 'Mother', answered_by_relation: null });
    expect((await incoming(her)).find((i) => i.user_id === other.userId)).toMatchObject({ sent_by_relation: null });

    const answered = await postAs(t.app, father.token, '/api/updateInterest', { id: fromHer.id, status: 'Accepted' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().interest).toMatchObject({ sent_by_relation: 'Mother', answered_by_relation: 'Father' });
    const holderAnswer = await postAs(t.app, her.token, '/api/updateInterest', {
      id: (await incoming(her)).find((i) => i.user_id === other.userId)!.id,
      status: 'Rejected',
    });
    expect(holderAnswer.json().interest).toMatchObject({ sent_by_relation: null, answered_by_relation: null });

    // The link goes with the removal; the acts keep the relation.
    expect((await removeManager(her, mother.linkId)).statusCode).toBe(200);
    expect((await removeManager(him, father.linkId)).statusCode).toBe(200);
    expect((await sent(her)).find((i) => i.partner_id === him.userId)).toMatchObject({
      sent_by_relation: 'Mother',
      answered_by_relation: 'Father',
    });
    await backgroundSettled();
  });

  it('tells which of the writer’s people wrote a chat message, in the history and on the socket', async () => {
    const { a, b } = await chatPair(t.app);
    const mother = await addCoManager(t.app, a, { relation: 'Mother', permissions: { chat: true } });
    const id = await openChat(t.app, a, b);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const reader = await ChatClient.signIn(base, b.token);
    try {
      const written = await postAs(t.app, mother.token, `/api/chat/conversations/${id}/messages`, { text: 'Vanakkam' });
      expect(written.statusCode, written.body).toBe(201);
      expect(written.json().message.sent_by_relation).toBe('Mother');
      const frame = await reader.next((f): f is Extract<typeof f, { type: 'message' }> => f.type === 'message');
      expect(frame.message).toMatchObject({ text: 'Vanakkam', sent_by_relation: 'Mother' });
      expect((await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text: 'Hello' })).statusCode).toBe(201);
      const history = (await get(b.token, `/api/chat/conversations/${id}/messages`)).json().data as Array<
        Record<string, unknown>
      >;
      expect(history.map((m) => [m.text, m.sent_by_relation])).toEqual([
        ['Vanakkam', 'Mother'],
        ['Hello', null],
      ]);
    } finally {
      reader.socket.close();
    }
  });

  it('marks cards and details "Managed with family" from the first co-manager until the last is removed', async () => {
    const { her, him } = await pair();
    const card = async () => {
      const page = (await get(him.token, '/api/shortlist')).json().data as Array<Record<string, unknown>>;
      return page.find((c) => c.user_id === her.userId)?.managed_with_family;
    };
    const details = async () =>
      (await postAs(t.app, him.token, '/api/getUserDetails', { user_id: her.userId })).json().user.managed_with_family;
    expect((await postAs(t.app, him.token, '/api/shortlist', { user_id: her.userId })).statusCode).toBe(201);
    expect(await card()).toBe(false);
    expect(await details()).toBe(false);
    const mother = await addCoManager(t.app, her, { relation: 'Mother' });
    const brother = await addCoManager(t.app, her, { relation: 'Brother', name: 'Siva' });
    expect(await card()).toBe(true);
    expect(await details()).toBe(true);
    expect((await removeManager(her, mother.linkId)).statusCode).toBe(200);
    expect(await card()).toBe(true);
    expect((await removeManager(her, brother.linkId)).statusCode).toBe(200);
    expect(await card()).toBe(false);
    expect(await details()).toBe(false);
  });

  it('lists the family’s acts newest first with who did each, to the holder and co-managers, in pages', async () => {
    const { her, him } = await pair();
    const mother = await addCoManager(t.app, her, { relation: 'Mother', name: 'Lakshmi' });
    expect((await sendInterest(mother.token, her, him)).statusCode).toBe(201);
    const saved = await postAs(t.app, her.token, '/api/updateProfile', { user_id: her.userId, degree: 'B.E.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await removeManager(her, mother.linkId)).statusCode).toBe(200);

    const lines = await activity(her.token);
    expect(lines.data.map((l) => [l.action, l.actor])).toEqual([
      ['manager_removed', { kind: 'holder', name: 'Meena', relation: null }],
      ['profile_saved', { kind: 'holder', name: 'Meena', relation: null }],
      ['interest_sent', { kind: 'manager', name: 'Lakshmi', relation: 'Mother' }],
      ['manager_joined', { kind: 'manager', name: 'Lakshmi', relation: 'Mother' }],
      // The profile's own first saves, before any co-manager: the list is every profile's.
      ...lines.data.slice(4).map((l) => ['profile_saved', l.actor]),
    ]);
    expect(lines.data[0]!.subject).toEqual({ name: 'Lakshmi', relation: 'Mother' });
    expect(lines.data[1]!.subject).toEqual({ section: expect.any(String) });
    expect(lines.data[2]!.subject).toEqual({ user_id: him.userId, name: 'Arun' });
    expect(lines.total).toBe(lines.data.length);

    const firstTwo = await activity(her.token, '?page=1&pageSize=2');
    expect(firstTwo.data.map((l) => l.action)).toEqual(['manager_removed', 'profile_saved']);
    expect((await activity(her.token, '?page=2&pageSize=2')).data.map((l) => l.action)).toEqual([
      'interest_sent',
      'manager_joined',
    ]);

    const sister = await addCoManager(t.app, her, { relation: 'Sister', name: 'Priya' });
    expect((await activity(sister.token, '?pageSize=1')).data).toMatchObject([
      { action: 'manager_joined', actor: { kind: 'manager', name: 'Priya', relation: 'Sister' } },
    ]);
    await backgroundSettled();
  });

  it('writes one activity line per conversation, person and day, however many messages', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    for (const text of ['One', 'Two', 'Three']) {
      expect((await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text })).statusCode).toBe(201);
    }
    const lines = (await activity(a.token)).data.filter((l) => l.action === 'message_sent');
    expect(lines).toEqual([
      {
        at: expect.any(String),
        actor: { kind: 'holder', name: 'Karthik', relation: null },
        action: 'message_sent',
        subject: { user_id: b.userId, name: 'Divya' },
      },
    ]);
  });

  it('mails a new interest to a co-manager who keeps mails on, in their language and naming the profile, and none once off', async () => {
    const { her, him } = await pair();
    const mother = await addCoManager(t.app, her, { relation: 'Mother' });
    await t.app.ctx.db.updateTable('manager_logins').set({ locale: 'ta' }).where('id', '=', mother.managerId).execute();
    expect((await sendInterest(him.token, him, her)).statusCode).toBe(201);
    await backgroundSettled();
    const [mail] = await mailsTo(t.app, mother.email);
    expect(mail?.text).toContain('நீங்கள் நிர்வகிக்க உதவும் Meena அவர்களின் சுயவிவரம் பற்றியது.');
    expect(await mailsTo(t.app, her.details.email)).not.toHaveLength(0);

    const holderSwitch = await postAs(t.app, her.token, '/api/family/me/mail', { on: false });
    expect(holderSwitch.statusCode).toBe(400);
    expect(holderSwitch.json().code).toBe('family_mail_managers_only');
    const off = await postAs(t.app, mother.token, '/api/family/me/mail', { on: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().on).toBe(false);

    const before = (await mailsTo(t.app, mother.email)).length;
    const other = await memberWithProfile(t.app, { name: 'Kavin', gender: 'Male', dob });
    await t.app.ctx.db.updateTable('users').set({ interest_mail_at: null }).where('id', '=', her.userId).execute();
    expect((await sendInterest(other.token, other, her)).statusCode).toBe(201);
    await backgroundSettled();
    expect(await mailsTo(t.app, mother.email)).toHaveLength(before);
  });

  it('tells a co-manager, in the member view, whether the profile’s mails come to them, as their switch leaves it', async () => {
    const { her } = await pair();
    const mother = await addCoManager(t.app, her, { relation: 'Mother' });
    const acting = async (token: string) =>
      (await postAs(t.app, token, '/api/getLoggedInUserProfile')).json().acting as Record<string, unknown>;
    expect(await acting(mother.token)).toMatchObject({ kind: 'manager', mail: true });
    expect((await postAs(t.app, mother.token, '/api/family/me/mail', { on: false })).statusCode).toBe(200);
    expect(await acting(mother.token)).toMatchObject({ kind: 'manager', mail: false });
    expect((await postAs(t.app, mother.token, '/api/family/me/mail', { on: true })).statusCode).toBe(200);
    expect((await acting(mother.token)).mail).toBe(true);
    // The holder's mails are their own notification switches': nothing to say here.
    expect(await acting(her.token)).not.toHaveProperty('mail');
  });

  it('mails an acceptance to the sender’s co-manager in English when their login says so', async () => {
    const { her, him } = await pair();
    const father = await addCoManager(t.app, him, { relation: 'Father', name: 'Raman' });
    await t.app.ctx.db.updateTable('manager_logins').set({ locale: 'en' }).where('id', '=', father.managerId).execute();
    expect((await sendInterest(him.token, him, her)).statusCode).toBe(201);
    const id = (await incoming(her)).find((i) => i.user_id === him.userId)!.id;
    expect((await postAs(t.app, her.token, '/api/updateInterest', { id, status: 'Accepted' })).statusCode).toBe(200);
    await backgroundSettled();
    const [mail] = await mailsTo(t.app, father.email);
    expect(mail?.text).toContain('About the profile of Arun, which you help manage.');
    // Their own footer: the holder's switches are the holder's.
    expect(mail?.text).toContain('Stop the profile’s e-mails to you');
  });

  it('says who bought a plan, and sends the receipt to the co-manager too', async () => {
    const holder = await memberWithProfile(t.app, { name: 'Selvi', gender: 'Female', dob });
    const mother = await addCoManager(t.app, holder, { relation: 'Mother', name: 'Lakshmi' });
    await buyPlan(t.app, { ...holder, token: mother.token }, 2);
    await backgroundSettled();
    expect((await activity(holder.token)).data[0]).toMatchObject({
      action: 'plan_bought',
      actor: { kind: 'manager', name: 'Lakshmi', relation: 'Mother' },
      subject: { plan: '2' },
    });
    const [receipt] = await mailsTo(t.app, mother.email);
    expect(receipt?.text).toContain('About the profile of Selvi, which you help manage.');
    expect(await mailsTo(t.app, holder.details.email)).not.toHaveLength(0);
  });

  it('lists the co-managers and the family’s activity in the data export', async () => {
    const { her, him } = await pair();
    const mother = await addCoManager(t.app, her, { relation: 'Mother', name: 'Lakshmi' });
    expect((await sendInterest(mother.token, her, him)).statusCode).toBe(201);
    const response = await get(her.token, '/api/my-data');
    expect(response.statusCode).toBe(200);
    const json = JSON.parse(strFromU8(unzipSync(new Uint8Array(response.rawPayload))['profile.json']!));
    expect(json.co_managers).toMatchObject([
      {
        name: 'Lakshmi',
        email: mother.email,
        relation: 'Mother',
        permissions: { edit: true, interests: true, chat: false, plans: true },
        joined_at: expect.any(String),
      },
    ]);
    expect(json.family_activity.slice(0, 2)).toMatchObject([
      { action: 'interest_sent', actor: { kind: 'manager', relation: 'Mother' } },
      { action: 'manager_joined', actor: { kind: 'manager', name: 'Lakshmi' } },
    ]);
    expect(json.interests_sent).toMatchObject([{ to_user_id: him.userId, sent_by_relation: 'Mother' }]);
    await backgroundSettled();
  });
});
