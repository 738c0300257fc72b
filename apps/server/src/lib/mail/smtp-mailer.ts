import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';
import { listHeaders, oneLine } from './mailer.js';
import { OUTBOUND_RULES } from '../outbound/outbound-rules.js';

/**
 * Sends through the SMTP server of SMTP_URL, over a pool of as many connections as the outbound
 * queue sends at once, so one process pushes hundreds of mails a second without a handshake
 * each. The timeouts keep a dead server from hanging requests, and add up to well under the
 * queue's 2-minute stale claim, so an old claim surely belongs to a stopped process
 * (docs/decisions/0080-one-outbound-queue.md).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: OUTBOUND_RULES.batch,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
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
