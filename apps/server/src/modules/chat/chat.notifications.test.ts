import { translatorFor } from '@inai/shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import type { JobRun } from '../../lib/background-job.js';
import { chatPair, openChat } from '../../test/chat.js';
import { ENGINES } from '../../test/databases.js';
import { mailsTo, postAs, type Registered } from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';
import { CHAT_MAIL_RULES, sendChatDigests } from './chat.notifications.js';

const log = { info: () => undefined, error: () => undefined };
const later = (ms: number) => new Date(Date.now() + ms);
const AWAY = CHAT_MAIL_RULES.awayMs + 60_000;

describe.each(ENGINES)('the offline chat digest on %s', (engine) => {
  const t = suiteApp({ engine });

  const send = (from: Registered, id: number, text: string) =>
    postAs(t.app, from.token, `/api/chat/conversations/${id}/messages`, { text });
  const digests = async (to: Registered) =>
    (await mailsTo(t.app, to.details.email)).filter((m) => m.subject.includes('unread message'));
  /** Leaves only this test's messages for the digest. */
  const settleOthers = () => sendChatDigests(t.app.ctx, log, later(CHAT_MAIL_RULES.retryForMs + AWAY));

  it('mails the away recipient once: who wrote and how many, never the text, and not before they were away', async () => {
    await settleOthers();
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    await send(a, id, 'The secret family recipe');
    await send(a, id, 'Second message');
    expect(await sendChatDigests(t.app.ctx, log, new Date())).toBe(0);
    expect(await sendChatDigests(t.app.ctx, log, later(AWAY))).toBe(1);
    const [mail, ...more] = await digests(b);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('You have 2 unread messages on Inai Matrimony');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Karthik');
      expect(body).toContain('2 unread');
      expect(body).not.toContain('secret family recipe');
    }
    expect(await digests(a)).toEqual([]);
    expect(await sendChatDigests(t.app.ctx, log, later(AWAY * 2))).toBe(0);
  });

  it('at a worker’s pace, two runs serving four recipients at a time mail each away recipient once', async () => {
    await settleOthers();
    const away: Registered[] = [];
    for (let i = 0; i < 5; i++) {
      const { a, b } = await chatPair(t.app);
      await send(a, await openChat(t.app, a, b), `Hello ${i}`);
      away.push(b);
    }
    const worker: JobRun = { stopping: false, pace: { budgeted: false, concurrency: 4 } };
    const at = later(AWAY);
    const sent = await Promise.all([sendChatDigests(t.app.ctx, log, at, worker), sendChatDigests(t.app.ctx, log, at, worker)]);
    expect(sent[0]! + sent[1]!).toBe(away.length);
    for (const b of away) {
      const mails = await digests(b);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('You have 1 unread message on Inai Matrimony');
    }
  });

  it('counts a missed call apart from messages, in words of its own', async () => {
    await settleOthers();
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    // The entry a missed call leaves (the calls' own tests make it by ringing).
    const missedCall = () =>
      t.app.ctx.db
        .insertInto('messages')
        .values({
          conversation_id: id,
          sender_id: a.userId,
          text: '',
          warnings: '',
          client_id: null,
          sent_at: new Date().toISOString(),
          kind: 'call',
          call_media: 'video',
          call_outcome: 'missed',
          call_started_at: new Date().toISOString(),
          call_duration_s: 0,
          call_end_reason: 'no_answer',
        })
        .execute();
    await missedCall();
    expect(await sendChatDigests(t.app.ctx, log, later(AWAY))).toBe(1);
    const [onlyCalls] = await mailsTo(t.app, b.details.email);
    expect(onlyCalls!.subject).toBe('You missed calls on Inai Matrimony');
    expect(onlyCalls!.text).toContain('wrote to you or called you');
    expect(onlyCalls!.text).toContain('1 missed call');
    expect(onlyCalls!.text).not.toContain('1 missed calls');
    expect(onlyCalls!.text).not.toContain('unread');

    await send(a, id, 'Shall we talk on Sunday?');
    await missedCall();
    expect(await sendChatDigests(t.app.ctx, log, later(AWAY + CHAT_MAIL_RULES.everyMs + 60_000))).toBe(1);
    const [both] = await mailsTo(t.app, b.details.email);
    expect(both!.subject).toBe('Unread messages and missed calls on Inai Matrimony');
    expect(both!.text).toContain('1 unread, 1 missed call');
  });

  it('sends nothing for messages read in time, nor to a member who switched it off; mails in Tamil and tells a non-Platinum member', async () => {
    await settleOthers();
    const read = await chatPair(t.app);
    const readId = await openChat(t.app, read.a, read.b);
    const m = (await send(read.a, readId, 'hello')).json().message.id as number;
    await postAs(t.app, read.b.token, `/api/chat/conversations/${readId}/seen`, { up_to: m });

    const off = await chatPair(t.app);
    await postAs(t.app, off.b.token, '/api/updateUser', { notify_chat_message: 0 });
    expect((await postAs(t.app, off.b.token, '/api/getLoggedInUserProfile')).json().notify_chat_message).toBe(0);
    await send(off.a, await openChat(t.app, off.a, off.b), 'hello');

    const tamil = await chatPair(t.app, [3, 2]);
    await postAs(t.app, tamil.b.token, '/api/updateUser', { locale: 'ta' });
    await send(tamil.a, await openChat(t.app, tamil.a, tamil.b), 'vanakkam');

    expect(await sendChatDigests(t.app.ctx, log, later(AWAY))).toBe(1);
    expect(await digests(read.b)).toEqual([]);
    expect(await digests(off.b)).toEqual([]);
    const ta = translatorFor('ta');
    const [mail] = await mailsTo(t.app, tamil.b.details.email);
    expect(mail!.subject).toBe(ta.plural('mail.chatDigest.subject', 1, { brand: 'Inai Matrimony' }));
    expect(mail!.text).toContain(ta('mail.chatDigest.needsPlan'));
  });

  it('sends at most one digest an hour; later messages wait for the hour', async () => {
    await settleOthers();
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    await send(a, id, 'one');
    expect(await sendChatDigests(t.app.ctx, log, later(AWAY))).toBe(1);
    await send(a, id, 'two');
    expect(await sendChatDigests(t.app.ctx, log, later(AWAY * 2))).toBe(0);
    expect(await sendChatDigests(t.app.ctx, log, later(AWAY + CHAT_MAIL_RULES.everyMs))).toBe(1);
    expect(await digests(b)).toHaveLength(2);
  });
});
