import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What every entry of a development outbox carries. */
export interface OutboxFolderEntry {
  id: string;
  to: string;
  createdAt: string;
}

export interface OutboxFolder<T extends OutboxFolderEntry> {
  /** Stores a new entry under a fresh id; returns it. */
  write(entry: Omit<T, 'id' | 'createdAt'>): Promise<T>;
  /** Newest first; with `to`, only the entries to that address or number. */
  list(filter?: { to?: string }): Promise<T[]>;
  get(id: string): Promise<T | undefined>;
}

const ID_PATTERN = /^[0-9]{13}-[0-9a-f]{12}$/;

/**
 * The time part of the last id this process gave. Two messages stored in the same millisecond
 * (a member's two mails of one action) would otherwise sort by their random parts, and "newest
 * first" would list them either way round; within a process each id's time is past the last.
 */
let lastStamp = 0;
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

/**
 * The development outboxes of mail and of text messages: one JSON file per message in a folder,
 * named by time so that names sort by age (the random part keeps apart the ids of two processes).
 * A file never changes once written, so each is read once and kept: a browser-test run asks
 * thousands of times while the folder grows to thousands of messages, and reading every file on
 * every ask made those asks slower and slower through the run.
 */
export function createOutboxFolder<T extends OutboxFolderEntry>(dir: string): OutboxFolder<T> {
  const kept = new Map<string, T>();
  const read = async (id: string): Promise<T | undefined> => {
    if (!ID_PATTERN.test(id)) return undefined;
    const known = kept.get(id);
    if (known) return known;
    try {
      const entry = JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), 'utf8')) as T;
      kept.set(id, entry);
      return entry;
    } catch {
      // Missing, or half-written by another process: not listed until it is whole.
      return undefined;
    }
  };
  return {
    async write(fields) {
      await fs.mkdir(dir, { recursive: true });
      const id = `${nextStamp()}-${randomBytes(6).toString('hex')}`;
      const entry = { id, ...fields, createdAt: new Date().toISOString() } as T;
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2), { flag: 'wx' });
      kept.set(id, entry);
      return entry;
    },
    async list(filter = {}) {
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
      const entries: (T | undefined)[] = await Promise.all(ids.map(read));
      return entries.filter((e): e is T => e !== undefined && (filter.to === undefined || e.to === filter.to));
    },
    get: read,
  };
}

/** How a development outbox names what it stored in the log. */
export interface DevOutboxLog<T> {
  /** The log field of a stored entry: `mail` or `sms`. */
  field: string;
  /** With the whole text (development only): the fields logged and the line. */
  printed: (entry: T) => { fields: Record<string, unknown>; line: string };
  /** Otherwise only the stored file's id is logged, with this line. */
  stored: string;
}

/** The development outbox of a channel: its folder, and `store`, which writes an entry and logs it. */
export interface DevOutbox<T extends OutboxFolderEntry> extends OutboxFolder<T> {
  store(entry: Omit<T, 'id' | 'createdAt'>): Promise<T>;
}

/**
 * The development outboxes of mail and of text messages share this: the folder, and a log that
 * prints the message only with `printText` (development), since a mail or a text holds one-time
 * codes, reset links and addresses that must not reach a log elsewhere.
 */
export function createDevOutbox<T extends OutboxFolderEntry>(
  dir: string,
  log: { info(obj: object, msg: string): void },
  options: { printText?: boolean },
  said: DevOutboxLog<T>,
): DevOutbox<T> {
  const folder = createOutboxFolder<T>(dir);
  return {
    ...folder,
    async store(fields) {
      const entry = await folder.write(fields);
      if (options.printText) {
        const { fields: shown, line } = said.printed(entry);
        log.info({ [said.field]: shown }, line);
      } else log.info({ [said.field]: { id: entry.id } }, said.stored);
      return entry;
    },
  };
}
