import type { FastifyBaseLogger } from 'fastify';
import { createDevOutbox } from '../outbox-folder.js';
import type { Mailer, MailMessage } from './mailer.js';
import { listHeaders, oneLine } from './mailer.js';

export interface OutboxEntry extends MailMessage {
  id: string;
  /** The headers our code adds beyond the envelope (the one-click stop's), as a mail program would see them. */
  headers?: Record<string, string>;
  from: string;
  createdAt: string;
}

export interface OutboxMailer extends Mailer {
  /** Newest first; with `to`, only the mail to that address. */
  list(filter?: { to?: string }): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
}

/**
 * The development outbox: each message is a JSON file in DATA_DIR/outbox, so a developer (or a
 * browser test) can read a one-time code without an SMTP server. With `printText` (development
 * only) it is printed to the log as well; elsewhere the log names only the stored file, since a
 * mail holds one-time codes, reset links and addresses that must not reach a log.
 */
export function createOutboxMailer(
  dir: string,
  from: string,
  log: FastifyBaseLogger,
  options: { printText?: boolean } = {},
): OutboxMailer {
  const folder = createDevOutbox<OutboxEntry>(dir, log, options, {
    field: 'mail',
    printed: (entry) => ({
      fields: { id: entry.id, to: entry.to, subject: entry.subject },
      line: `dev outbox: mail to ${entry.to}\n${entry.text}`,
    }),
    stored: 'dev outbox: mail stored',
  });
  return {
    async send(message) {
      const headers = listHeaders(message);
      await folder.store({
        ...message,
        subject: oneLine(message.subject),
        ...(Object.keys(headers).length ? { headers } : {}),
        from,
      });
    },
    list: (filter) => folder.list(filter),
    get: (id) => folder.get(id),
    async close() {},
  };
}
