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
import { entitlementsFor } from '../entitlements/entitlements.service.js';
import { findDetails, findPreferences } from '../profile/profile.repository.js';
import type { Gender, IndexQuery } from './search-index.js';
import { presentCards } from './search.presenter.js';

/** Whoever asks: nobody (a visitor), or a member, who never finds themselves. */
export type Searcher = { id: number; is_verified: number } | undefined;

type Criteria = Omit<IndexQuery, 'offset' | 'limit' | 'excludeUserId'>;

/** One page of the index's answer as result cards. At once: the index and the cards are in memory. */
function resultPage(
  ctx: AppContext,
  query: Criteria,
  page: number,
  pageSize: number,
  excludeUserId: number | undefined,
  paying: boolean,
): SearchPage {
  const result = ctx.search.index.query({ ...query, excludeUserId, offset: (page - 1) * pageSize, limit: pageSize });
  return {
    success: true,
    data: presentCards(result.userIds, ctx.search.cards, ctx.media, paying),
    total: result.total,
    page,
    pageSize,
  };
}

async function answer(ctx: AppContext, query: Criteria, page: number, pageSize: number, searcher: Searcher): Promise<SearchPage> {
  const clearPhotos = searcher ? (await entitlementsFor(ctx, searcher)).clearPhotos : false;
  return resultPage(ctx, query, page, pageSize, searcher?.id, clearPhotos);
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
  return resultPage(ctx, indexCriteria(criteria), criteria.page, criteria.pageSize, undefined, false);
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
