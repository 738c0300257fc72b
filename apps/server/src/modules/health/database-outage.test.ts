import { Writable } from 'node:stream';
import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createPostgresDatabase, PG_ADMIN_URL, type TestPostgres } from '../../test/databases.js';
import { freshAddress, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { tempDir } from '../../test/test-app.js';

const unavailable = (locale: 'en' | 'ta') => ({
  success: false,
  code: 'service_unavailable',
  message: translatorFor(locale)('generic.serviceUnavailable'),
});

describe('when PostgreSQL becomes unreachable and comes back', () => {
  let postgres: TestPostgres;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let member: Registered;
  const data = tempDir();
  const logLines: string[] = [];
  const logged = (text: string) => logLines.filter((line) => line.includes(text)).length;

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    const admin = new URL(PG_ADMIN_URL);
    proxy = await startTcpProxy(admin.hostname, Number(admin.port || 5432));
    const url = new URL(postgres.url);
    url.port = String(proxy.port);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: data.dir,
      DATABASE_URL: url.toString(),
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
    member = await memberWithProfile(app, {
      name: 'Karthik',
      gender: 'Male',
      dob: addDays(latestBirthDate(todayInIndia(), 27), -10),
    });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await app.close();
    await proxy.close();
    await postgres.drop();
    data.remove();
  });

  const login = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      remoteAddress: freshAddress(),
      payload: { email: member.details.email, password: member.details.password },
    });
  // Needs the database: the session is looked up there.
  const profile = () => postAs(app, member.token, '/api/getLoggedInUserProfile', {});
  const visitorSearch = () =>
    app.inject({ method: 'POST', url: '/api/search', payload: { gender: 'Female', age: '18 to 30', religion: 'Any' } });

  it('answers 503 with our message (never 500) while it is away, logs the outage once, and recovers by itself', async () => {
    expect((await app.inject('/api/health')).json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'not_configured' });
    expect((await profile()).statusCode).toBe(200);

    await proxy.cut();

    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      ...unavailable('en'),
      status: 'error',
      database: 'unreachable',
      redis: 'not_configured',
      mail: 'unknown',
      sms: 'unknown',
    });
    const refused = await login();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(unavailable('en'));
    expect((await login({ 'accept-language': 'ta' })).json()).toEqual(unavailable('ta'));
    const mine = await profile();
    expect(mine.statusCode).toBe(503);
    expect(mine.json()).toEqual(unavailable('en'));
    // Search is answered from the in-memory index (and a member's from the searchers kept
    // briefly, docs/decisions/0018): it keeps working.
    expect((await visitorSearch()).statusCode).toBe(200);
    expect(logged('the database is unreachable')).toBe(1);
    expect(logged('request failed')).toBe(0);

    await proxy.restore();

    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
    expect(logged('the database is reachable again')).toBe(1);

    // A second outage is logged again: once per outage.
    await proxy.cut();
    expect((await login()).statusCode).toBe(503);
    await proxy.restore();
    expect((await login()).statusCode).toBe(200);
    expect(logged('the database is unreachable')).toBe(2);
  });
});
