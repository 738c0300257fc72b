import {
  ageRange,
  birthDatesForAges,
  NO_PREFERENCE,
  oppositeGender,
  todayInIndia,
  type SearchCriteria,
  type SearchPage,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { entitlementsFor, partnersAmongLocked, separatedFrom } from '../entitlements/entitlements.service.js';
import { findDetails, findPreferences } from '../profile/profile.repository.js';
import type { Gender, IndexQuery } from './search-index.js';
import { presentCards, type CardViewer } from './search.presenter.js';

/** Whoever asks: nobody (a visitor), or a member, who never finds themselves. */
export type Searcher = { id: number; is_verified: number } | undefined;

type Criteria = Omit<IndexQuery, 'offset' | 'limit' | 'excludeUserId'>;

/** One page of the index's answer: who is on it, and how many match. At once: the index is in memory. */
function indexPage(ctx: AppContext, query: Criteria, page: number, pageSize: number, excludeUserId: number | undefined) {
  return ctx.search.index.query({ ...query, excludeUserId, offset: (page - 1) * pageSize, limit: pageSize });
}

/**
 * A page without the members a block separates from the searcher (either blocked the other;
 * issue 12). Blocks are few, so they are taken off the page rather than out of the index: a page
 * may then hold fewer cards than its size.
 */
function withoutBlocked(result: { userIds: number[]; total: number }, blocked: ReadonlySet<number>) {
  if (blocked.size === 0) return result;
  const userIds = result.userIds.filter((id) => !blocked.has(id));
  return { userIds, total: Math.max(0, result.total - (result.userIds.length - userIds.length)) };
}

/** One page as result cards (the cards are in memory too). */
function resultPage(
  ctx: AppContext,
  result: { userIds: number[]; total: number },
  page: number,
  pageSize: number,
  paying: boolean,
  viewer?: CardViewer,
): SearchPage {
  return {
    success: true,
    data: presentCards(result.userIds, ctx.search.cards, ctx.media, paying, viewer),
    total: result.total,
    page,
    pageSize,
  };
}

/**
 * A member's page. Their accepted partners are looked up only when the page holds a card with
 * locked photos (the exception to the lock), so most searches make no query beyond the plan.
 */
async function answer(ctx: AppContext, query: Criteria, page: number, pageSize: number, searcher: Searcher): Promise<SearchPage> {
  const [clearPhotos, blocked] = searcher
    ? await Promise.all([entitlementsFor(ctx, searcher).then((e) => e.clearPhotos), separatedFrom(ctx, searcher.id)])
    : [false, new Set<number>()];
  const result = withoutBlocked(indexPage(ctx, query, page, pageSize, searcher?.id), blocked);
  const viewer = searcher && {
    id: searcher.id,
    partners: await partnersAmongLocked(
      ctx,
      searcher.id,
      result.userIds.map((id) => ({ id, photosLocked: ctx.search.cards.photosLocked(id) })),
    ),
  };
  return resultPage(ctx, result, page, pageSize, clearPhotos, viewer);
}

/** The home form's and the filter panel's criteria for the index ('Any' religion or caste is no filter). */
function indexCriteria(criteria: SearchCriteria): Criteria {
  const { min, max } = ageRange(criteria.age);
  return {
    gender: criteria.gender,
    ...birthDatesForAges(todayInIndia(), min, max),
    religion: criteria.religion === 'Any' ? null : criteria.religion,
    caste: criteria.caste,
    state: criteria.state,
    city: criteria.city,
  };
}

/** search: the home form and the filter panel. */
export function searchProfiles(ctx: AppContext, criteria: SearchCriteria, searcher: Searcher): Promise<SearchPage> {
  return answer(ctx, indexCriteria(criteria), criteria.page, criteria.pageSize, searcher);
}

/** search by a visitor: there is no plan to look up, so the answer is made at once. */
export function visitorSearch(ctx: AppContext, criteria: SearchCriteria): SearchPage {
  const result = indexPage(ctx, indexCriteria(criteria), criteria.page, criteria.pageSize, undefined);
  return resultPage(ctx, result, criteria.page, criteria.pageSize, false);
}

/**
 * loggedInSearch: the same engine fed by the member's partner preferences (gender, age,
 * religion; 'no_preference' is no filter). Without saved preferences, the opposite gender of
 * any age, as the preferences screen itself would start.
 */
export async function matchesFor(
  ctx: AppContext,
  member: NonNullable<Searcher>,
  page: number,
  pageSize: number,
): Promise<SearchPage> {
  const userId = member.id;
  const [preferences, details] = await Promise.all([findPreferences(ctx.db, userId), findDetails(ctx.db, userId)]);
  const gender = (preferences?.gender ?? oppositeGender(details?.gender)) as Gender | undefined;
  if (gender !== 'Male' && gender !== 'Female') throw new AppError(400, 'gender_first');
  const age = preferences?.age && preferences.age !== NO_PREFERENCE ? ageRange(preferences.age) : { min: 18, max: 100 };
  const religion = preferences?.religion && preferences.religion !== NO_PREFERENCE ? preferences.religion : null;
  return answer(ctx, { gender, ...birthDatesForAges(todayInIndia(), age.min, age.max), religion }, page, pageSize, member);
}
