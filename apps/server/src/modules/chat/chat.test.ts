import { CHAT_LIMITS } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { chatPair, openChat } from '../../test/chat.js';
import { bearer, postAs, type Registered } from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';

describe.each(ENGINES)('chat over REST on %s', (engine) => {
  const t = suiteApp({ engine });

  const get = (member: Registered, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(member.token) });
  const open = (member: Registered, userId: unknown) => postAs(t.app, member.token, '/api/chat/open', { user_id: userId });
  const send = (member: Registered, id: number, text: unknown, extra: object = {}) =>
    postAs(t.app, member.token, `/api/chat/conversations/${id}/messages`, { text, ...extra });
  const messages = async (member: Registered, id: number, query = '') =>
    get(member, `/api/chat/conversations/${id}/messages${query}`);
  const me = async (member: Registered) =>
    (await postAs(t.app, member.token, '/api/getLoggedInUserProfile')).json() as { unread_messages: number };

  describe('who may open a conversation', () => {
    it('opens one conversation per pair, from either side, with the other member and can_chat', async () => {
      const { a, b } = await chatPair(t.app);
      const first = await open(a, b.userId);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        success: true,
        conversation: { other: { user_id: b.userId, name: 'Divya' }, last_message: null, unread: 0, can_chat: true },
      });
      const back = await open(b, a.userId);
      expect(back.json().conversation.id).toBe(first.json().conversation.id);
      expect(back.json().conversation.other).toMatchObject({ user_id: a.userId, name: 'Karthik' });
    });

    it('refuses without an accepted interest (403), without Platinum (402), with oneself (400), an unknown member (404)', async () => {
      const requested = await chatPair(t.app, [3, 3], false);
      const r1 = await open(requested.a, requested.b.userId);
      expect(r1.statusCode).toBe(403);
      expect(r1.json()).toMatchObject({ code: 'chat_requires_accepted_interest' });
      const gold = await chatPair(t.app, [2, 3]);
      const r2 = await open(gold.a, gold.b.userId);
      expect(r2.statusCode).toBe(402);
      expect(r2.json()).toMatchObject({ code: 'chat_requires_platinum' });
      expect((await open(gold.a, gold.a.userId)).json()).toMatchObject({ code: 'chat_with_self' });
      expect((await open(gold.a, 999_999)).statusCode).toBe(404);
      expect((await open(gold.a, 99_999_999_999)).statusCode).toBe(404);
      for (const bad of ['x', -1, 1.5, undefined]) expect((await open(gold.a, bad)).statusCode).toBe(400);
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/chat/open', payload: { user_id: 1 } });
      expect(anonymous.statusCode).toBe(401);
    });

    it('lets a member without chat open a conversation the Platinum side began, without the text', async () => {
      const { a, b } = await chatPair(t.app, [3, 2]);
      const id = await openChat(t.app, a, b);
      expect((await send(a, id, 'Vanakkam Divya')).statusCode).toBe(201);
      const seen = await open(b, a.userId);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().conversation).toMatchObject({
        id,
        can_chat: false,
        unread: 1,
        last_message: { text: null, from_me: false },
      });
      const page = (await messages(b, id)).json();
      expect(page.data).toEqual([expect.objectContaining({ sender_id: a.userId, text: null })]);
      const reply = await send(b, id, 'Hello');
      expect(reply.statusCode).toBe(402);
      expect(reply.json()).toMatchObject({ code: 'chat_requires_platinum' });
    });
  });

  describe('sending and history', () => {
    it('stores and returns the message; the recipient reads it with warnings, the sender gets client_id', async () => {
      const { a, b } = await chatPair(t.app);
      const id = await openChat(t.app, a, b);
      const r = await send(a, id, '  Please send money to my UPI id  ', { client_id: 'c-1' });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json().message).toMatchObject({
        conversation_id: id,
        sender_id: a.userId,
        text: 'Please send money to my UPI id',
        seen_at: null,
        warnings: [],
        client_id: 'c-1',
      });
      const theirs = (await messages(b, id)).json();
      expect(theirs).toMatchObject({ success: true, has_more: false });
      expect(theirs.data[0]).toMatchObject({ text: 'Please send money to my UPI id', warnings: ['money'] });
      expect(theirs.data[0].client_id).toBeUndefined();
      const clean = await send(a, id, 'My father works in a bank.');
      expect((await messages(b, id)).json().data[1]).toMatchObject({ id: clean.json().message.id, warnings: [] });
    });

    it('pages history oldest first within a page, with has_more and before=', async () => {
      const { a, b } = await chatPair(t.app);
      const id = await openChat(t.app, a, b);
      const ids: number[] = [];
      for (let i = 0; i < CHAT_LIMITS.historyPageSize + 5; i++) {
        await t.app.ctx.limiter.reset(`chat-send:${a.userId}`);
        ids.push((await send(a, id, `message ${i}`)).json().message.id);
      }
      const newest = (await messages(b, id)).json();
      expect(newest.has_more).toBe(true);
      expect(newest.data.map((m: { id: number }) => m.id)).toEqual(ids.slice(5));
      const older = (await messages(b, id, `?before=${newest.data[0].id}`)).json();
      expect(older.has_more).toBe(false);
      expect(older.data.map((m: { text: string }) => m.text)).toEqual([
        'message 0',
        'message 1',
        'message 2',
        'message 3',
        'message 4',
      ]);
      expect((await messages(b, id, '?before=x')).statusCode).toBe(400);
    });

    it("refuses empty and too long messages (400), others' conversations (404), and a flood (429)", async () => {
      const { a, b } = await chatPair(t.app);
      const id = await openChat(t.app, a, b);
      expect((await send(a, id, '   ')).json()).toMatchObject({ code: 'invalid_input' });
      expect((await send(a, id, 'x'.repeat(CHAT_LIMITS.maxMessageLength + 1))).statusCode).toBe(400);
      expect((await send(a, id, 'x'.repeat(CHAT_LIMITS.maxMessageLength))).statusCode).toBe(201);
      const stranger = await chatPair(t.app);
      expect((await send(stranger.a, id, 'hello')).statusCode).toBe(404);
      expect((await messages(stranger.a, id)).statusCode).toBe(404);
      expect((await send(a, 99_999_999_999, 'hello')).statusCode).toBe(404);
      expect((await send(a, 0, 'hello')).statusCode).toBe(400);
      await t.app.ctx.limiter.reset(`chat-send:${a.userId}`);
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) codes.push((await send(a, id, `quick ${i}`)).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 201)).toBe(true);
      expect(codes[30]).toBe(429);
      expect((await send(a, id, 'again')).json()).toMatchObject({ code: 'too_many_messages' });
    });

    it('refuses sending once the interest is no longer accepted', async () => {
      const { a, b } = await chatPair(t.app);
      const id = await openChat(t.app, a, b);
      await t.app.ctx.db.updateTable('interests').set({ status: 'Rejected' }).where('user_id', '=', a.userId).execute();
      expect((await send(a, id, 'hello')).json()).toMatchObject({ code: 'chat_requires_accepted_interest' });
    });
  });

  describe('unread counts and seen', () => {
    it("counts unread per conversation and in the user object; seen clears them and marks the sender's copy", async () => {
      const { a, b } = await chatPair(t.app);
      const id = await openChat(t.app, a, b);
      const first = (await send(a, id, 'one')).json().message.id as number;
      const second = (await send(a, id, 'two')).json().message.id as number;
      expect((await me(b)).unread_messages).toBe(2);
      expect((await me(a)).unread_messages).toBe(0);
      expect((await get(b, '/api/chat/conversations')).json().data[0]).toMatchObject({
        id,
        unread: 2,
        last_message: { text: 'two', from_me: false },
      });
      const seen = await postAs(t.app, b.token, `/api/chat/conversations/${id}/seen`, { up_to: first });
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json()).toMatchObject({ success: true, up_to: first });
      expect((await me(b)).unread_messages).toBe(1);
      const mine = (await messages(a, id)).json().data;
      expect(mine[0].seen_at).toBe(seen.json().seen_at);
      expect(mine[1].seen_at).toBeNull();
      // Beyond the newest is the newest; backwards changes nothing.
      expect((await postAs(t.app, b.token, `/api/chat/conversations/${id}/seen`, { up_to: 10 ** 9 })).json().up_to).toBe(second);
      expect((await postAs(t.app, b.token, `/api/chat/conversations/${id}/seen`, { up_to: first })).json().up_to).toBe(second);
      expect((await me(b)).unread_messages).toBe(0);
      expect((await postAs(t.app, b.token, `/api/chat/conversations/${id}/seen`, { up_to: 'x' })).statusCode).toBe(400);
    });
  });

  describe('blocking', () => {
    it('ends the chat both ways, lists the block, and unblocking restores it', async () => {
      const { a, b } = await chatPair(t.app);
      const id = await openChat(t.app, a, b);
      await send(a, id, 'hello');
      const blocked = await postAs(t.app, b.token, '/api/block', { user_id: a.userId });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect((await postAs(t.app, b.token, '/api/block', { user_id: a.userId })).statusCode).toBe(200);
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        expect((await open(from, to.userId)).json()).toMatchObject({ code: 'chat_blocked' });
        expect((await send(from, id, 'are you there?')).json()).toMatchObject({ code: 'chat_blocked' });
        expect((await messages(from, id)).statusCode).toBe(403);
        expect((await get(from, '/api/chat/conversations')).json().data).toEqual([]);
      }
      expect((await me(b)).unread_messages).toBe(0);
      const list = (await get(b, '/api/blocks')).json();
      expect(list).toEqual({ success: true, data: [{ user_id: a.userId, name: 'Karthik', blocked_at: expect.any(String) }] });
      expect((await get(a, '/api/blocks')).json().data).toEqual([]);
      // Only the blocker can lift it.
      await postAs(t.app, a.token, '/api/unblock', { user_id: b.userId });
      expect((await open(a, b.userId)).statusCode).toBe(403);
      expect((await postAs(t.app, b.token, '/api/unblock', { user_id: a.userId })).statusCode).toBe(200);
      expect((await open(a, b.userId)).statusCode).toBe(200);
      expect((await postAs(t.app, b.token, '/api/block', { user_id: b.userId })).statusCode).toBe(400);
      expect((await postAs(t.app, b.token, '/api/block', { user_id: 999_999 })).statusCode).toBe(404);
    });

    it('hides both members from each other in search, matches and the interest lists', async () => {
      const { a, b } = await chatPair(t.app, [3, 3], false);
      const search = (m: Registered, gender: string) =>
        postAs(t.app, m.token, '/api/search', { gender, age: '18 to 30', religion: 'Any', pageSize: 24 });
      const ids = async (r: Awaited<ReturnType<typeof search>>) => r.json().data.map((c: { user_id: number }) => c.user_id);
      const matches = (m: Registered) => postAs(t.app, m.token, '/api/loggedInSearch', { user_id: m.userId, pageSize: 24 });
      expect(await ids(await search(a, 'Female'))).toContain(b.userId);
      expect(await ids(await matches(b))).toContain(a.userId);
      expect((await get(a, `/api/getSentInterests/${a.userId}`)).json().data).toHaveLength(1);
      await postAs(t.app, a.token, '/api/block', { user_id: b.userId });
      expect(await ids(await search(a, 'Female'))).not.toContain(b.userId);
      expect(await ids(await search(b, 'Male'))).not.toContain(a.userId);
      expect(await ids(await matches(a))).not.toContain(b.userId);
      expect(await ids(await matches(b))).not.toContain(a.userId);
      expect((await get(a, `/api/getSentInterests/${a.userId}`)).json().data).toEqual([]);
      expect((await get(b, `/api/getIncomingInterests/${b.userId}`)).json().data).toEqual([]);
      // The full profile is gone too, both ways, and comes back with the unblock.
      const details = (m: Registered, other: Registered) =>
        postAs(t.app, m.token, '/api/getUserDetails', { user_id: other.userId });
      expect((await details(a, b)).json()).toMatchObject({ code: 'profile_not_found' });
      expect((await details(b, a)).statusCode).toBe(404);
      await postAs(t.app, a.token, '/api/unblock', { user_id: b.userId });
      expect((await details(a, b)).statusCode).toBe(200);
    });
  });
});
