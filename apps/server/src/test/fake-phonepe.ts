import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An order as the fake gateway holds it. */
export interface FakePhonePeOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  redirectUrl: string;
  expireAfter: number;
  attempt?: { paymentMode: string; transactionId: string; amount: number; state: string; errorCode?: string };
}

export interface FakePhonePe {
  /** The token URL and API base to configure (PHONEPE_OAUTH_URL, PHONEPE_API_URL). */
  oauthUrl: string;
  apiUrl: string;
  /** The environment that points a test app at this gateway. */
  env: Record<string, string>;
  calls: { oauth: number; pay: number; status: number; unauthorized: number };
  /** Every token request's form fields and every authorised call's Authorization header. */
  tokenRequests: URLSearchParams[];
  authorizations: string[];
  payBodies: unknown[];
  orders: Map<string, FakePhonePeOrder>;
  /** Lifetime of new tokens, in seconds. */
  tokenLifetimeSeconds: number;
  /** Delay before answering pay and status calls, in ms (a slow gateway). */
  delayMs: number;
  /** HTTP status pay and status calls answer with instead of working (a broken gateway). */
  failWith: number | undefined;
  /** Makes every token issued so far invalid: the next call with one gets a 401. */
  revokeTokens(): void;
  /** The payer pays: the order becomes COMPLETED, for `amount` (the order's unless told). */
  complete(merchantOrderId: string, options?: { amount?: number; paymentMode?: string }): void;
  /** The order fails: after a declined attempt, or with `attempt: false` without any (the payer never paid). */
  fail(merchantOrderId: string, options?: { attempt?: boolean }): void;
  close(): Promise<void>;
}

export const WEBHOOK_USERNAME = 'inai-webhook';
export const WEBHOOK_PASSWORD = 'a-long-webhook-password';
export const CLIENT_SECRET = 'test-client-secret-do-not-log';

/**
 * A small stand-in for PhonePe Standard Checkout v2 (the protocol facts of
 * docs/decisions/0012): OAuth client credentials, pay and order status, on 127.0.0.1 and a free
 * port. Tests steer it (complete, fail, revoke tokens, slow down) and count its calls.
 */
export async function startFakePhonePe(): Promise<FakePhonePe> {
  let tokenCounter = 0;
  let orderCounter = 0;
  const valid = new Set<string>();
  const fake: Omit<FakePhonePe, 'oauthUrl' | 'apiUrl' | 'env' | 'close'> = {
    calls: { oauth: 0, pay: 0, status: 0, unauthorized: 0 },
    tokenRequests: [],
    authorizations: [],
    payBodies: [],
    orders: new Map(),
    tokenLifetimeSeconds: 3600,
    delayMs: 0,
    failWith: undefined,
    revokeTokens: () => valid.clear(),
    complete(merchantOrderId, options = {}) {
      const order = fake.orders.get(merchantOrderId)!;
      order.state = 'COMPLETED';
      order.attempt = {
        paymentMode: options.paymentMode ?? 'UPI_INTENT',
        transactionId: `OM${Date.now()}${++orderCounter}`,
        amount: options.amount ?? order.amount,
        state: 'COMPLETED',
      };
    },
    fail(merchantOrderId, options = {}) {
      const order = fake.orders.get(merchantOrderId)!;
      order.state = 'FAILED';
      if (options.attempt === false) return;
      order.attempt = {
        paymentMode: 'CARD',
        transactionId: `OM${Date.now()}${++orderCounter}`,
        amount: order.amount,
        state: 'FAILED',
        errorCode: 'PAYMENT_DECLINED',
      };
    },
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/identity/v1/oauth/token') {
        fake.calls.oauth += 1;
        const form = new URLSearchParams(raw);
        fake.tokenRequests.push(form);
        if (
          req.headers['content-type'] !== 'application/x-www-form-urlencoded' ||
          form.get('client_secret') !== CLIENT_SECRET ||
          form.get('grant_type') !== 'client_credentials'
        ) {
          return send(res, 401, { code: 'INVALID_CLIENT' });
        }
        const token = `tok-${++tokenCounter}`;
        valid.add(token);
        const now = Math.floor(Date.now() / 1000);
        return send(res, 200, {
          access_token: token,
          encrypted_access_token: token,
          expires_in: null,
          issued_at: now,
          expires_at: now + fake.tokenLifetimeSeconds,
          session_expires_at: now + fake.tokenLifetimeSeconds,
          token_type: 'O-Bearer',
        });
      }
      const answer = () => {
        const authorization = req.headers.authorization ?? '';
        fake.authorizations.push(authorization);
        const token = authorization.startsWith('O-Bearer ') ? authorization.slice(9) : '';
        if (!valid.has(token)) {
          fake.calls.unauthorized += 1;
          return send(res, 401, { code: 'UNAUTHORIZED' });
        }
        if (fake.failWith) return send(res, fake.failWith, { code: 'INTERNAL_SERVER_ERROR' });
        if (req.method === 'POST' && url.pathname === '/pg/checkout/v2/pay') {
          fake.calls.pay += 1;
          const body = JSON.parse(raw) as {
            merchantOrderId: string;
            amount: number;
            expireAfter: number;
            paymentFlow: { type: string; merchantUrls: { redirectUrl: string } };
          };
          fake.payBodies.push(body);
          if (body.paymentFlow?.type !== 'PG_CHECKOUT' || !body.paymentFlow.merchantUrls?.redirectUrl) {
            return send(res, 400, { code: 'BAD_REQUEST' });
          }
          const order: FakePhonePeOrder = {
            merchantOrderId: body.merchantOrderId,
            orderId: `OMO${++orderCounter}`,
            amount: body.amount,
            state: 'PENDING',
            redirectUrl: body.paymentFlow.merchantUrls.redirectUrl,
            expireAfter: body.expireAfter,
          };
          fake.orders.set(order.merchantOrderId, order);
          return send(res, 200, {
            orderId: order.orderId,
            state: 'PENDING',
            expireAt: Date.now() + body.expireAfter * 1000,
            redirectUrl: `http://127.0.0.1/checkout/${order.orderId}`,
          });
        }
        const status = /^\/pg\/checkout\/v2\/order\/([^/]+)\/status$/.exec(url.pathname);
        if (req.method === 'GET' && status) {
          fake.calls.status += 1;
          const order = fake.orders.get(decodeURIComponent(status[1]!));
          if (!order) return send(res, 404, { code: 'ORDER_NOT_FOUND', message: 'order not found' });
          return send(res, 200, {
            orderId: order.orderId,
            state: order.state,
            amount: order.amount,
            expireAt: Date.now() + 600_000,
            paymentDetails: order.attempt ? [{ ...order.attempt, timestamp: Date.now() }] : [],
          });
        }
        return send(res, 404, { code: 'NOT_FOUND' });
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oauthUrl = `${base}/identity/v1/oauth/token`;
  const apiUrl = `${base}/pg`;
  return Object.assign(fake, {
    oauthUrl,
    apiUrl,
    env: {
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_CLIENT_ID: 'TESTCLIENT',
      PHONEPE_CLIENT_SECRET: CLIENT_SECRET,
      PHONEPE_CLIENT_VERSION: '1',
      PHONEPE_OAUTH_URL: oauthUrl,
      PHONEPE_API_URL: apiUrl,
      PHONEPE_WEBHOOK_USERNAME: WEBHOOK_USERNAME,
      PHONEPE_WEBHOOK_PASSWORD: WEBHOOK_PASSWORD,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A port nothing listens on: a gateway that is down (connection refused). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
