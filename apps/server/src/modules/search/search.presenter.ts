import { ageOn, todayInIndia, type ProfileCard } from '@inai/shared';
import type { MediaSigner } from '../../lib/media-signer.js';
import type { CardStore } from './card-store.js';

/**
 * A member's picture as another member sees it: the thumbnail for a paying viewer, the blurred
 * copy for anyone else, and none at all when there is no photo or the photos are locked.
 * `partner` is the viewer's id when the owner locked their photos but has an accepted interest
 * with the viewer (entitlements.policy.ts, hiddenFrom): the link is then made for that viewer
 * alone, and stops opening when the acceptance ends.
 */
export function cardPicture(
  media: MediaSigner,
  avatarId: number | null,
  photosLocked: boolean,
  paying: boolean,
  partner?: number,
): string | null {
  if (avatarId === null || (photosLocked && partner === undefined)) return null;
  const variant = paying ? 'thumb' : 'blurred';
  if (photosLocked) return media.url({ kind: 'photos', id: avatarId, variant, audience: 'a', viewer: partner });
  return media.url({ kind: 'photos', id: avatarId, variant, audience: paying ? 'p' : 'v' });
}

/** The member who asks, and which of the members on the page are their accepted partners. */
export interface CardViewer {
  id: number;
  partners: ReadonlySet<number>;
}

/**
 * The cards of `ids`, in that order. Who asks decides the picture: a paying viewer gets the
 * thumbnail, anyone else the blurred copy, and nobody a picture of a member whose photos are
 * locked, except the viewer an accepted interest joins them with.
 */
export function presentCards(
  ids: number[],
  cards: CardStore,
  media: MediaSigner,
  paying: boolean,
  viewer?: CardViewer,
): ProfileCard[] {
  const today = todayInIndia();
  const shown: ProfileCard[] = [];
  for (const id of ids) {
    const c = cards.get(id);
    if (!c) continue;
    const partner = c.photosLocked && viewer?.partners.has(id) ? viewer.id : undefined;
    const picture = cardPicture(media, c.avatarId, c.photosLocked, paying, partner);
    shown.push({
      user_id: c.userId,
      name: c.name,
      gender: c.gender,
      profile_picture: picture,
      picture_blurred: picture !== null && !paying,
      photos_locked: c.photosLocked && partner === undefined,
      degree: c.degree,
      job_type: c.jobType,
      age: ageOn(c.dob, today),
      height: c.height,
      city: c.city,
      state: c.state,
      id_verified: c.idVerified === true,
    });
  }
  return shown;
}
