import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/fake-phonepe.js';
import {
  MSG91_AUTH_KEY,
  MSG91_TEMPLATE_ID,
  MSG91_TEMPLATE_ID_TA,
  startFakeMsg91,
  type FakeMsg91,
} from '../../test/fake-msg91.js';
import { createMsg91Provider } from './msg91.js';
import { SmsFailure } from './sms.js';

/** The failure a call ends in, or undefined when it succeeds. */
async function failureOf(promise: Promise<unknown>): Promise<SmsFailure | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(SmsFailure);
    return error as SmsFailure;
  }
}

describe('MSG91 over plain HTTP, against a fake of its Flow API', () => {
  let fake: FakeMsg91;
  beforeAll(async () => {
    fake = await startFakeMsg91();
  });
  afterAll(async () => fake.close());
  const provider = (overrides: { authKey?: string; timeoutMs?: number; apiUrl?: string; tamilTemplateId?: string } = {}) =>
    createMsg91Provider({ authKey: MSG91_AUTH_KEY, templateId: MSG91_TEMPLATE_ID, apiUrl: fake.apiUrl, ...overrides });

  it('sends the code to 91 and the ten digits with the authkey header and the DLT template', async () => {
    await provider().send({ to: '9876543210', code: '042917', locale: 'en' });
    expect(fake.accepted.at(-1)).toEqual({ mobiles: '919876543210', otp: '042917', template: MSG91_TEMPLATE_ID });
    expect(fake.requests.at(-1)).toEqual({ path: '/api/v5/flow', authorized: true });
  });

  it("sends a Tamil member's code with the Tamil template when one is registered, else with the English", async () => {
    await provider({ tamilTemplateId: MSG91_TEMPLATE_ID_TA }).send({ to: '9876543210', code: '100001', locale: 'ta' });
    expect(fake.accepted.at(-1)).toEqual({ mobiles: '919876543210', otp: '100001', template: MSG91_TEMPLATE_ID_TA });
    await provider({ tamilTemplateId: MSG91_TEMPLATE_ID_TA }).send({ to: '9876543210', code: '100002', locale: 'en' });
    expect(fake.accepted.at(-1)).toEqual({ mobiles: '919876543210', otp: '100002', template: MSG91_TEMPLATE_ID });
    await provider().send({ to: '9876543210', code: '100003', locale: 'ta' });
    expect(fake.accepted.at(-1)).toEqual({ mobiles: '919876543210', otp: '100003', template: MSG91_TEMPLATE_ID });
  });

  it('calls a refused key permanent, and never sends to a number that is not an Indian mobile', async () => {
    expect(
      await failureOf(provider({ authKey: 'wrong' }).send({ to: '9876543210', code: '111111', locale: 'en' })),
    ).toMatchObject({
      permanent: true,
      message: 'MSG91 answered 401: Authentication failure',
    });
    const before = fake.requests.length;
    expect(await failureOf(provider().send({ to: '1234567890', code: '111111', locale: 'en' }))).toMatchObject({
      permanent: true,
    });
    expect(fake.requests).toHaveLength(before);
  });

  it('reads the body: an error answered with 200 is a failure, a 5xx or 429 may pass', async () => {
    fake.failWith = { status: 200, body: { type: 'error', message: 'Template not approved' } };
    expect(await failureOf(provider().send({ to: '9876543210', code: '222222', locale: 'en' }))).toMatchObject({
      permanent: true,
    });
    fake.failWith = { status: 503, body: { type: 'error', message: 'Service unavailable' } };
    expect(await failureOf(provider().send({ to: '9876543210', code: '222222', locale: 'en' }))).toMatchObject({
      permanent: false,
    });
    fake.failWith = { status: 429, body: { type: 'error', message: 'Too many requests' } };
    expect(await failureOf(provider().send({ to: '9876543210', code: '222222', locale: 'en' }))).toMatchObject({
      permanent: false,
    });
    fake.failWith = undefined;
  });

  it('gives up on a slow provider after its timeout, and on one that is down, as failures that may pass', async () => {
    fake.delayMs = 400;
    const started = Date.now();
    expect(await failureOf(provider({ timeoutMs: 100 }).send({ to: '9876543210', code: '333333', locale: 'en' }))).toMatchObject({
      permanent: false,
      message: 'MSG91 did not answer within 100 ms',
    });
    expect(Date.now() - started).toBeLessThan(350);
    fake.delayMs = 0;
    const down = `http://127.0.0.1:${await closedPort()}`;
    expect(await failureOf(provider({ apiUrl: down }).send({ to: '9876543210', code: '333333', locale: 'en' }))).toMatchObject({
      permanent: false,
      message: 'MSG91 could not be reached',
    });
  });
});
