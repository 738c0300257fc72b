import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const enquiry = { name: 'Karthik', email: 'karthik@example.com', phone: '9876543210', message: 'Hello <b>team</b>' };

describe('/dev/mailbox outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.inject({ method: 'POST', url: '/api/enquiry', payload: enquiry });
  });
  afterAll(async () => t.close());

  it('lists the stored mail as JSON, newest first, with both bodies', async () => {
    const response = await t.app.inject('/dev/mailbox/messages');
    expect(response.statusCode).toBe(200);
    const mail = response.json().data.find((m: { to: string }) => m.to === 'support@inaimatrimony.in');
    expect(mail).toMatchObject({
      to: 'support@inaimatrimony.in',
      replyTo: 'karthik@example.com',
      from: 'Inai Matrimony <support@inaimatrimony.in>',
    });
    expect(mail.text).toContain('Name: Karthik');
    expect(mail.html).toContain('<!doctype html>');
    const one = await t.app.inject(`/dev/mailbox/messages/${mail.id}`);
    expect(one.json()).toEqual(mail);
  });

  it('shows a page people can read, with the text escaped', async () => {
    const response = await t.app.inject('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Dev mailbox');
    expect(response.body).toContain('Enquiry #1 from Karthik');
    expect(response.body).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
  });

  it('shows a mail HTML sandboxed, and 404 for an unknown or malformed id', async () => {
    const mail = (await t.app.inject('/dev/mailbox/messages')).json().data.find((m: { to: string }) => m.to !== enquiry.email);
    const html = await t.app.inject(`/dev/mailbox/messages/${mail.id}/html`);
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.body).toContain('Karthik');
    expect((await t.app.inject('/dev/mailbox/messages/1700000000000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject('/dev/mailbox/messages/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  it('lists only the mail to one address with ?to=, newest first', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      payload: { ...enquiry, name: 'Meena', email: 'meena@example.com' },
    });
    const all = (await t.app.inject('/dev/mailbox/messages')).json().data as { to: string; text: string }[];
    expect(new Set(all.map((m) => m.to)).size).toBeGreaterThan(1);
    const toMeena = (await t.app.inject('/dev/mailbox/messages?to=meena%40example.com')).json().data as { to: string }[];
    expect(toMeena.length).toBeGreaterThan(0);
    expect(toMeena.every((m) => m.to === 'meena@example.com')).toBe(true);
    expect(toMeena).toEqual(all.filter((m) => m.to === 'meena@example.com'));
    expect((await t.app.inject('/dev/mailbox/messages?to=nobody%40example.com')).json().data).toEqual([]);
  });
});

describe('/dev/mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1', ALLOW_DEV_OUTBOX: '1' } });
  });
  afterAll(async () => t.close());

  it('does not exist', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
    }
  });
});
