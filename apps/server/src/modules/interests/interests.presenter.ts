import { ageOn, todayInIndia, type InterestItem } from '@inai/shared';
import type { MediaSigner } from '../../lib/media-signer.js';
import { cardPicture } from '../cards/cards.presenter.js';
import type { InterestItemRow } from './interests.repository.js';

/**
 * An interest as the lists show it to `viewerId`, describing the other member. The picture
 * follows search's rule (cardPicture): a thumbnail for a paying viewer, the blurred copy
 * otherwise, none when that member's photos are locked, unless `partner` says an accepted
 * interest joins them. `updated_on` is the answer's time, so null while nobody answered.
 */
export function presentInterest(
  row: InterestItemRow,
  media: MediaSigner,
  paying: boolean,
  viewerId: number,
  partner: boolean,
  today = todayInIndia(),
): InterestItem {
  return {
    id: row.id,
    user_id: row.user_id,
    partner_id: row.partner_id,
    status: row.status,
    requested_on: row.requested_on,
    updated_on: row.status === 'Requested' ? null : row.updated_on,
    name: row.name,
    gender: row.gender,
    city: row.city,
    state: row.state,
    age: row.dob ? ageOn(row.dob, today) : null,
    job: row.job_type,
    user_profile_picture: cardPicture(media, row.avatar_id, row.photos_visibility === 1, paying, viewerId, partner),
    // PostgreSQL answers EXISTS with a boolean, SQLite with 0 or 1.
    premium_user: row.other_premium ? 1 : 0,
  };
}
