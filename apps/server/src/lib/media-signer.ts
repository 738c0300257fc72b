import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { keptSecret } from './app-secrets.js';

export type MediaKind = 'photos' | 'horoscopes';
export type MediaVariant = 'full' | 'thumb' | 'blurred';
/**
 * Who the link was made for: the owner ('o'), a viewer with a paid plan ('p'), anyone, visitors
 * included ('v'), one named member with whom the owner has an accepted interest ('a'; the
 * media route asks whether the interest is still accepted), or one named operator in the console
 * ('op': at most 10 minutes, each opening audited, docs/decisions/0057). A link made for anyone
 * other than the owner names them (`viewer`, signed): 'p', 'a' and 'op' always, 'v' when a member
 * asked. The media route refuses a member's named link once the two may no longer reach each
 * other (a block), and an operator's once they are no longer an operator.
 */
export type MediaAudience = 'o' | 'p' | 'v' | 'a' | 'op';

export interface MediaGrant {
  kind: MediaKind;
  id: number;
  variant: MediaVariant;
  audience: MediaAudience;
  /** The member the link was made for: required for 'p', 'a' and 'op', given for 'v' when a member asked, never for 'o'. */
  viewer?: number | undefined;
  /** Unix seconds. */
  expires: number;
}

const WINDOW_S = 6 * 60 * 60;
/** An operator's link lives at most this long (seconds), from when the console was handed it. */
export const OPERATOR_LINK_S = 10 * 60;

/** When a link made at `now` expires (unix seconds): the same for every link made in one window. */
export function linkExpiry(now: Date = new Date()): number {
  return (Math.floor(now.getTime() / 1000 / WINDOW_S) + 2) * WINDOW_S;
}

/**
 * Signs and checks media links. An <img> cannot send our Authorization header, so the JSON
 * that is already authorised hands out links carrying an HMAC of what they grant and until
 * when. Expiry is rounded to 6-hour windows, so a link stays the same (and cacheable) for a
 * while, lasting 6 to 12 hours.
 */
export interface MediaSigner {
  url(grant: Omit<MediaGrant, 'expires'>, now?: Date): string;
  /**
   * A photo's link for the console, naming the operator it is handed to ('op'), valid 9 to 10
   * minutes: its expiry is rounded down to the minute, so a list fetched again within the minute
   * names the same links and the browser need not ask (and audit) again.
   */
  operatorUrl(grant: { id: number; variant: MediaVariant; operator: number }, now?: Date): string;
  verify(grant: MediaGrant, signature: string, now?: Date): boolean;
}

/**
 * Whether a grant names a member exactly when it must. An unnamed 'p' link (as made before links
 * named their member) is refused: a block could not stop it.
 */
function namesRightly(grant: Pick<MediaGrant, 'audience' | 'viewer'>): boolean {
  if (grant.audience === 'o') return grant.viewer === undefined;
  return grant.audience === 'v' || grant.viewer !== undefined;
}

/** Whether the grant's expiry is one its audience can have: an operator's no later than OPERATOR_LINK_S from now. */
function livesRightly(grant: Pick<MediaGrant, 'audience' | 'expires'>, now: Date): boolean {
  return grant.audience !== 'op' || grant.expires - now.getTime() / 1000 <= OPERATOR_LINK_S;
}

export function createMediaSigner(secret: Buffer): MediaSigner {
  // A named link signs its member after the expiry ('a' links always did, so theirs stay valid);
  // an unnamed one signs what it always did.
  const signed = (g: MediaGrant) =>
    g.viewer === undefined
      ? `${g.kind}:${g.id}:${g.variant}:${g.audience}:${g.expires}`
      : `${g.kind}:${g.id}:${g.variant}:${g.audience}:${g.expires}:${g.viewer}`;
  const sign = (g: MediaGrant) => createHmac('sha256', secret).update(signed(g)).digest('base64url');
  // A link is the same for a whole window, and the result cards ask for the same few thousand
  // again and again: remembering them saves an HMAC per card. Cleared when the window moves on
  // or the map grows large.
  const made = new Map<string, string>();
  let madeFor = 0;
  return {
    url(grant, now = new Date()) {
      const expires = linkExpiry(now);
      if (expires !== madeFor || made.size >= 100_000) {
        made.clear();
        madeFor = expires;
      }
      const forViewer = grant.viewer !== undefined ? `&u=${grant.viewer}` : '';
      const key = `${grant.kind}:${grant.id}:${grant.variant}:${grant.audience}${forViewer}`;
      let link = made.get(key);
      if (link === undefined) {
        link = `/api/media/${grant.kind}/${grant.id}/${grant.variant}?a=${grant.audience}${forViewer}&e=${expires}&s=${sign({ ...grant, expires })}`;
        made.set(key, link);
      }
      return link;
    },
    operatorUrl({ id, variant, operator }, now = new Date()) {
      const expires = Math.floor((now.getTime() / 1000 + OPERATOR_LINK_S) / 60) * 60;
      const signature = sign({ kind: 'photos', id, variant, audience: 'op', viewer: operator, expires });
      return `/api/media/photos/${id}/${variant}?a=op&u=${operator}&e=${expires}&s=${signature}`;
    },
    verify(grant, signature, now = new Date()) {
      if (grant.expires * 1000 <= now.getTime()) return false;
      if (!namesRightly(grant) || !livesRightly(grant, now)) return false;
      const expected = Buffer.from(sign(grant));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The signing key: made once and kept in the database, so every server instance shares it. */
export function loadMediaSecret(db: Kysely<Database>): Promise<Buffer> {
  return keptSecret(db, 'media-signing-key');
}
