import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The "Not you?" link of a sign-in alert (docs/decisions/0055): it names the alert (a row that
 * records its one use) and until when it works, with an HMAC of both under the mail links' key
 * (MAIL_LINK_SECRET, as the one-click stop links: lib/mail/one-click-stop.ts, with a purpose of
 * its own in what is signed, so neither kind of link can pass for the other). The link opens a
 * page that asks before anything happens; the page posts the token.
 */

const TOKEN = /^([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What a token says, once its signature holds; undefined for one we did not sign. */
export type AlertReading = { alertId: number; expires: Date; status: 'valid' | 'expired' } | undefined;

export interface AlertLinks {
  /** The page address the alert mail links to, for `alertId`, working until `expires`. */
  link(alertId: number, expires: Date): string;
  /** Reads a token from such a link. */
  read(token: string, now?: Date): AlertReading;
}

export function createAlertLinks(secret: Buffer, publicUrl: string): AlertLinks {
  const sign = (alertId: number, expires: number) =>
    createHmac('sha256', secret).update(`not-me|${alertId}|${expires}`).digest('base64url');
  return {
    link(alertId, expires) {
      const seconds = Math.floor(expires.getTime() / 1000);
      return `${publicUrl}/not-me?t=${alertId}.${seconds}.${sign(alertId, seconds)}`;
    },
    read(token, now = new Date()) {
      const parts = TOKEN.exec(token);
      if (!parts) return undefined;
      const alertId = Number(parts[1]);
      const seconds = Number(parts[2]);
      const expected = Buffer.from(sign(alertId, seconds));
      const given = Buffer.from(parts[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return { alertId, expires: new Date(seconds * 1000), status: seconds * 1000 > now.getTime() ? 'valid' : 'expired' };
    },
  };
}
