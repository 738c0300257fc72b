import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beat } from '../../lib/processes/processes.repository.js';
import { ENGINES } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('GET /api/health on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  it('answers 200 while the database answers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not_configured', mail: 'ok', sms: 'ok' });
  });

  it('answers 503 once the database is gone, without internals', async () => {
    await t.app.ctx.db.destroy();
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'service_unavailable',
      status: 'error',
      database: 'unreachable',
      redis: 'not_configured',
      mail: 'unknown',
      sms: 'unknown',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
  });
});

describe('GET /api/health on a web instance with JOBS=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS: 'off' } });
  });
  afterAll(async () => t.close());

  it('says no worker is alive, still answering 200, until one beats', async () => {
    const alone = await t.app.inject('/api/health');
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ status: 'ok', workers: 'none_alive' });
    await beat(t.app.ctx.db, { id: 'w', role: 'worker', host: 'h', pid: 1 }, new Date(), new Date());
    const served = await t.app.inject('/api/health');
    expect(served.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not_configured', mail: 'ok', sms: 'ok' });
  });
});
