import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_SECRET, closedPort, startFakePhonePe, type FakePhonePe } from '../../test/fake-phonepe.js';
import { GatewayUnavailable, type PaymentProvider } from './payment-provider.js';
import { createPhonePeProvider, webhookAuthorizationMatches, webhookOrderId, type PhonePeOptions } from './phonepe.js';

let gateway: FakePhonePe;
beforeAll(async () => {
  gateway = await startFakePhonePe();
});
afterAll(async () => gateway.close());
beforeEach(() => {
  gateway.delayMs = 0;
  gateway.failWith = undefined;
  gateway.tokenLifetimeSeconds = 3600;
});

const options = (overrides: Partial<PhonePeOptions> = {}): PhonePeOptions => ({
  clientId: 'TESTCLIENT',
  clientSecret: CLIENT_SECRET,
  clientVersion: 1,
  oauthUrl: gateway.oauthUrl,
  apiUrl: gateway.apiUrl,
  ...overrides,
});
let counter = 0;
const checkout = (provider: PaymentProvider, orderId = `INAItest${Date.now()}${++counter}`) =>
  provider.createCheckout({
    orderId,
    amount: 499_900,
    message: 'Inai Matrimony Gold plan',
    returnUrl: `https://www.example.in/payment-status?orderId=${orderId}`,
    expireAfterSeconds: 1140,
  });

describe('the PhonePe adapter', () => {
  it('fetches a token with the client credentials as a form, then pays with it as O-Bearer', async () => {
    const before = { ...gateway.calls };
    const provider = createPhonePeProvider(options());
    const orderId = `INAIpay${++counter}`;
    const answer = await checkout(provider, orderId);
    expect(gateway.calls.oauth - before.oauth).toBe(1);
    const form = gateway.tokenRequests.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({
      client_id: 'TESTCLIENT',
      client_version: '1',
      client_secret: CLIENT_SECRET,
      grant_type: 'client_credentials',
    });
    expect(gateway.authorizations.at(-1)).toMatch(/^O-Bearer tok-\d+$/);
    expect(gateway.payBodies.at(-1)).toEqual({
      merchantOrderId: orderId,
      amount: 499_900,
      expireAfter: 1140,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: 'Inai Matrimony Gold plan',
        merchantUrls: { redirectUrl: `https://www.example.in/payment-status?orderId=${orderId}` },
      },
    });
    expect(answer).toEqual({
      redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1\/checkout\/OMO\d+$/),
      providerOrderId: expect.stringMatching(/^OMO/),
    });
  });

  it('keeps the token for later calls, and one fetch serves calls made together', async () => {
    const provider = createPhonePeProvider(options());
    const before = gateway.calls.oauth;
    await Promise.all([checkout(provider), checkout(provider), checkout(provider)]);
    await checkout(provider);
    expect(gateway.calls.oauth - before).toBe(1);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    let clock = Date.now();
    const provider = createPhonePeProvider(options({ now: () => clock }));
    const before = gateway.calls.oauth;
    await checkout(provider);
    clock += 3600_000 - 120_000; // two minutes before the end: still fresh
    await checkout(provider);
    expect(gateway.calls.oauth - before).toBe(1);
    clock += 90_000; // thirty seconds before the end: renewed first
    await checkout(provider);
    expect(gateway.calls.oauth - before).toBe(2);
  });

  it('on a 401 fetches a new token once and repeats the call once', async () => {
    const provider = createPhonePeProvider(options());
    const orderId = `INAI401${++counter}`;
    await checkout(provider, orderId);
    gateway.revokeTokens();
    const before = { ...gateway.calls };
    const status = await provider.orderStatus(orderId);
    expect(status.state).toBe('PENDING');
    expect(gateway.calls.oauth - before.oauth).toBe(1);
    expect(gateway.calls.unauthorized - before.unauthorized).toBe(1);
    expect(gateway.calls.status - before.status).toBe(1);
  });

  it('maps the status answer: state, the paying attempt’s amount, mode and transaction id', async () => {
    const provider = createPhonePeProvider(options());
    const orderId = `INAIstatus${++counter}`;
    await checkout(provider, orderId);
    expect(await provider.orderStatus(orderId)).toEqual({
      state: 'PENDING',
      amount: null,
      orderAmount: 499_900,
      paymentMode: null,
      transactionId: null,
      providerOrderId: expect.stringMatching(/^OMO/),
      errorCode: null,
    });
    gateway.complete(orderId, { amount: 100 });
    expect(await provider.orderStatus(orderId)).toMatchObject({
      state: 'COMPLETED',
      amount: 100,
      orderAmount: 499_900,
      paymentMode: 'UPI_INTENT',
      transactionId: expect.stringMatching(/^OM/),
    });
    const failing = `INAIfail${++counter}`;
    await checkout(provider, failing);
    gateway.fail(failing);
    expect(await provider.orderStatus(failing)).toMatchObject({
      state: 'FAILED',
      errorCode: 'PAYMENT_DECLINED',
      paymentMode: 'CARD',
    });
  });

  it('calls an order PhonePe does not know UNKNOWN_ORDER', async () => {
    const provider = createPhonePeProvider(options());
    expect((await provider.orderStatus('INAInever')).state).toBe('UNKNOWN_ORDER');
  });

  it('says the gateway is unavailable, nothing created, when the connection is refused', async () => {
    const port = await closedPort();
    const provider = createPhonePeProvider(
      options({ oauthUrl: `http://127.0.0.1:${port}/v1/oauth/token`, apiUrl: `http://127.0.0.1:${port}/pg` }),
    );
    const error = await checkout(provider).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect(error).toMatchObject({ nothingCreated: true, message: expect.stringContaining('ECONNREFUSED') });
  });

  it('gives up on a slow gateway after its time limit, not knowing whether the checkout exists', async () => {
    const provider = createPhonePeProvider(options({ timeoutMs: 150 }));
    await provider.orderStatus('INAIwarm'); // the token, fetched before the gateway slows down
    gateway.delayMs = 1000;
    const started = Date.now();
    const error = await checkout(provider).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect(error).toMatchObject({ nothingCreated: false, message: expect.stringContaining('within 150 ms') });
  });

  it('treats a 5xx as unavailable, and never puts the secret or a token in its error', async () => {
    const provider = createPhonePeProvider(options());
    gateway.failWith = 503;
    const error = (await checkout(provider).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect(error.message).toBe('PhonePe answered the payment request with HTTP 503');
    const refused = createPhonePeProvider(options({ clientSecret: 'wrong-secret' }));
    const denied = (await checkout(refused).catch((e: unknown) => e)) as Error;
    expect(denied.message).toContain('refused our client credentials');
    for (const e of [error, denied]) {
      const text = JSON.stringify({ message: e.message, stack: e.stack, cause: String(e.cause) });
      for (const secret of [CLIENT_SECRET, 'wrong-secret', 'tok-']) expect(text).not.toContain(secret);
    }
  });
});

