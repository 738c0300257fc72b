import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const PATHS = ['/dev/mailbox', '/dev/mailbox/messages'];

describe.each(ENGINES)('development routes on %s', (engine) => {
  for (const trustProxy of ['0', '1']) {
    describe(`with TRUST_PROXY=${trustProxy}`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp({ engine, env: { TRUST_PROXY: trustProxy } });
      });
      afterAll(async () => t.close());

      const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: 'GET', url, remoteAddress, headers });

      it('answer callers on the loopback interface', async () => {
        for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
          for (const url of PATHS) expect((await get(url, address)).statusCode, `${url} from ${address}`).toBe(200);
        }
        // A proxy on this machine that names a caller on this machine.
        expect((await get('/dev/mailbox/messages', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
      });

      it('give any other caller the 404 of a route that does not exist', async () => {
        const missing = await get('/dev/no-such-page', '203.0.113.9');
        expect(missing.statusCode).toBe(404);
        const refusals = [
          ...['10.0.0.7', '203.0.113.9', '::ffff:10.0.0.7', '2001:db8::1', 'fe80::1'].flatMap((address) =>
            PATHS.map((url) => get(url, address)),
          ),
          // Through a proxy on this machine: the socket is loopback, the visitor is not.
          get('/dev/mailbox', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
          get('/dev/mailbox', '::1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }),
          get('/dev/mailbox', '127.0.0.1', { 'x-real-ip': '2001:db8::1' }),
          get('/dev/mailbox', '127.0.0.1', { forwarded: 'for=127.0.0.1' }),
          // A forwarded loopback address from elsewhere is not a local caller.
          get('/dev/mailbox', '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }),
        ];
        for (const response of await Promise.all(refusals)) {
          expect(response.statusCode).toBe(404);
          expect(response.headers['content-type']).toBe(missing.headers['content-type']);
          expect(response.json()).toEqual(missing.json());
        }
        expect(missing.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
      });
    });
  }
});

/** The server's own log lines, parsed. */
function captureLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { stream, lines };
}

describe('the start-up warning about a development server on every interface', () => {
  const warningsFor = async (env: Record<string, string>) => {
    const log = captureLog();
    const t = await createTestApp({
      env: { LOG_LEVEL: 'info', ALLOW_SANDBOX_PAYMENTS: '1', ALLOW_DEV_OUTBOX: '1', ...env },
      logStream: log.stream,
    });
    await t.close();
    return log.lines().filter((line) => line.level === 40 && line.msg.includes('every network interface'));
  };

  it('is logged when NODE_ENV is not production and HOST is 0.0.0.0 or ::', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'development', HOST: '0.0.0.0' },
      { NODE_ENV: 'development', HOST: '::' },
      { NODE_ENV: 'test', HOST: '0.0.0.0' },
      { NODE_ENV: 'development' },
    ];
    for (const env of envs) {
      const warnings = await warningsFor(env);
      expect(warnings, JSON.stringify(env)).toHaveLength(1);
      expect(warnings[0]!.msg).toContain(`HOST=${env.HOST ?? '0.0.0.0'}`);
      expect(warnings[0]!.msg).toContain('HOST=127.0.0.1');
    }
  });

  it('is not logged for a server on the loopback interface, nor in production', async () => {
    expect(await warningsFor({ NODE_ENV: 'development', HOST: '127.0.0.1' })).toEqual([]);
    expect(await warningsFor({ NODE_ENV: 'development', HOST: '::1' })).toEqual([]);
    expect(await warningsFor({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toEqual([]);
  });
});
