import { ageOn, todayInIndia, type SentInterest } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { entitlementsFor } from '../entitlements/entitlements.service.js';
import { cardPicture } from '../search/search.presenter.js';
import { DuplicateInterest, insertInterest, listSentInterests } from './interests.repository.js';

/** sendInterest: once per partner (409 after), never to oneself, only to a searchable member. */
export async function sendInterest(
  ctx: AppContext,
  sender: { id: number; is_verified: number },
  partnerId: number,
): Promise<void> {
  const userId = sender.id;
  if (!(await entitlementsFor(ctx, sender)).sendInterest) throw new AppError(403, 'verification_required');
  if (partnerId === userId) throw new AppError(400, 'interest_to_self');
  if (!ctx.search.index.has(partnerId)) throw new AppError(404, 'profile_not_found');
  try {
    await insertInterest(ctx.db, userId, partnerId, new Date());
  } catch (error) {
    if (error instanceof DuplicateInterest) throw new AppError(409, 'interest_already_sent');
    throw error;
  }
}

/**
 * getSentInterests: the caller's own list only. The partner's picture follows the same rule as
 * search: a thumbnail for a paying viewer, the blurred copy otherwise, none when locked.
 */
export async function sentInterests(
  ctx: AppContext,
  caller: { id: number; is_verified: number },
  userId: number,
): Promise<SentInterest[]> {
  if (userId !== caller.id) throw new AppError(403, 'interests_not_yours');
  const [rows, entitlements] = await Promise.all([listSentInterests(ctx.db, userId), entitlementsFor(ctx, caller)]);
  const today = todayInIndia();
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    partner_id: r.partner_id,
    status: r.status,
    requested_on: r.requested_on,
    updated_on: r.updated_on,
    name: r.name,
    gender: r.gender,
    city: r.city,
    state: r.state,
    age: r.dob ? ageOn(r.dob, today) : null,
    job: r.job_type,
    user_profile_picture: cardPicture(ctx.media, r.avatar_id, r.photos_visibility === 1, entitlements.clearPhotos),
  }));
}
