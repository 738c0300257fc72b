import type { ChatServerFrame } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatPair, openChat } from '../../test/chat.js';
import { listeningChatApps } from '../../test/chat-sockets.js';
import { freshAddress, postAs, type Registered } from '../../test/members.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { createTestApp } from '../../test/test-app.js';
import { AFTER_BREAK_SPREAD_MS, CLOSE_LEAVING, CLOSE_SESSION_ENDED, RECHECK_EVERY_MS } from './chat.socket.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS = new URL(REDIS_URL);
const isMessage = (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: 'message' }> => f.type === 'message';

describe('chat across two instances on one PostgreSQL database with Redis', () => {
  /** The second instance reaches Redis through this line, which a test cuts (Redis itself is shared). */
  let line: TcpProxy;
  beforeAll(async () => {
    line = await startTcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
  });
  // Registered before the instances' hooks: after-hooks run last registered first, so the line
  // closes once both instances have.
  afterAll(() => line.close());
  const site = listeningChatApps(() => [REDIS_URL, `redis://127.0.0.1:${line.port}`]);
  const login = async (member: Registered) =>
    (
      await site.first.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.details.email, password: member.details.password },
        remoteAddress: freshAddress(),
      })
    ).json().token as string;

  it('delivers messages and seen marks between members connected to different instances, both ways', async () => {
    const { a, b } = await chatPair(site.first.app);
    const id = await openChat(site.first.app, a, b);
    const sa = await site.signIn(site.bases[0], a.token);
    const sb = await site.signIn(site.bases[1], b.token);
    sa.send({ type: 'send', conversation_id: id, text: 'from the first instance', client_id: 'one' });
    expect((await sb.next(isMessage)).message).toMatchObject({ sender_id: a.userId, text: 'from the first instance' });
    expect((await sa.next(isMessage)).message).toMatchObject({ client_id: 'one' });
    sb.send({ type: 'send', conversation_id: id, text: 'and back from the second' });
    const back = await sa.next((f) => isMessage(f) && f.message.sender_id === b.userId);
    expect(back).toMatchObject({ message: { text: 'and back from the second' } });
    sa.send({ type: 'seen', conversation_id: id, up_to: (back as Extract<ChatServerFrame, { type: 'message' }>).message.id });
    expect(await sb.next((f) => f.type === 'seen')).toMatchObject({ type: 'seen', conversation_id: id });
    // A REST send on the second instance reaches a socket on the first.
    await postAs(site.second.app, b.token, `/api/chat/conversations/${id}/messages`, { text: 'over REST' });
    expect(await sa.next((f) => isMessage(f) && f.message.text === 'over REST')).toBeTruthy();
  });

  it('closes a member’s sockets on the other instance when their session ends on this one', async () => {
    const { a } = await chatPair(site.first.app);
    const [phone, laptop, tablet] = [a.token, await login(a), await login(a)];
    const onSecond = await site.signIn(site.bases[1], phone);
    const laptopOnFirst = await site.signIn(site.bases[0], laptop);
    const tabletOnSecond = await site.signIn(site.bases[1], tablet);

    // Logged out through the first instance: the socket on the second closes.
    expect((await postAs(site.first.app, phone, '/api/logout')).statusCode).toBe(200);
    expect(await onSecond.closed()).toBe(CLOSE_SESSION_ENDED);

    // A password change through the second closes the other session's socket on the first, and
    // keeps the socket of the session that made it.
    const changed = await postAs(site.second.app, tablet, '/api/change-password', {
      current_password: a.details.password,
      new_password: 'Temple-bells-at-dawn-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await laptopOnFirst.closed()).toBe(CLOSE_SESSION_ENDED);
    const from = tabletOnSecond.frames.length;
    tabletOnSecond.send({ type: 'ping' });
    expect(await tabletOnSecond.next((f) => f.type === 'pong', from)).toEqual({ type: 'pong' });

    // A deletion request through the first closes the requesting session's socket on the second as leaving.
    const deleted = await postAs(site.first.app, tablet, '/api/account/delete', { password: 'Temple-bells-at-dawn-7' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await tabletOnSecond.closed()).toBe(CLOSE_LEAVING);
  });

  it('has the sockets of an instance whose subscription broke look at their sessions once it stands again', async () => {
    const { a } = await chatPair(site.first.app);
    const [phone, laptop] = [a.token, await login(a)];
    const onSecond = await site.signIn(site.bases[1], phone);
    const laptopOnSecond = await site.signIn(site.bases[1], laptop);
    const publisher = site.second.app.dependencies.redis!.client;

    await line.cut();
    try {
      await expect.poll(() => publisher.status, { timeout: 5000, interval: 25 }).not.toBe('ready');
      // Logged out through the first instance while the second hears nothing: the event is lost
      // for good (pub/sub keeps nothing for a subscriber that is away).
      expect((await postAs(site.first.app, phone, '/api/logout')).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(onSecond.closeCode).toBeUndefined();
    } finally {
      await line.restore();
    }
    // Once the subscription stands again, each socket looks: long before its own minute is up.
    const restoredAt = Date.now();
    expect(await onSecond.closed()).toBe(CLOSE_SESSION_ENDED);
    expect(Date.now() - restoredAt).toBeLessThan(RECHECK_EVERY_MS / 2);
    expect(onSecond.frames.at(-1)).toMatchObject({ type: 'error', code: 'auth_required' });
    // The other session still stands: its socket looked too, and stays. News flows again (once
    // every look after the break is over, only the news can close it).
    await new Promise((resolve) => setTimeout(resolve, AFTER_BREAK_SPREAD_MS + 200));
    expect(laptopOnSecond.closeCode).toBeUndefined();
    const from = laptopOnSecond.frames.length;
    laptopOnSecond.send({ type: 'ping' });
    expect(await laptopOnSecond.next((f) => f.type === 'pong', from)).toEqual({ type: 'pong' });
    expect((await postAs(site.first.app, laptop, '/api/logout')).statusCode).toBe(200);
    expect(await laptopOnSecond.closed()).toBe(CLOSE_SESSION_ENDED);
  });

  it('subscribes once Redis is back when it was away as the instance started, and its sockets look then', async () => {
    const late = await startTcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
    await late.cut();
    const third = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${late.port}`, DATABASE_URL: site.first.databaseUrl! },
    });
    try {
      const base = await third.app.listen({ port: 0, host: '127.0.0.1' });
      const { a, b } = await chatPair(site.first.app);
      const id = await openChat(site.first.app, a, b);
      const revoked = await login(b);
      const [onThird, revokedOnThird] = [await site.signIn(base, b.token), await site.signIn(base, revoked)];
      // Ended while the third instance cannot hear it.
      expect((await postAs(site.first.app, revoked, '/api/logout')).statusCode).toBe(200);
      await late.restore();
      expect(await revokedOnThird.closed()).toBe(CLOSE_SESSION_ENDED);
      // Subscribed now: a message stored through the first instance reaches the socket on the third.
      await vi.waitFor(
        async () => {
          await site.first.app.ctx.limiter.reset(`chat-send:${a.userId}`);
          const text = `are you there? ${Date.now()}`;
          await postAs(site.first.app, a.token, `/api/chat/conversations/${id}/messages`, { text });
          await onThird.next((f) => isMessage(f) && f.message.text === text, 0, 500);
        },
        { timeout: 5000, interval: 100 },
      );
    } finally {
      await third.close();
      await late.close();
    }
  });
});
