import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './test/test-app.js';

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

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
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
    let healthy = false;
    for (let i = 0; i < 100 && !healthy; i++) {
      await new Promise((r) => setTimeout(r, 200));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy).toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutting down');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
