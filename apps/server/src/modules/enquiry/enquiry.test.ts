import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@inai/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ENGINES } from '../../test/databases.js';
import { listEnquiries } from './enquiry.repository.js';
import { ENQUIRY_LIMIT } from './enquiry.routes.js';

const valid = {
  name: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '9443012345',
  message: 'Do you have profiles from Madurai?',
};
let ipCounter = 0;
/** A different client address per test, so the rate limit of one test does not touch another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(ENGINES)('POST /api/enquiry on %s', (engine) => {
  let t: TestApp;
  let ip: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    ip = freshIp();
  });

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/enquiry', payload: payload as object, remoteAddress: ip });

  it('stores the enquiry, mails support with Reply-To the visitor, and answers 201 with the success text', async () => {
    const before = (await t.app.ctx.outbox!.list()).length;
    const response = await post({ ...valid, name: '  Meena Sundaram  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Your enquiry has been sent successfully!' });

    const [row] = await listEnquiries(t.app.ctx.db, 1);
    expect(row).toMatchObject({ ...valid, mail_status: 'sent' });

    const mails = await t.app.ctx.outbox!.list();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      to: 'support@inaimatrimony.in',
      replyTo: valid.email,
      subject: `Enquiry #${row!.id} from Meena Sundaram`,
    });
    expect(mail.text).toContain('Phone: 9443012345');
    expect(mail.text).toContain('Message: Do you have profiles from Madurai?');
    expect(mail.html).toContain('Do you have profiles from Madurai?');
  });

  it('escapes HTML in the visitor text and keeps a newline out of the subject', async () => {
    const response = await post({ ...valid, name: 'Ravi\r\nBcc: victim@example.com', message: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(201);
    const mail = (await t.app.ctx.outbox!.list())[0]!;
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses empty input with a message per field and stores nothing', async () => {
    const count = (await listEnquiries(t.app.ctx.db, 1000)).length;
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        phone: 'Phone is required',
        message: 'Message is required',
      },
    });
    expect(await listEnquiries(t.app.ctx.db, 1000)).toHaveLength(count);
  });

  it.each([
    [{ email: 'meena@example' }, 'email', MESSAGES.validation.invalidEmail],
    [{ email: 'me ena@example.com' }, 'email', MESSAGES.validation.invalidEmail],
    [{ phone: '944301234' }, 'phone', MESSAGES.validation.phoneDigits],
    [{ phone: '94430123456' }, 'phone', MESSAGES.validation.phoneDigits],
    [{ phone: '94430-1234' }, 'phone', MESSAGES.validation.phoneDigits],
    [{ name: '   ' }, 'name', MESSAGES.enquiry.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', MESSAGES.enquiry.nameTooLong],
    [{ message: 'x'.repeat(2001) }, 'message', MESSAGES.enquiry.messageTooLong],
    [{ message: 42 }, 'message', MESSAGES.enquiry.messageRequired],
  ])('refuses %o with the %s message', async (change, field, message) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
  });

  it('answers malformed JSON with 400 and a non-JSON body with 415, never 5xx', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: ip,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: MESSAGES.generic.malformedJson });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
      remoteAddress: freshIp(),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().success).toBe(false);
  });

  it(`allows ${ENQUIRY_LIMIT.max} enquiries per address in the window, then answers 429 with a message`, async () => {
    for (let i = 0; i < ENQUIRY_LIMIT.max; i++) expect((await post(valid)).statusCode).toBe(201);
    const refused = await post(valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: MESSAGES.enquiry.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    ip = freshIp();
    expect((await post(valid)).statusCode).toBe(201);
  });
});

describe('POST /api/enquiry when the mail server is down', () => {
  let t: TestApp;
  let closedPort: number;
  beforeAll(async () => {
    // A port that was free a moment ago: connecting to it is refused at once.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closedPort = (server.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}` } });
  });
  afterAll(async () => t.close());

  it('keeps the enquiry (marked failed) and tells the visitor to try again with 503', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/enquiry', payload: valid });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: 'There was an issue sending your enquiry. Please try again.' });
    const [row] = await listEnquiries(t.app.ctx.db, 1);
    expect(row).toMatchObject({ ...valid, mail_status: 'failed' });
  });
});

describe('enquiry rate limit shared through Redis', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  it('counts enquiries from one address across two server instances', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    apps.push(await createTestApp({ env }), await createTestApp({ env }));
    // Counters outlive the test in Redis: a random address from the benchmarking range keeps runs apart.
    const ip = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i <= ENQUIRY_LIMIT.max; i++) {
      const response = await apps[i % 2]!.app.inject({ method: 'POST', url: '/api/enquiry', payload: valid, remoteAddress: ip });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, ENQUIRY_LIMIT.max)).toEqual(Array(ENQUIRY_LIMIT.max).fill(201));
    expect(statuses[ENQUIRY_LIMIT.max]).toBe(429);
  });
});
