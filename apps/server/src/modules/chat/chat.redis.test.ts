import type { ChatServerFrame } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ChatClient, chatPair, openChat } from '../../test/chat.js';
import { freshAddress, postAs, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CLOSE_LEAVING, CLOSE_SESSION_ENDED } from './chat.socket.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const isMessage = (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: 'message' }> => f.type === 'message';

describe('chat across two instances on one PostgreSQL database with Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let bases: [string, string];
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    first = await createTestApp({ engine: 'postgres', env: { REDIS_URL } });
    second = await createTestApp({ env: { REDIS_URL, DATABASE_URL: first.databaseUrl! } });
    bases = [await first.app.listen({ port: 0, host: '127.0.0.1' }), await second.app.listen({ port: 0, host: '127.0.0.1' })];
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await backgroundSettled();
    await second.close();
    await first.close();
  });

  const signIn = async (base: string, token: string) => {
    const client = await ChatClient.signIn(base, token);
    clients.push(client);
    return client;
  };

  it('delivers messages and seen marks between members connected to different instances, both ways', async () => {
    const { a, b } = await chatPair(first.app);
    const id = await openChat(first.app, a, b);
    const sa = await signIn(bases[0], a.token);
    const sb = await signIn(bases[1], b.token);
    sa.send({ type: 'send', conversation_id: id, text: 'from the first instance', client_id: 'one' });
    expect((await sb.next(isMessage)).message).toMatchObject({ sender_id: a.userId, text: 'from the first instance' });
    expect((await sa.next(isMessage)).message).toMatchObject({ client_id: 'one' });
    sb.send({ type: 'send', conversation_id: id, text: 'and back from the second' });
    const back = await sa.next((f) => isMessage(f) && f.message.sender_id === b.userId);
    expect(back).toMatchObject({ message: { text: 'and back from the second' } });
    sa.send({ type: 'seen', conversation_id: id, up_to: (back as Extract<ChatServerFrame, { type: 'message' }>).message.id });
    expect(await sb.next((f) => f.type === 'seen')).toMatchObject({ type: 'seen', conversation_id: id });
    // A REST send on the second instance reaches a socket on the first.
    await postAs(second.app, b.token, `/api/chat/conversations/${id}/messages`, { text: 'over REST' });
    expect(await sa.next((f) => isMessage(f) && f.message.text === 'over REST')).toBeTruthy();
  });

  it('closes a member’s sockets on the other instance when their session ends on this one', async () => {
    const { a } = await chatPair(first.app);
    const login = async (member: Registered) =>
      (
        await first.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: member.details.email, password: member.details.password },
          remoteAddress: freshAddress(),
        })
      ).json().token as string;
    const closeOf = async (client: ChatClient) => {
      await expect.poll(() => client.closeCode, { timeout: 5000, interval: 10 }).toBeDefined();
      return client.closeCode;
    };
    const [phone, laptop, tablet] = [a.token, await login(a), await login(a)];
    const onSecond = await signIn(bases[1], phone);
    const laptopOnFirst = await signIn(bases[0], laptop);
    const tabletOnSecond = await signIn(bases[1], tablet);

    // Logged out through the first instance: the socket on the second closes.
    expect((await postAs(first.app, phone, '/api/logout')).statusCode).toBe(200);
    expect(await closeOf(onSecond)).toBe(CLOSE_SESSION_ENDED);

    // A password change through the second closes the other session's socket on the first, and
    // keeps the socket of the session that made it.
    const changed = await postAs(second.app, tablet, '/api/change-password', {
      current_password: a.details.password,
      new_password: 'Temple-bells-at-dawn-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await closeOf(laptopOnFirst)).toBe(CLOSE_SESSION_ENDED);
    const from = tabletOnSecond.frames.length;
    tabletOnSecond.send({ type: 'ping' });
    expect(await tabletOnSecond.next((f) => f.type === 'pong', from)).toEqual({ type: 'pong' });

    // A deletion request through the first closes the requesting session's socket on the second as leaving.
    const deleted = await postAs(first.app, tablet, '/api/account/delete', { password: 'Temple-bells-at-dawn-7' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await closeOf(tabletOnSecond)).toBe(CLOSE_LEAVING);
  });
});
