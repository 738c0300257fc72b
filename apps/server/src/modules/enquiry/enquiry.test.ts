import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ENGINES } from '../../test/databases.js';
import { mailsTo } from '../../test/members.js';
import { listEnquiries } from './enquiry.repository.js';
import { ENQUIRY_LIMIT } from './enquiry.routes.js';

const valid = {
  name: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '9443012345',
  message: 'Do you have profiles from Madurai?',
};
const SUPPORT = 'support@inaimatrimony.in';
const ta = translatorFor('ta');
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

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/enquiry', payload: payload as object, headers, remoteAddress: ip });

  it('stores the enquiry, mails support with Reply-To the visitor, and answers 201 with the success text', async () => {
    const before = (await mailsTo(t.app, SUPPORT)).length;
    const response = await post({ ...valid, name: '  Meena Sundaram  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Your enquiry has been sent successfully!' });

    const [row] = await listEnquiries(t.app.ctx.db, 1);
    expect(row).toMatchObject({ ...valid, mail_status: 'sent' });

    const mails = await mailsTo(t.app, SUPPORT);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      to: SUPPORT,
      replyTo: valid.email,
      subject: `Enquiry #${row!.id} from Meena Sundaram`,
    });
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('New enquiry from Meena Sundaram');
    expect(mail.text).toContain('Phone: 9443012345');
    expect(mail.text).toContain('Message: Do you have profiles from Madurai?');
    expect(mail.text).toContain('Language: English');
    expect(mail.text).toContain(`Reference: Enquiry #${row!.id}`);
    expect(mail.html).toContain('Do you have profiles from Madurai?');
  });

  it('acknowledges the enquiry to the visitor with its reference, without repeating what they wrote', async () => {
    const email = `ack.${ipCounter}@example.com`;
    const response = await post({ ...valid, email, name: 'Meena <b>Sundaram</b>' });
    expect(response.statusCode).toBe(201);
    const [row] = await listEnquiries(t.app.ctx.db, 1);
    const [ack, ...more] = await mailsTo(t.app, email);
    expect(more).toEqual([]);
    expect(ack).toMatchObject({ to: email, replyTo: SUPPORT, subject: `We received your enquiry (reference #${row!.id})` });
    expect(ack!.html).toContain('<html lang="en">');
    for (const body of [ack!.html, ack!.text]) {
      expect(body).toContain('We usually reply within one working day');
      expect(body).toContain(`Your reference number is #${row!.id}.`);
      expect(body).not.toContain('Do you have profiles from Madurai?');
      expect(body).not.toContain('Sundaram');
      expect(body).not.toContain(valid.phone);
    }
  });

  it("acknowledges in the visitor's language and tells support which one it was", async () => {
    const email = `tamil.${ipCounter}@example.com`;
    const response = await post({ ...valid, email }, { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' });
    expect(response.json()).toEqual({ success: true, message: ta('enquiry.success') });
    const [row] = await listEnquiries(t.app.ctx.db, 1);
    const [ack] = await mailsTo(t.app, email);
    const reference = `#${row!.id}`;
    expect(ack!.subject).toBe(ta('mail.enquiryAck.subject', { reference }));
    expect(ack!.html).toContain('<html lang="ta">');
    for (const body of [ack!.html, ack!.text]) {
      expect(body).toContain(ta('mail.enquiryAck.heading'));
      expect(body).toContain(ta('mail.enquiryAck.reply'));
      expect(body).toContain(ta('mail.enquiryAck.reference', { reference }));
      expect(body).not.toContain(valid.message);
      expect(body).not.toContain(valid.name);
    }
    const [support] = await mailsTo(t.app, SUPPORT);
    expect(support!.subject).toBe(`Enquiry #${row!.id} from Meena Sundaram`);
    expect(support!.text).toContain('Language: தமிழ்');
    expect(support!.html).toContain('<html lang="en">');
  });

  it('answers success and keeps the enquiry sent when only the acknowledgement fails', async () => {
    const real = t.app.ctx.mailer;
    const email = `bounce.${ipCounter}@example.com`;
    t.app.ctx.mailer = {
      send: async (message) => (message.to === email ? Promise.reject(new Error('mailbox full')) : real.send(message)),
      close: () => real.close(),
    };
    try {
      const response = await post({ ...valid, email });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: 'Your enquiry has been sent successfully!' });
      const [row] = await listEnquiries(t.app.ctx.db, 1);
      expect(row).toMatchObject({ email, mail_status: 'sent' });
      expect((await mailsTo(t.app, SUPPORT))[0]!.subject).toBe(`Enquiry #${row!.id} from Meena Sundaram`);
      expect(await mailsTo(t.app, email)).toEqual([]);
    } finally {
      t.app.ctx.mailer = real;
    }
  });

  it('escapes HTML in the visitor text and keeps a newline out of the subject', async () => {
    const response = await post({ ...valid, name: 'Ravi\r\nBcc: victim@example.com', message: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(201);
    const mail = (await mailsTo(t.app, SUPPORT))[0]!;
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
      code: 'invalid_input',
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

  it("writes a visitor's field messages in the language of Accept-Language, with the same code", async () => {
    const response = await post({ ...valid, name: '', email: 'meena@example' }, { 'accept-language': 'ta-IN' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: ta('enquiry.nameRequired'),
      errors: { name: ta('enquiry.nameRequired'), email: ta('validation.invalidEmail') },
    });
    expect(response.json().message).not.toBe('Name is required');
    const english = await post({ ...valid, name: '' }, { 'accept-language': 'de-DE, en;q=0.3' });
    expect(english.json()).toMatchObject({ code: 'invalid_input', message: 'Name is required' });
  });

  it.each([
    [{ email: 'meena@example' }, 'email', 'Invalid email format'],
    [{ email: 'me ena@example.com' }, 'email', 'Invalid email format'],
    [{ phone: '944301234' }, 'phone', 'Phone number must be 10 digits'],
    [{ phone: '94430123456' }, 'phone', 'Phone number must be 10 digits'],
    [{ phone: '94430-1234' }, 'phone', 'Phone number must be 10 digits'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters'],
    [{ message: 42 }, 'message', 'Message is required'],
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
    expect(broken.json()).toEqual({ success: false, code: 'malformed_json', message: 'The request body is not valid JSON.' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
      remoteAddress: freshIp(),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ success: false, code: 'unsupported_media_type', message: 'Unsupported content type.' });
  });

  it(`allows ${ENQUIRY_LIMIT.max} enquiries per address in the window, then answers 429 with a message`, async () => {
    for (let i = 0; i < ENQUIRY_LIMIT.max; i++) expect((await post(valid)).statusCode).toBe(201);
    const refused = await post(valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'too_many_enquiries',
      message: 'You have sent several enquiries already. Please wait a while before sending another.',
    });
    const tamil = await post(valid, { 'accept-language': 'ta' });
    expect(tamil.json()).toEqual({ success: false, code: 'too_many_enquiries', message: ta('enquiry.tooMany') });
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

  it('keeps the enquiry, queues both mails for a retry and answers 201 (docs/decisions/0028)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/enquiry', payload: valid });
    expect(response.statusCode).toBe(201);
    const [row] = await listEnquiries(t.app.ctx.db, 1);
    expect(row).toMatchObject(valid);
    const queued = await t.app.ctx.db
      .selectFrom('outbound')
      .select(['recipient', 'attempts', 'sent_at'])
      .where('channel', '=', 'mail')
      .execute();
    expect(queued).toHaveLength(2);
    expect(queued.every((m) => m.attempts === 1 && m.sent_at === null)).toBe(true);
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
