import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { keptSecret } from '../app-secrets.js';

/**
 * One click to stop a mail a member chose to get (docs/decisions/0053), for any such mail: the
 * link names the list (which mail: 'daily_picks'…) and the member, until when it works, and an
 * HMAC of the three, so nobody can make one for another member or list, and no sign-in is needed.
 * The same link goes two ways: in the mail's footer, to the web page that stops the mail and
 * says so (`page`), and in the `List-Unsubscribe` header, where the mail program POSTs
 * `List-Unsubscribe=One-Click` to the API itself (`post`, RFC 8058). A stop is idempotent, so
 * a link used twice, or by both, does no harm.
 */

/** How long a stop link works: a mail is rarely acted on months later, and by then Settings is the way. */
export const STOP_LINK_DAYS = 60;
const DAY_S = 24 * 60 * 60;

/** A list's name: what the link says it stops. */
const LIST = /^[a-z][a-z_]{0,31}$/;
const TOKEN = /^([a-z][a-z_]{0,31})\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface StopGrant {
  list: string;
  userId: number;
  /** Unix seconds. */
  expires: number;
}

/** What a stop token says: whose list, and whether it still works; undefined for a token we did not sign. */
export type StopReading = (StopGrant & { status: 'valid' | 'expired' }) | undefined;

export interface OneClickStop {
  /** The links of a mail made at `now` for `userId` on `list`: the page for the mail's footer, and the URL its List-Unsubscribe header names. */
  links(list: string, userId: number, now?: Date): { page: string; post: string };
  /** Reads a token from either link. */
  read(token: string, now?: Date): StopReading;
}

export function createOneClickStop(secret: Buffer, publicUrl: string): OneClickStop {
  const sign = (g: StopGrant) =>
    createHmac('sha256', secret).update(`one-click-stop|${g.list}|${g.userId}|${g.expires}`).digest('base64url');
  return {
    links(list, userId, now = new Date()) {
      if (!LIST.test(list)) throw new Error(`not a list name: ${list}`);
      // Whole days, so every link made on a day is the same until it ends.
      const expires = (Math.floor(now.getTime() / 1000 / DAY_S) + STOP_LINK_DAYS) * DAY_S;
      const grant = { list, userId, expires };
      const token = `${list}.${userId}.${expires}.${sign(grant)}`;
      return { page: `${publicUrl}/mail-stop?t=${token}`, post: `${publicUrl}/api/mail-stop?t=${token}` };
    },
    read(token, now = new Date()) {
      const parts = TOKEN.exec(token);
      if (!parts) return undefined;
      const grant = { list: parts[1]!, userId: Number(parts[2]), expires: Number(parts[3]) };
      const expected = Buffer.from(sign(grant));
      const given = Buffer.from(parts[4]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return { ...grant, status: grant.expires * 1000 > now.getTime() ? 'valid' : 'expired' };
    },
  };
}

/**
 * The stop links' key: MAIL_LINK_SECRET when it is set (so it can be kept, and changed, outside
 * the database and its backups), else one made once and kept in the database like the media key.
 */
export function loadStopSecret(config: Pick<AppConfig, 'mailLinkSecret'>, db: Kysely<Database>): Promise<Buffer> {
  if (config.mailLinkSecret) return Promise.resolve(Buffer.from(config.mailLinkSecret, 'utf8'));
  return keptSecret(db, 'mail-link-key');
}
