import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { chatPath } from '@inai/shared';
import { acceptInterest } from './chat-helpers';
import { expect } from './fixtures';
import { bride, groom, type Member } from './interest-helpers';

/**
 * Calls in the browser (docs/decisions/0077-calls-signalled-over-chat.md) need a microphone and a
 * camera: Chromium's fake ones, which paint a moving picture and play a tone, and say yes to the
 * permission prompt. These specs launch their own Chromium with them.
 */
export const FAKE_MEDIA_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    // The tone and the remote video play without a click of their own.
    '--autoplay-policy=no-user-gesture-required',
  ],
};

/** Two Platinum members whose interest is accepted: they may call each other. */
export async function callingPair(request: APIRequestContext, names: [string, string]): Promise<[Member, Member]> {
  const caller = await groom(request, names[0], 'Platinum');
  const callee = await bride(request, names[1], 'North', 'Platinum');
  await acceptInterest(request, caller, callee);
  return [caller, callee];
}

/** A second person's browser (own cookies, own client address), in `locale`, on `baseURL` if given. */
export async function secondPerson(browser: Browser, locale = 'en-IN', baseURL?: string): Promise<BrowserContext> {
  const [a, b, c] = randomBytes(3);
  return browser.newContext({
    locale,
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'block',
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `10.${a}.${b}.${(c! % 250) + 1}` },
  });
}

export const callScreen = (page: Page) => page.getByTestId('call-screen');

/** Opens the conversation and presses a call button, then "Call now" after the explanation. */
export async function startCall(page: Page, other: Member, media: 'audio' | 'video', names = { button: '', start: 'Call now' }) {
  await page.goto(chatPath(other.id));
  await page.getByTestId(`call-${media}`).click();
  await expect(page.getByTestId('call-explain')).toBeVisible();
  if (names.start) await page.getByRole('button', { name: names.start }).click();
}

/** Waits for the call to be live on the page. */
export async function live(page: Page) {
  await expect(callScreen(page)).toHaveAttribute('data-phase', 'live', { timeout: 20_000 });
}

/** The other side's picture moves: the remote <video> has decoded frames. */
export async function seesVideo(page: Page) {
  await expect
    .poll(() => page.getByTestId('call-remote-video').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

/** Lets the page's RTCPeerConnections be looked at (the call keeps its own out of reach). */
export async function watchPeerConnections(page: Page) {
  await page.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = made;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** The policy and the type of the local candidate of the pair the page's latest connection uses. */
export async function selectedPath(page: Page): Promise<{ policy: string | undefined; localType: string | undefined }> {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.at(-1)!;
    const stats = await pc.getStats();
    let localId: string | undefined;
    stats.forEach((r: { type: string; state?: string; nominated?: boolean; localCandidateId?: string }) => {
      if (r.type === 'candidate-pair' && r.state === 'succeeded' && r.nominated) localId = r.localCandidateId;
    });
    const local = localId ? (stats.get(localId) as { candidateType?: string } | undefined) : undefined;
    return { policy: pc.getConfiguration().iceTransportPolicy, localType: local?.candidateType };
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function until(check: () => Promise<boolean>, what: string, process: ChildProcess, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${what} stopped with code ${process.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${ms / 1000} s`);
}

async function stopped(process: ChildProcess): Promise<void> {
  if (process.exitCode !== null || process.signalCode !== null) return;
  const exit = new Promise((resolve) => process.once('exit', resolve));
  process.kill('SIGTERM');
  await exit;
}

export interface RelayedSite {
  baseURL: string;
  /** Gives a member of this site a plan, as the tests' own server's grantPlan does. */
  grantPlatinum(memberId: number): void;
  stop(): Promise<void>;
}

/**
 * coturn on loopback with a throwaway secret, and a server of the app of its own pointed at it
 * (TURN_URLS, TURN_SECRET), on a database of its own: the relay-only call goes through it.
 */
export async function siteWithRelay(): Promise<RelayedSite> {
  const secret = randomBytes(24).toString('hex');
  const turnPort = await freePort();
  const turn = spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${turnPort}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=inai.test',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--allow-loopback-peers',
      '--min-port=49500',
      '--max-port=49600',
      '--log-file=stdout',
    ],
    { stdio: 'ignore' },
  );
  await until(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(turnPort, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
    'turnserver',
    turn,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inai-e2e-relay-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      TRUST_PROXY: '1',
      PUBLIC_FIGURES_FLOOR: '1000000000',
      TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
      TURN_SECRET: secret,
    },
  });
  await until(async () => (await fetch(`${baseURL}/api/health`)).ok, 'the relayed site', server);
  return {
    baseURL,
    grantPlatinum(memberId) {
      const db = new Database(path.join(dataDir, 'matrimony.sqlite'));
      try {
        db.pragma('busy_timeout = 5000');
        const now = new Date();
        db.prepare(
          `insert into member_plans (user_id, plan_id, plan_price, status, starts_at, expires_at, created_at)
           values (?, 3, 999900, 'Approved', ?, ?, ?)`,
        ).run(memberId, now.toISOString(), new Date(now.getTime() + 30 * 86_400_000).toISOString(), now.toISOString());
      } finally {
        db.close();
      }
    },
    async stop() {
      await stopped(server);
      await stopped(turn);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
