import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createTestApp, tempDir } from './test/test-app.js';
import { freePort } from './test/server-process.js';

const serverDir = path.resolve(import.meta.dirname, '..');
const data = tempDir();
afterAll(() => data.remove());

/** Runs the process entry (through tsx, as `npm run dev` does) with the given environment. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: data.dir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('stops at start-up with a message naming a bad variable', async () => {
    const run = start({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration:');
    expect(run.output()).toContain('PORT: must be a number');
    expect(run.output()).toContain('DATABASE_URL: must be a URL starting with postgres://');
  });

  it('migrates, listens, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = start({ PORT: String(port), HOST: '127.0.0.1' });
    expect(await healthy(port)).toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('refuses to start in production without SMTP_URL and SMS_PROVIDER=msg91, naming both', async () => {
    const run = start({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration:');
    expect(run.output()).toContain('SMTP_URL: is required in production');
    expect(run.output()).toContain('SMS_PROVIDER: must be msg91 in production');
    expect(run.output()).toContain('ALLOW_DEV_OUTBOX=1');
  });

  it('starts in production with ALLOW_DEV_OUTBOX=1, warning what it keeps unsent and where', async () => {
    const port = await freePort();
    const run = start({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
      ALLOW_DEV_OUTBOX: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    expect(await healthy(port)).toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    const warnings = run
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40 && line.msg.startsWith('ALLOW_DEV_OUTBOX=1'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain(`every mail (codes and reset links included) in ${path.join(data.dir, 'outbox')}`);
    expect(warnings[0]!.msg).toContain(`every text message (one-time codes) in ${path.join(data.dir, 'sms-outbox')}`);
    expect(run.output()).toContain('mail: dev outbox (files only), text messages: dev outbox (files only)');
  });
});

describe('the production server that sends for real', () => {
  it('warns of no outbox, whether or not ALLOW_DEV_OUTBOX is set', async () => {
    for (const flag of [{}, { ALLOW_DEV_OUTBOX: '1' }] as Record<string, string>[]) {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      });
      const t = await createTestApp({
        env: {
          NODE_ENV: 'production',
          ALLOW_SANDBOX_PAYMENTS: '1',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          // Nothing is sent at start: neither is contacted.
          SMTP_URL: 'smtp://127.0.0.1:9',
          SMS_PROVIDER: 'msg91',
          MSG91_AUTH_KEY: 'k3y',
          MSG91_TEMPLATE_ID: '64f0c0ffee0ddba11f00d001',
          ...flag,
        },
        logStream: stream,
      });
      await t.close();
      const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.filter((msg) => msg.includes('ALLOW_DEV_OUTBOX') || msg.includes('outbox'))).toEqual([]);
    }
  });
});

/** Whether the server on `port` answers its health check within 20 s. */
async function healthy(port: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
  }
  return false;
}
