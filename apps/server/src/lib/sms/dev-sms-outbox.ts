import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { templateText, type SmsMessage, type SmsProvider } from './sms.js';

export interface SmsOutboxEntry {
  id: string;
  to: string;
  code: string;
  text: string;
  createdAt: string;
}

export interface SmsOutbox extends SmsProvider {
  /** Newest first. */
  list(): Promise<SmsOutboxEntry[]>;
}

/**
 * The development text messages (SMS_PROVIDER=dev): each is a JSON file in DATA_DIR/sms-outbox,
 * listed at /dev/sms for a developer or a browser test, as the mail outbox is. The log names only
 * the stored file outside development: a code must not reach a log.
 */
export function createSmsOutbox(dir: string, log: FastifyBaseLogger, options: { printText?: boolean } = {}): SmsOutbox {
  return {
    async send(message: SmsMessage) {
      await fs.mkdir(dir, { recursive: true });
      const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
      const entry: SmsOutboxEntry = {
        id,
        ...message,
        text: templateText(message.code, message.locale),
        createdAt: new Date().toISOString(),
      };
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2), { flag: 'wx' });
      if (options.printText) log.info({ sms: { id, to: entry.to } }, `dev SMS outbox: to ${entry.to}: ${entry.text}`);
      else log.info({ sms: { id } }, 'dev SMS outbox: message stored');
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const files = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse();
      const entries = await Promise.all(
        files.map(async (name) => {
          try {
            return JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as SmsOutboxEntry;
          } catch {
            return undefined;
          }
        }),
      );
      return entries.filter((e): e is SmsOutboxEntry => e !== undefined);
    },
    async close() {},
  };
}
