import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOf } from '../lib/redis-names.js';
import { REDIS_URL } from '../test/cluster/cluster.js';
import { freshAddress } from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Two sites, each on its own PostgreSQL database, sharing one Redis (decision 0034). */
describe('two sites sharing one Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let direct: Redis;
  beforeAll(async () => {
    one = await createTestApp({ engine: 'postgres', env: { REDIS_URL } });
    two = await createTestApp({ engine: 'postgres', env: { REDIS_URL } });
    direct = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    direct.disconnect();
  });

  const site = (t: TestApp) => siteOf(t.databaseUrl);
  const forgot = (t: TestApp, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'someone@example.com' }, remoteAddress: ip });
  const wrongLogin = (t: TestApp, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'not-the-password-1' },
      remoteAddress: freshAddress(),
    });

  it('count their rate limits apart, under keys named after each site', async () => {
    // @fastify/rate-limit's store: forgot-password allows 5 per address in 15 minutes.
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) expect((await forgot(one, ip)).statusCode).toBe(200);
    expect((await forgot(one, ip)).json()).toMatchObject({ code: 'too_many_resets' });
    expect((await forgot(two, ip)).statusCode).toBe(200);
    expect(await direct.keys(`inai:${site(one)}:rl:*${ip}`)).toHaveLength(1);
    expect(await direct.keys(`inai:${site(two)}:rl:*${ip}`)).toHaveLength(1);
    expect(await direct.keys(`inai:rl:*${ip}`)).toHaveLength(0);

    // lib/rate-limiter.ts: 10 failed sign-ins to one e-mail lock it on that site only.
    const email = `shared-${ip.replaceAll('.', '-')}@example.com`;
    for (let i = 0; i < 10; i++) expect((await wrongLogin(one, email)).statusCode).toBe(401);
    expect((await wrongLogin(one, email)).json()).toMatchObject({ code: 'too_many_logins' });
    expect((await wrongLogin(two, email)).statusCode).toBe(401);
    expect(await direct.keys(`inai:${site(one)}:limit:login-failures:${email}`)).toHaveLength(1);
  });
});
