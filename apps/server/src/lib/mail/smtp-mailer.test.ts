import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSmtpMailer } from './smtp-mailer.js';

describe('the SMTP mailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink.close());

  it('delivers one message with the sender, Reply-To, a one-line subject and both bodies', async () => {
    const mailer = createSmtpMailer(sink.url, 'Inai Matrimony <support@inaimatrimony.in>');
    await mailer.send({
      to: 'member@example.com',
      replyTo: 'family@example.com',
      subject: 'உங்கள் code\r\nBcc: someone@example.com',
      text: 'Your code is 123456.\nவணக்கம்',
      html: '<p>Your code is <b>123456</b>.</p>',
    });
    await mailer.close();
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.from).toBe('support@inaimatrimony.in');
    expect(mail.to).toEqual(['member@example.com']);
    expect(mail.headers.from).toBe('Inai Matrimony <support@inaimatrimony.in>');
    expect(mail.headers['reply-to']).toBe('family@example.com');
    expect(mail.headers.subject).toBe('உங்கள் code Bcc: someone@example.com');
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.text).toBe('Your code is 123456.\nவணக்கம்');
    expect(mail.html).toBe('<p>Your code is <b>123456</b>.</p>');
  });
});

describe('an enquiry sent through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, SUPPORT_EMAIL: 'care@example.in' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('reaches the configured support address, acknowledges in Tamil to the visitor, and there is no dev outbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'accept-language': 'ta' },
      payload: { name: 'Lakshmi', email: 'lakshmi@example.com', phone: '9876501234', message: 'Hello' },
    });
    expect(response.statusCode).toBe(201);
    const mail = sink.messages.find((m) => m.to.includes('care@example.in'))!;
    expect(mail.headers['reply-to']).toBe('lakshmi@example.com');
    expect(mail.text).toContain('Name: Lakshmi');
    expect(mail.html).toContain('Lakshmi');
    const ack = sink.messages.find((m) => m.to.includes('lakshmi@example.com'))!;
    expect(ack.headers.subject).toBe('உங்கள் விசாரணை எங்களுக்குக் கிடைத்தது (குறிப்பு எண் #1)');
    expect(ack.headers['reply-to']).toBe('care@example.in');
    expect(ack.html).toContain('<html lang="ta">');
    expect(ack.text).toContain('உங்கள் குறிப்பு எண்: #1.');
    expect(ack.text).not.toContain('Hello');
    expect(t.app.ctx.outbox).toBeUndefined();
    expect((await t.app.inject('/dev/mailbox')).statusCode).toBe(404);
  });
});
