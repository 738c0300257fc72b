import { ageOn, todayInIndia, type FamilyRelation, type InterestItem, type InterestState } from '@inai/shared';
import type { MediaSigner } from '../../lib/media-signer.js';
import { actDayShown, cardPicture, lastActiveShown } from '../cards/cards.presenter.js';
import type { InterestItemRow, InterestRow } from './interests.repository.js';

/** Whether the other member of an interest hides when they were last active. */
export const otherHides = (row: Pick<InterestItemRow, 'hide_last_active'>) => row.hide_last_active === 1;

/**
 * An interest as the lists show it to `viewer`, describing the other member. The picture
 * follows search's rule (cardPicture): a thumbnail for a paying viewer, the blurred copy
 * otherwise, none when that member's photos are locked, unless `partner` says an accepted
 * interest joins them. The two dates are India days, never times (actDayShown): the sender's
 * act and the recipient's answer (null while nobody answered); the other member's act has no
 * day when they hide their activity. Their band follows the cards' rule (lastActiveShown).
 */
export function presentInterest(
  row: InterestItemRow,
  media: MediaSigner,
  paying: boolean,
  viewer: { id: number; seesLastActive: boolean },
  partner: boolean,
  today = todayInIndia(),
): InterestItem {
  const hides = otherHides(row);
  return {
    id: row.id,
    user_id: row.user_id,
    partner_id: row.partner_id,
    status: row.status,
    requested_on: actDayShown(row.requested_on, row.user_id !== viewer.id && hides),
    updated_on: row.status === 'Requested' ? null : actDayShown(row.updated_on, row.partner_id !== viewer.id && hides),
    name: row.name,
    gender: row.gender,
    city: row.city,
    state: row.state,
    age: row.dob ? ageOn(row.dob, today) : null,
    job: row.job_type,
    user_profile_picture: cardPicture(media, row.avatar_id, row.photos_visibility === 1, paying, viewer.id, partner),
    // PostgreSQL answers EXISTS with a boolean, SQLite with 0 or 1.
    premium_user: row.other_premium ? 1 : 0,
    last_active: lastActiveShown(row, viewer.seesLastActive),
    // Truth to the other family (docs/decisions/0074): which of each side's people acted.
    sent_by_relation: row.sent_by_relation as FamilyRelation | null,
    answered_by_relation: row.status === 'Requested' ? null : (row.answered_by_relation as FamilyRelation | null),
  };
}

/**
 * The state a card shows for an interest, seen by `viewerId`: theirs ('sent'), accepted either
 * way, or the other member's waiting for or declined by the viewer. The other member's is
 * undefined for a viewer whose plan does not open the incoming list (`seesIncoming`): a card
 * reveals no more than the Interests screen.
 */
export function stateOf(
  row: Pick<InterestRow, 'user_id' | 'status'>,
  viewerId: number,
  seesIncoming: boolean,
): InterestState | undefined {
  if (row.status === 'Accepted') return 'accepted';
  if (row.user_id === viewerId) return 'sent';
  if (!seesIncoming) return undefined;
  return row.status === 'Requested' ? 'received' : 'declined';
}
