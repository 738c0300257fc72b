import {
  ageOn,
  indiaDateOf,
  indiaDayOf,
  lastActiveBand,
  todayInIndia,
  type LastActiveBand,
  type ProfileCard,
} from '@inai/shared';
import type { MediaSigner } from '../../lib/media-signer.js';
import type { SearchEngine } from '../../lib/search-engine.js';

/**
 * A member's picture as another member sees it: the thumbnail for a paying viewer, the blurred
 * copy for anyone else, and none at all when there is no photo or the photos are locked.
 * `viewerId` is the member who asks (none for a visitor): a link made for a member names them,
 * so the media route refuses it once the two may no longer reach each other (a block, either
 * way). `partner` says the owner locked their photos but has an accepted interest with the
 * viewer (entitlements.policy.ts, hiddenFrom): the link then opens the locked photo for that
 * viewer alone, and stops opening when the acceptance ends. Only members pay, so a paying
 * viewer always has an id.
 */
export function cardPicture(
  media: MediaSigner,
  avatarId: number | null,
  photosLocked: boolean,
  paying: boolean,
  viewerId?: number,
  partner = false,
): string | null {
  if (avatarId === null || (photosLocked && (!partner || viewerId === undefined))) return null;
  const variant = paying ? 'thumb' : 'blurred';
  const audience = photosLocked ? 'a' : paying ? 'p' : 'v';
  return media.url({ kind: 'photos', id: avatarId, variant, audience, viewer: viewerId });
}

/**
 * The band another member is shown of `owner` (docs/decisions/0052): none when the owner hides it
 * or the viewer hides their own (who does not show, does not see), else by India days. Never a time.
 */
export function lastActiveShown(
  owner: { last_active_at: string | null; hide_last_active: number },
  viewerSees: boolean,
  now: Date = new Date(),
): LastActiveBand | null {
  if (!viewerSees || owner.hide_last_active === 1 || owner.last_active_at === null) return null;
  return lastActiveBand(indiaDayOf(owner.last_active_at), indiaDayOf(now));
}

/**
 * When a member acted (opened a profile, sent or answered an interest), as another member is told
 * it (docs/decisions/0057): the India day, never the time, and nothing at all when the actor hides
 * when they were last active, since the day of an act is a day they were active. Not reciprocal,
 * unlike the band: the act was addressed to the viewer. One's own acts pass `actorHides` false.
 */
export function actDayShown(at: string | null, actorHides: boolean): string | null {
  return at === null || actorHides ? null : indiaDateOf(at);
}

/**
 * A list ordered by time, with the items of actors who hide their activity moved after the others
 * (newest id first among them): placed among dated items, an undated one would tell its day by
 * its neighbours'. The others keep their order.
 */
export function undatedLast<T>(items: readonly T[], hides: (item: T) => boolean, id: (item: T) => number): T[] {
  const undated = items.filter(hides).sort((a, b) => id(b) - id(a));
  return [...items.filter((item) => !hides(item)), ...undated];
}

/** The member who asks, and which of the members on the page are their accepted partners. */
export interface CardViewer {
  id: number;
  partners: ReadonlySet<number>;
  /**
   * Whether the viewer sees when others were last active: only a member who shows their own
   * (docs/decisions/0052). Absent: no bands.
   */
  seesLastActive?: boolean;
}

/**
 * The cards of `ids`, in that order. Who asks decides the picture: a paying viewer gets the
 * thumbnail, anyone else the blurred copy, and nobody a picture of a member whose photos are
 * locked, except the viewer an accepted interest joins them with. A member who shows when they
 * were last active sees the band of those who show theirs; visitors see none.
 */
export function presentCards(
  ids: number[],
  cards: SearchEngine['cards'],
  media: MediaSigner,
  paying: boolean,
  viewer?: CardViewer,
): ProfileCard[] {
  const today = todayInIndia();
  const day = viewer?.seesLastActive === true ? indiaDayOf(Date.now()) : undefined;
  const shown: ProfileCard[] = [];
  for (const id of ids) {
    const c = cards.get(id);
    if (!c) continue;
    const partner = c.photosLocked && viewer?.partners.has(id) === true;
    const picture = cardPicture(media, c.avatarId, c.photosLocked, paying, viewer?.id, partner);
    shown.push({
      user_id: c.userId,
      name: c.name,
      gender: c.gender,
      profile_picture: picture,
      picture_blurred: picture !== null && !paying,
      photos_locked: c.photosLocked && !partner,
      degree: c.degree,
      job_type: c.jobType,
      age: ageOn(c.dob, today),
      height: c.height,
      city: c.city,
      state: c.state,
      id_verified: c.idVerified === true,
      phone_verified: c.phoneVerified === true,
      managed_with_family: c.managedWithFamily === true,
      diet: c.diet,
      residence_country: c.residenceCountry,
      star: c.star,
      raasi: c.raasi,
      caste: c.caste,
      last_active: day !== undefined && c.lastActiveDay ? lastActiveBand(c.lastActiveDay, day) : null,
    });
  }
  return shown;
}
