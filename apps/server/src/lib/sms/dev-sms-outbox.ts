import type { FastifyBaseLogger } from 'fastify';
import { createDevOutbox } from '../outbox-folder.js';
import { templateText, type SmsMessage, type SmsProvider } from './sms.js';

export interface SmsOutboxEntry {
  id: string;
  to: string;
  code: string;
  text: string;
  createdAt: string;
}

export interface SmsOutbox extends SmsProvider {
  /** Newest first; with `to`, only the texts to that number. */
  list(filter?: { to?: string }): Promise<SmsOutboxEntry[]>;
}

/**
 * The development text messages (SMS_PROVIDER=dev): each is a JSON file in DATA_DIR/sms-outbox,
 * listed at /dev/sms for a developer or a browser test, as the mail outbox is. The log names only
 * the stored file outside development: a code must not reach a log.
 */
export function createSmsOutbox(dir: string, log: FastifyBaseLogger, options: { printText?: boolean } = {}): SmsOutbox {
  const folder = createDevOutbox<SmsOutboxEntry>(dir, log, options, {
    field: 'sms',
    printed: (entry) => ({ fields: { id: entry.id, to: entry.to }, line: `dev SMS outbox: to ${entry.to}: ${entry.text}` }),
    stored: 'dev SMS outbox: message stored',
  });
  return {
    async send(message: SmsMessage) {
      await folder.store({ ...message, text: templateText(message.code, message.locale) });
    },
    list: (filter) => folder.list(filter),
    async close() {},
  };
}