describe("PhonePe's webhook credentials", () => {
  const expected = createHash('sha256').update('user:pass').digest('hex');

  it('accept exactly hex SHA256(username:password)', () => {
    expect(webhookAuthorizationMatches(expected, 'user', 'pass')).toBe(true);
    expect(webhookAuthorizationMatches(expected.toUpperCase(), 'user', 'pass')).toBe(true);
    expect(webhookAuthorizationMatches(` ${expected} `, 'user', 'pass')).toBe(true);
  });

  it('refuse anything else, and everything when no credentials are configured', () => {
    expect(webhookAuthorizationMatches(undefined, 'user', 'pass')).toBe(false);
    expect(webhookAuthorizationMatches('', 'user', 'pass')).toBe(false);
    expect(webhookAuthorizationMatches(expected.slice(0, -1), 'user', 'pass')).toBe(false);
    expect(webhookAuthorizationMatches(`${expected}0`, 'user', 'pass')).toBe(false);
    expect(webhookAuthorizationMatches('user:pass', 'user', 'pass')).toBe(false);
    expect(webhookAuthorizationMatches(expected, 'user', 'other')).toBe(false);
    expect(webhookAuthorizationMatches(expected, undefined, undefined)).toBe(false);
  });

  it('read the merchant order id from the payload, and nothing from a body without one', () => {
    expect(webhookOrderId({ event: 'checkout.order.completed', payload: { merchantOrderId: 'INAIx', state: 'COMPLETED' } })).toBe(
      'INAIx',
    );
    expect(webhookOrderId({ type: 'CHECKOUT_ORDER_COMPLETED', payload: { orderId: 'OMO1' } })).toBeUndefined();
    expect(webhookOrderId('junk')).toBeUndefined();
  });
});
