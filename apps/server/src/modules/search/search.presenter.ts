import { ageOn, todayInIndia, type ProfileCard } from '@inai/shared';
import type { MediaSigner } from '../../lib/media-signer.js';
import type { CardStore } from './card-store.js';

/**
 * A member's picture as another member sees it: the thumbnail for a paying viewer, the blurred
 * copy for anyone else, and none at all when there is no photo or the photos are locked.
 */
export function cardPicture(media: MediaSigner, avatarId: number | null, photosLocked: boolean, paying: boolean): string | null {
  if (avatarId === null || photosLocked) return null;
  return media.url({ kind: 'photos', id: avatarId, variant: paying ? 'thumb' : 'blurred', audience: paying ? 'p' : 'v' });
}

/**
 * The cards of `ids`, in that order. Who asks decides the picture: a paying viewer gets the
 * thumbnail, anyone else the blurred copy, and nobody a picture of a member whose photos are locked.
 */
export function presentCards(ids: number[], cards: CardStore, media: MediaSigner, paying: boolean): ProfileCard[] {
  const today = todayInIndia();
  const shown: ProfileCard[] = [];
  for (const id of ids) {
    const c = cards.get(id);
    if (!c) continue;
    const picture = cardPicture(media, c.avatarId, c.photosLocked, paying);
    shown.push({
      user_id: c.userId,
      name: c.name,
      gender: c.gender,
      profile_picture: picture,
      picture_blurred: picture !== null && !paying,
      photos_locked: c.photosLocked,
      degree: c.degree,
      job_type: c.jobType,
      age: ageOn(c.dob, today),
      height: c.height,
      city: c.city,
      state: c.state,
    });
  }
  return shown;
}
