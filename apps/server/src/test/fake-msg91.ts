import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine } from '../db/engine.js';
import { createTestApp, type TestApp } from './test-app.js';

export const MSG91_AUTH_KEY = 'test-msg91-authkey-do-not-log';
export const MSG91_TEMPLATE_ID = '64f0c0ffee0ddba11f00d001';
/** The Tamil template the fake knows too: an operator registers one per language with DLT. */
export const MSG91_TEMPLATE_ID_TA = '64f0c0ffee0ddba11f00d0ta';

/** One message the fake accepted: the recipient as sent ('91' + ten digits), the code variable and the template. */
export interface FakeMsg91Message {
  mobiles: string;
  otp: string;
  template: string;
}

export interface FakeMsg91 {
  apiUrl: string;
  /** Messages accepted, in order. */
  accepted: FakeMsg91Message[];
  /** Every request's path and whether its key and body were right. */
  requests: { path: string; authorized: boolean }[];
  /** Milliseconds to wait before answering (a slow provider). */
  delayMs: number;
  /** Answer every request with this instead (a provider that errs): status and MSG91's body. */
  failWith: { status: number; body: unknown } | undefined;
  /** Close the listening socket, so that calls cannot connect (a provider that is down). */
  close(): Promise<void>;
}

/**
 * A small stand-in for MSG91's Flow API (docs/decisions/0048): `POST /api/v5/flow` checks the
 * `authkey` header, the template id (one of the two registered) and each recipient ('91' and ten digits, an `otp` variable of six
 * digits), and answers as MSG91 does: `{ type: 'success', message: <request id> }`, or
 * `{ type: 'error', message }` with 401 for a wrong key and 400 for a bad body.
 */
export async function startFakeMsg91(): Promise<FakeMsg91> {
  let requestCounter = 0;
  const fake: Omit<FakeMsg91, 'apiUrl' | 'close'> = { accepted: [], requests: [], delayMs: 0, failWith: undefined };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      setTimeout(() => {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        const authorized = req.headers.authkey === MSG91_AUTH_KEY;
        fake.requests.push({ path, authorized });
        if (fake.failWith) return send(res, fake.failWith.status, fake.failWith.body);
        if (req.method !== 'POST' || path !== '/api/v5/flow') return send(res, 404, { type: 'error', message: 'Not found' });
        if (!authorized) return send(res, 401, { type: 'error', message: 'Authentication failure' });
        let body: { template_id?: unknown; short_url?: unknown; recipients?: unknown };
        try {
          body = JSON.parse(raw);
        } catch {
          return send(res, 400, { type: 'error', message: 'Invalid JSON' });
        }
        const recipients = Array.isArray(body.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
        const wellFormed =
          (body.template_id === MSG91_TEMPLATE_ID || body.template_id === MSG91_TEMPLATE_ID_TA) &&
          body.short_url === '0' &&
          recipients.length > 0 &&
          recipients.every(
            (r) =>
              typeof r.mobiles === 'string' &&
              /^91[6-9]\d{9}$/.test(r.mobiles) &&
              typeof r.otp === 'string' &&
              /^\d{6}$/.test(r.otp),
          );
        if (!wellFormed) return send(res, 400, { type: 'error', message: 'Invalid template or recipients' });
        const template = String(body.template_id);
        for (const r of recipients) fake.accepted.push({ mobiles: String(r.mobiles), otp: String(r.otp), template });
        send(res, 200, { type: 'success', message: `3661${String(++requestCounter).padStart(20, '0')}` });
      }, fake.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    apiUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/**
 * A test app whose texts go to a fresh fake of MSG91, for the tests of texted codes: the app, the
 * fake (to read the codes it accepted) and a close for both.
 */
export async function appWithFakeMsg91(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; fake: FakeMsg91; close(): Promise<void> }> {
  const fake = await startFakeMsg91();
  const t = await createTestApp({
    engine,
    env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, MSG91_API_URL: fake.apiUrl, ...env },
  });
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
