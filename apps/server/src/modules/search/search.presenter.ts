import { ageOn, todayInIndia } from '@inai/shared';
import type { MediaSigner } from '../../lib/media-signer.js';
import type { CardRow } from './search.repository.js';

/** A result card (specification section 3, Match / search result profile, plus what the card shows). */
export interface ProfileCard {
  user_id: number;
  name: string;
  gender: string | null;
  /** Null when there is no photo, or the member locked their photos. */
  profile_picture: string | null;
  /** The picture is the server-blurred copy (a viewer without a plan). */
  picture_blurred: boolean;
  photos_locked: boolean;
  degree: string | null;
  job_type: string | null;
  age: number | null;
  height: string | null;
  city: string | null;
  state: string | null;
}

/**
 * Cards in the order of `ids`. Who asks decides the picture: a paying viewer gets the thumbnail,
 * anyone else the blurred copy, and nobody a picture of a member whose photos are locked.
 */
export function presentCards(ids: number[], rows: CardRow[], media: MediaSigner, paying: boolean): ProfileCard[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const today = todayInIndia();
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const locked = r.photos_visibility === 1;
    const picture =
      r.avatar_id === null || locked
        ? null
        : media.url({ kind: 'photos', id: r.avatar_id, variant: paying ? 'thumb' : 'blurred', audience: paying ? 'p' : 'v' });
    return [
      {
        user_id: r.id,
        name: r.name,
        gender: r.gender,
        profile_picture: picture,
        picture_blurred: picture !== null && !paying,
        photos_locked: locked,
        degree: r.degree,
        job_type: r.job_type,
        age: r.dob ? ageOn(r.dob, today) : null,
        height: r.height,
        city: r.city,
        state: r.state,
      },
    ];
  });
}
