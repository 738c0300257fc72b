import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { chatPair } from '../../test/chat.js';
import { ENGINES } from '../../test/databases.js';
import { addCoManager } from '../../test/family.js';
import { bearer } from '../../test/members.js';
import { freePort } from '../../test/server-process.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { turnCredential } from './ice-servers.js';

const SECRET = 'throwaway-turn-secret-for-tests';
const run = promisify(execFile);

/** Resolves once something accepts TCP connections on the port (coturn listens on TCP and UDP alike). */
async function listening(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`coturn did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// GET /api/calls/ice-servers (docs/api.md, "Calls"; docs/decisions/0077-calls-signalled-over-chat.md).
describe.each(ENGINES)('the ICE servers of a call on %s', (engine) => {
  let t: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      env: { TURN_URLS: 'turn:127.0.0.1:3478?transport=udp, turns:turn.example.in:5349', TURN_SECRET: SECRET, TURN_TTL_S: '600' },
    });
    bare = await createTestApp({ engine });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
    await bare.close();
  });
  const ice = (app: TestApp, token: string) =>
    app.app.inject({ method: 'GET', url: '/api/calls/ice-servers', headers: bearer(token) });

  it("answers coturn's REST credentials: expiry:member id, and the base64 HMAC-SHA1 of it under the secret", async () => {
    const { a } = await chatPair(t.app);
    const before = Math.floor(Date.now() / 1000);
    const r = await ice(t, a.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const body = r.json();
    expect(body).toMatchObject({ success: true, ttl: 600 });
    expect(body.iceServers).toHaveLength(1);
    const [server] = body.iceServers;
    expect(server.urls).toEqual(['turn:127.0.0.1:3478?transport=udp', 'turns:turn.example.in:5349']);
    const match = /^(\d+):(\d+)$/.exec(server.username);
    expect(match, server.username).not.toBeNull();
    const expiry = Number(match![1]);
    expect(Number(match![2])).toBe(a.userId);
    expect(expiry).toBeGreaterThanOrEqual(before + 600);
    expect(expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    // Computed here on its own, as coturn does.
    expect(server.credential).toBe(createHmac('sha1', SECRET).update(server.username).digest('base64'));
    expect(Buffer.from(server.credential, 'base64')).toHaveLength(20);
  });

  it('is for a member who may call: not without Platinum, not for a co-manager without chat', async () => {
    const { a, b } = await chatPair(t.app, [3, 0]);
    expect((await ice(t, b.token)).json()).toMatchObject({ code: 'call_requires_platinum' });
    expect((await ice(t, b.token)).statusCode).toBe(402);
    const uncle = await addCoManager(t.app, a, { relation: 'Uncle', permissions: { chat: false } });
    const refused = await ice(t, uncle.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'family_permission' });
    const aunt = await addCoManager(t.app, a, { relation: 'Aunt', permissions: { chat: true } });
    const allowed = (await ice(t, aunt.token)).json();
    // The credential names the profile: the relay counts the member's calls, whoever of the family makes them.
    expect(allowed.iceServers[0].username).toMatch(new RegExp(`:${a.userId}$`));
    expect((await t.app.inject({ method: 'GET', url: '/api/calls/ice-servers' })).statusCode).toBe(401);
  });

  it('answers no servers when no relay is configured: the browsers connect directly', async () => {
    const { a } = await chatPair(bare.app);
    const r = await ice(bare, a.token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: true, ttl: 0, iceServers: [] });
  });
});

// Debian's coturn, which .ci/run installs, as production runs it (docs/operations.md).
describe('the credentials against a real coturn (use-auth-secret) on loopback', () => {
  let turn: ChildProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    turn = spawn(
      'turnserver',
      [
        '-n',
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${port}`,
        '--use-auth-secret',
        `--static-auth-secret=${SECRET}`,
        '--realm=inai.test',
        '--no-tls',
        '--no-dtls',
        '--no-cli',
        '--allow-loopback-peers',
        '--min-port=49300',
        '--max-port=49400',
        '--log-file=stdout',
      ],
      { stdio: 'ignore' },
    );
    await listening(port);
  });
  afterAll(() => {
    turn?.kill();
  });
  /** Whether coturn grants a relay allocation to these credentials (turnutils_uclient exits 0). */
  const allocates = async (username: string, credential: string) => {
    const args = ['-y', '-n', '1', '-m', '1', '-l', '100', '-u', username, '-w', credential, '-p', String(port), '127.0.0.1'];
    return run('turnutils_uclient', args, { timeout: 15_000 }).then(
      () => true,
      () => false,
    );
  };

  it('coturn accepts our credential, and refuses a wrong or an expired one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const good = turnCredential(SECRET, 42, now + 600);
    expect(await allocates(good.username, good.credential)).toBe(true);
    expect(await allocates(good.username, turnCredential('another-secret-entirely', 42, now + 600).credential)).toBe(false);
    const expired = turnCredential(SECRET, 42, now - 60);
    expect(await allocates(expired.username, expired.credential)).toBe(false);
  }, 60_000);
});
