import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
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
  /** Newest first. */
  list(): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
}

const ID_PATTERN = /^[0-9]{13}-[0-9a-f]{12}$/;

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
  const read = async (id: string): Promise<OutboxEntry | undefined> => {
    if (!ID_PATTERN.test(id)) return undefined;
    try {
      return JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), 'utf8')) as OutboxEntry;
    } catch {
      return undefined;
    }
  };
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      // Time first so names sort by age; the random part keeps same-millisecond mails apart.
      const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
      const headers = listHeaders(message);
      const entry: OutboxEntry = {
        ...message,
        subject: oneLine(message.subject),
        ...(Object.keys(headers).length ? { headers } : {}),
        id,
        from,
        createdAt: new Date().toISOString(),
      };
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2), { flag: 'wx' });
      if (options.printText)
        log.info({ mail: { id, to: entry.to, subject: entry.subject } }, `dev outbox: mail to ${entry.to}\n${entry.text}`);
      else log.info({ mail: { id } }, 'dev outbox: mail stored');
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return [];
      }
      const ids = names
        .filter((n) => n.endsWith('.json'))
        .map((n) => n.slice(0, -5))
        .sort()
        .reverse();
      const entries = await Promise.all(ids.map(read));
      return entries.filter((e): e is OutboxEntry => e !== undefined);
    },
    get: read,
    async close() {},
  };
}
