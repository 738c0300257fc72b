import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';
import { listHeaders, oneLine } from './mailer.js';

/** Sends through the SMTP server of SMTP_URL. Timeouts keep a dead server from hanging requests. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: oneLine(message.subject),
        text: message.text,
        html: message.html,
        headers: listHeaders(message),
      });
    },
    async close() {
      transport.close();
    },
  };
}
