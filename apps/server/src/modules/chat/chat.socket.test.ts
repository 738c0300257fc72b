import type { ChatMessage, ChatServerFrame } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ChatClient, chatPair, openChat } from '../../test/chat.js';
import { ENGINES } from '../../test/databases.js';
import { postAs } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CLOSE_SESSION_ENDED, CLOSE_UNAUTHENTICATED } from './chat.socket.js';

const isMessage = (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: 'message' }> => f.type === 'message';

describe.each(ENGINES)('chat over WebSocket on %s', (engine) => {
  let t: TestApp;
  let base: string;
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await backgroundSettled();
    await t.close();
  });

  const signIn = async (token: string, since?: number) => {
    const client = await ChatClient.signIn(base, token, since);
    clients.push(client);
    return client;
  };
  const resetLimit = (userId: number) => t.app.ctx.limiter.reset(`chat-send:${userId}`);

  it('closes a socket whose first frame is not a valid hello, with auth_required', async () => {
    // A hello whose token names no session is a session that ended: the client signs in again.
    const cases = [
      [{ type: 'hello', token: 'not-a-session' }, CLOSE_SESSION_ENDED],
      [{ type: 'ping' }, CLOSE_UNAUTHENTICATED],
      ['not json', CLOSE_UNAUTHENTICATED],
    ] as const;
    for (const [first, code] of cases) {
      const client = await ChatClient.connect(base);
      clients.push(client);
      client.socket.send(typeof first === 'string' ? first : JSON.stringify(first));
      const error = await client.next((f) => f.type === 'error');
      expect(error).toMatchObject({ type: 'error', code: 'auth_required' });
      await client.next(() => false, 0, 2000).catch(() => undefined);
      expect(client.closeCode).toBe(code);
    }
  });

  it('answers hello with ready and the unread total, and ping with pong', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text: 'waiting for you' });
    const client = await signIn(b.token);
    expect(client.frames[0]).toEqual({ type: 'ready', unread_total: 1 });
    client.send({ type: 'ping' });
    expect(await client.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('stores, then delivers to both: the sender its echo with client_id, the recipient the text, warnings and unread', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const [sa, sb] = [await signIn(a.token), await signIn(b.token)];
    sa.send({ type: 'send', conversation_id: id, text: 'Please send money to my GPay number', client_id: 'tmp-1' });
    const echo = (await sa.next(isMessage)).message;
    const received = (await sb.next(isMessage)).message;
    expect(echo).toMatchObject({ conversation_id: id, sender_id: a.userId, client_id: 'tmp-1', warnings: [] });
    expect(received).toMatchObject({ id: echo.id, text: 'Please send money to my GPay number', warnings: ['money'] });
    expect(received.client_id).toBeUndefined();
    expect(await sb.next((f) => f.type === 'unread')).toEqual({ type: 'unread', unread_total: 1 });
    const stored = await t.app.ctx.db.selectFrom('messages').selectAll().where('id', '=', echo.id).executeTakeFirst();
    expect(stored?.text).toBe('Please send money to my GPay number');
    // REST sends reach the sockets too.
    await postAs(t.app, b.token, `/api/chat/conversations/${id}/messages`, { text: 'Hello Karthik' });
    expect((await sa.next((f) => isMessage(f) && f.message.sender_id === b.userId)) as unknown).toBeTruthy();
  });

  it('delivers in order', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const [sa, sb] = [await signIn(a.token), await signIn(b.token)];
    for (let i = 0; i < 25; i++) sa.send({ type: 'send', conversation_id: id, text: `in order ${i}`, client_id: `c${i}` });
    const got = await sb.messageCount(25);
    expect(got.map((m) => m.text)).toEqual(Array.from({ length: 25 }, (_, i) => `in order ${i}`));
    const ids = got.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect((await sa.messageCount(25)).map((m) => m.client_id)).toEqual(Array.from({ length: 25 }, (_, i) => `c${i}`));
  });

  it('tells the sender when the other member has seen, and the reader their new unread total', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const [sa, sb] = [await signIn(a.token), await signIn(b.token)];
    sa.send({ type: 'send', conversation_id: id, text: 'one' });
    const message = (await sb.next(isMessage)).message;
    // The message's own unread count comes first.
    expect(await sb.next((f) => f.type === 'unread')).toEqual({ type: 'unread', unread_total: 1 });
    const from = sb.frames.length;
    sb.send({ type: 'seen', conversation_id: id, up_to: message.id });
    expect(await sa.next((f) => f.type === 'seen')).toEqual({
      type: 'seen',
      conversation_id: id,
      up_to: message.id,
      seen_at: expect.any(String),
    });
    expect(await sb.next((f) => f.type === 'unread', from)).toEqual({ type: 'unread', unread_total: 0 });
  });

  it('gives a reconnect with since the messages it missed, in order, and no more', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const sb = await signIn(b.token);
    const first = (await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text: 'before' })).json().message;
    await sb.next(isMessage);
    await sb.close();
    const missed: ChatMessage[] = [];
    for (const text of ['missed 1', 'missed 2', 'missed 3']) {
      missed.push((await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text })).json().message);
    }
    const again = await signIn(b.token, first.id);
    const got = await again.messageCount(3);
    expect(got.map((m) => [m.id, m.text])).toEqual(missed.map((m) => [m.id, m.text]));
    // Live messages follow the replay.
    await postAs(t.app, a.token, `/api/chat/conversations/${id}/messages`, { text: 'live' });
    expect((await again.messageCount(4)).map((m) => m.text)).toEqual(['missed 1', 'missed 2', 'missed 3', 'live']);
  });

  it('answers refused sends with an error frame carrying the client_id, and a block with blocked', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const [sa, sb] = [await signIn(a.token), await signIn(b.token)];
    sa.send({ type: 'send', conversation_id: id, text: 'x'.repeat(2001), client_id: 'long' });
    expect(await sa.next((f) => f.type === 'error')).toMatchObject({ code: 'invalid_input', client_id: 'long' });
    sa.send({ type: 'send', conversation_id: 99_999_999, text: 'hello', client_id: 'nowhere' });
    expect(await sa.next((f) => f.type === 'error' && f.client_id === 'nowhere')).toMatchObject({
      code: 'conversation_not_found',
    });
    sa.send({ type: 'nonsense' });
    expect(await sa.next((f) => f.type === 'error' && f.client_id === undefined)).toMatchObject({ code: 'invalid_input' });
    await resetLimit(a.userId);
    await postAs(t.app, b.token, '/api/block', { user_id: a.userId });
    expect(await sa.next((f) => f.type === 'blocked')).toEqual({ type: 'blocked', user_id: b.userId });
    expect(await sb.next((f) => f.type === 'blocked')).toEqual({ type: 'blocked', user_id: a.userId });
    sa.send({ type: 'send', conversation_id: id, text: 'still there?', client_id: 'after' });
    expect(await sa.next((f) => f.type === 'error' && f.client_id === 'after')).toMatchObject({ code: 'chat_blocked' });
    expect(sb.messages()).toEqual([]);
  });

  it('delivers 1,000 messages between two connected members (latency p50/p95)', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const [sa, sb] = [await signIn(a.token), await signIn(b.token)];
    const latencies: number[] = [];
    for (let i = 0; i < 1000; i++) {
      if (i % 25 === 0) await resetLimit(a.userId);
      const from = sb.frames.length;
      const started = performance.now();
      sa.send({ type: 'send', conversation_id: id, text: `latency ${i}` });
      await sb.next((f) => isMessage(f) && f.message.text === `latency ${i}`, from);
      latencies.push(performance.now() - started);
    }
    latencies.sort((x, y) => x - y);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    process.stdout.write(
      `chat delivery latency on ${engine} over 1000 messages: p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms\n`,
    );
    expect(sb.messages()).toHaveLength(1000);
    expect(at(0.95)).toBeLessThan(250);
  }, 60_000);
});
