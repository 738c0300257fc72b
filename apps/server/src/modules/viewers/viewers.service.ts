import type { ViewerCard, ViewersAnswer, ViewersQuery } from '@inai/shared';
import type { AppContext } from '../../types.js';
import { entitlementsFor, partnersAmongLocked } from '../entitlements/entitlements.service.js';
import { actDayShown, presentCards, undatedLast } from '../cards/cards.presenter.js';
import { listViewers } from './viewers.repository.js';

/**
 * Who viewed me: the members who opened the member's full profile, newest first (those who hide
 * their activity last, undatedLast). Only members a search could show are listed (searchable, not
 * suspended or leaving, no block either way), as the same cards search shows: the member's plan
 * decides the pictures, and a viewer who locked their photos shows none unless an accepted
 * interest joins the two. Without the entitlement (a plan) the answer holds only how many there
 * are. Each card says the India day of the view, never its time, and nothing when that viewer
 * hides when they were last active; the card's band follows the cards' rule (docs/decisions/0057).
 */
export async function viewersOf(
  ctx: AppContext,
  member: { id: number; is_verified: number; hide_last_active: number },
  query: ViewersQuery,
): Promise<ViewersAnswer> {
  const [entitlements, rows] = await Promise.all([entitlementsFor(ctx, member), listViewers(ctx.db, member.id)]);
  // The search index knows who is searchable now (and drops the suspended and the leaving at once).
  const shown = undatedLast(
    rows.filter((r) => ctx.search.index.has(r.viewer_id)),
    (r) => r.hide_last_active === 1,
    (r) => r.viewer_id,
  );
  const page = { success: true as const, total: shown.length, page: query.page, pageSize: query.pageSize };
  if (!entitlements.seeViewers) return { ...page, data: [], locked: true };

  const slice = shown.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const ids = slice.map((r) => r.viewer_id);
  const locked = ids.map((id) => ({ id, photosLocked: ctx.search.cards.get(id)?.photosLocked ?? false }));
  const partners = await partnersAmongLocked(ctx, member.id, locked);
  // The day of the latest view, never its time, and none for a viewer who hides their activity.
  const when = new Map(slice.map((r) => [r.viewer_id, actDayShown(r.viewed_at, r.hide_last_active === 1)]));
  const data: ViewerCard[] = presentCards(ids, ctx.search.cards, ctx.media, entitlements.clearPhotos, {
    id: member.id,
    partners,
    seesLastActive: member.hide_last_active !== 1,
  }).map((card) => ({ ...card, viewed_on: when.get(card.user_id) ?? null }));
  return { ...page, data };
}
