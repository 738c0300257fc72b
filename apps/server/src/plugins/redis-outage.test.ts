import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { CLOSE_SESSION_ENDED } from '../modules/chat/chat.socket.js';
import { ChatClient, chatPair, openChat } from '../test/chat.js';
import { freshAddress, postAs, verifiedMember } from '../test/members.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { tempDir } from '../test/test-app.js';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/** Polls until `check` holds (ioredis notices a cut line, and reconnects, on its own schedule). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('when Redis becomes unreachable and comes back', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let direct: Redis;
  const data = tempDir();
  const logLines: string[] = [];
  const logged = (text: string) => logLines.filter((line) => line.includes(text)).length;

  beforeAll(async () => {
    proxy = await startTcpProxy(REDIS.hostname, Number(REDIS.port || 6379));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: data.dir,
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      DEMO_DATA: '0',
      WEB_DIST_DIR: `${data.dir}/no-web-build`,
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(config, { logger: { level: 'info', stream } });
    direct = new Redis(REDIS.toString(), { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await app.close();
    await proxy.close();
    direct.disconnect();
    data.remove();
  });

  const redisStatus = () => app.dependencies.redis!.client.status;
  const forgot = (email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });
  const wrongLogin = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'not-the-password-1' },
      remoteAddress: freshAddress(),
    });

  it('keeps both limiters counting in memory, the site and chat up, logs the switch once, and returns to Redis', async () => {
    const { a, b } = await chatPair(app);
    const conversation = await openChat(app, a, b);
    const member = await verifiedMember(app);
    expect((await app.inject('/api/health')).json()).toMatchObject({ status: 'ok', redis: 'ok' });
    const socket = await ChatClient.signIn(await app.listen({ port: 0, host: '127.0.0.1' }), a.token);

    await proxy.cut();
    await until(() => redisStatus() !== 'ready', 'the cut to be noticed');

    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'unreachable' });

    // @fastify/rate-limit's store: forgot-password allows 5 per address in 15 minutes.
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) expect((await forgot(`nobody${i}@example.com`, ip)).statusCode).toBe(200);
    const refused = await forgot('nobody@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_resets' });

    // lib/rate-limiter.ts: 10 failed sign-ins to one account, then refused even from new addresses.
    for (let i = 0; i < 10; i++) expect((await wrongLogin(member.details.email)).statusCode).toBe(401);
    const locked = await wrongLogin(member.details.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_logins' });

    // Chat does not depend on the pub/sub to store and answer, and the server stays up.
    const sent = await postAs(app, a.token, `/api/chat/conversations/${conversation}/messages`, { text: 'while Redis is away' });
    expect(sent.statusCode, sent.body).toBe(201);
    // A logout still closes the member's socket on this instance: the hub delivers here without Redis.
    expect((await postAs(app, a.token, '/api/logout')).statusCode).toBe(200);
    await until(() => socket.closeCode !== undefined, 'the socket to close');
    expect(socket.closeCode).toBe(CLOSE_SESSION_ENDED);
    expect(logged('Redis is unreachable')).toBe(1);

    await proxy.restore();
    await until(() => redisStatus() === 'ready', 'the reconnection');
    expect((await app.inject('/api/health')).json()).toMatchObject({ redis: 'ok' });
    // Counting in Redis again: a new address's hit lands there.
    const back = freshAddress();
    expect((await forgot('someone@example.com', back)).statusCode).toBe(200);
    const keys = await direct.keys(`inai:rl:*${back}`);
    expect(keys).toHaveLength(1);
    await direct.del(...keys);
    expect(logged('Redis is reachable again')).toBe(1);
    const again = await postAs(app, b.token, `/api/chat/conversations/${conversation}/messages`, { text: 'and after' });
    expect(again.statusCode).toBe(201);
  });
});
