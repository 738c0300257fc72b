import { SHORTLIST_LIMITS, type ShortlistPage } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { mayReach } from '../entitlements/entitlements.service.js';
import { presentCards } from '../cards/cards.presenter.js';
import type { SearchingMember } from '../search/searchers.js';
import { countShortlisted, deleteShortlisted, insertShortlisted, shortlistedIds } from './shortlist.repository.js';

/**
 * Shortlists `profileId` for the member. Only a member a search could show them may be saved: not
 * themselves (400), not someone unsearchable, unknown or separated from them by a block (404, the
 * same answer for each, so the shortlist reveals nothing a search would not). Whether it was new.
 */
export async function addToShortlist(ctx: AppContext, memberId: number, profileId: number): Promise<boolean> {
  if (profileId === memberId) throw new AppError(400, 'shortlist_self');
  if (!ctx.search.cards.get(profileId) || !(await mayReach(ctx, memberId, profileId))) {
    throw new AppError(404, 'shortlist_unavailable');
  }
  if ((await countShortlisted(ctx.db, memberId)) >= SHORTLIST_LIMITS.max) {
    throw new AppError(409, 'shortlist_full', { params: { max: SHORTLIST_LIMITS.max } });
  }
  return insertShortlisted(ctx.db, memberId, profileId, new Date());
}

/** Takes a member off the caller's shortlist; taking off one who is not there is fine. */
export async function removeFromShortlist(ctx: AppContext, memberId: number, profileId: number): Promise<void> {
  await deleteShortlisted(ctx.db, memberId, profileId);
}

/**
 * A page of the member's shortlist, the latest first, as search cards with the searcher's
 * entitlements (blurred pictures without a plan, no picture of a locked gallery). Members they
 * may not reach (shortlistedIds asks), and members no longer searchable or away too long, are
 * left out (and not counted); they come back if that changes, as in search.
 */
export async function shortlistPage(
  ctx: AppContext,
  searcher: SearchingMember,
  page: number,
  pageSize: number,
): Promise<ShortlistPage> {
  // Listed: a member away 180 days leaves the shortlists others keep too (docs/decisions/0052).
  const visible = (await shortlistedIds(ctx.db, searcher.id)).filter((id) => ctx.search.index.listed(id));
  const ids = visible.slice((page - 1) * pageSize, page * pageSize);
  const data = presentCards(ids, ctx.search.cards, ctx.media, searcher.clearPhotos, searcher);
  return { success: true, data, total: visible.length, page, pageSize };
}

/** The ids on the member's shortlist they may reach, for marking hearts on cards (one small read, cached by the web). */
export function shortlistIds(ctx: AppContext, memberId: number): Promise<number[]> {
  return shortlistedIds(ctx.db, memberId);
}
