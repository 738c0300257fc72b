import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type MediaKind = 'photos' | 'horoscopes';
export type MediaVariant = 'full' | 'thumb' | 'blurred';
/**
 * Who the link was made for: the owner ('o'), a viewer with a paid plan ('p'), anyone, visitors
 * included ('v'), or one named member with whom the owner has an accepted interest ('a'; the
 * link carries and signs that member's id, so the media route can ask whether the interest is
 * still accepted).
 */
export type MediaAudience = 'o' | 'p' | 'v' | 'a';

export interface MediaGrant {
  kind: MediaKind;
  id: number;
  variant: MediaVariant;
  audience: MediaAudience;
  /** The member an 'a' link was made for; absent for the other audiences. */
  viewer?: number | undefined;
  /** Unix seconds. */
  expires: number;
}

const WINDOW_S = 6 * 60 * 60;

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
  verify(grant: MediaGrant, signature: string, now?: Date): boolean;
}

export function createMediaSigner(secret: Buffer): MediaSigner {
  // The other audiences' text is unchanged from before 'a' existed, so their links stay valid.
  const signed = (g: MediaGrant) =>
    g.audience === 'a'
      ? `${g.kind}:${g.id}:${g.variant}:a:${g.expires}:${g.viewer ?? 0}`
      : `${g.kind}:${g.id}:${g.variant}:${g.audience}:${g.expires}`;
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
      const forViewer = grant.audience === 'a' ? `&u=${grant.viewer ?? 0}` : '';
      const key = `${grant.kind}:${grant.id}:${grant.variant}:${grant.audience}${forViewer}`;
      let link = made.get(key);
      if (link === undefined) {
        link = `/api/media/${grant.kind}/${grant.id}/${grant.variant}?a=${grant.audience}${forViewer}&e=${expires}&s=${sign({ ...grant, expires })}`;
        made.set(key, link);
      }
      return link;
    },
    verify(grant, signature, now = new Date()) {
      if (grant.expires * 1000 <= now.getTime()) return false;
      if ((grant.audience === 'a') !== (grant.viewer !== undefined)) return false;
      const expected = Buffer.from(sign(grant));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The signing key: made once and kept in the database, so every server instance shares it. */
export async function loadMediaSecret(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('app_secrets')
    .values({ name: 'media-signing-key', value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'media-signing-key')
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
