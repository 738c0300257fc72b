import {
  ageRange,
  birthDatesForAges,
  MESSAGES,
  NO_PREFERENCE,
  todayInIndia,
  type SearchCriteria,
  type SearchPage,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { activePlanOf } from '../plans/plans.service.js';
import { findDetails, findPreferences } from '../profile/profile.repository.js';
import type { Gender, IndexQuery } from './search-index.js';
import { presentCards } from './search.presenter.js';

/** Whoever asks: nobody (a visitor), or a member, who never finds themselves. */
export type Searcher = { userId: number } | undefined;

async function answer(
  ctx: AppContext,
  query: Omit<IndexQuery, 'offset' | 'limit' | 'excludeUserId'>,
  page: number,
  pageSize: number,
  searcher: Searcher,
): Promise<SearchPage> {
  const result = ctx.search.index.query({
    ...query,
    excludeUserId: searcher?.userId,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const plan = searcher ? await activePlanOf(ctx, searcher.userId) : undefined;
  return {
    success: true,
    data: presentCards(result.userIds, ctx.search.cards, ctx.media, plan !== undefined),
    total: result.total,
    page,
    pageSize,
  };
}

/** search: the home form and the filter panel ('Any' religion or caste is no filter). */
export function searchProfiles(ctx: AppContext, criteria: SearchCriteria, searcher: Searcher): Promise<SearchPage> {
  const { min, max } = ageRange(criteria.age);
  const dates = birthDatesForAges(todayInIndia(), min, max);
  return answer(
    ctx,
    {
      gender: criteria.gender,
      ...dates,
      religion: criteria.religion === 'Any' ? null : criteria.religion,
      caste: criteria.caste,
      state: criteria.state,
      city: criteria.city,
    },
    criteria.page,
    criteria.pageSize,
    searcher,
  );
}

const OPPOSITE: Record<string, Gender> = { Male: 'Female', Female: 'Male' };

/**
 * loggedInSearch: the same engine fed by the member's partner preferences (gender, age,
 * religion; 'no_preference' is no filter). Without saved preferences, the opposite gender of
 * any age, as the preferences screen itself would start.
 */
export async function matchesFor(ctx: AppContext, userId: number, page: number, pageSize: number): Promise<SearchPage> {
  const [preferences, details] = await Promise.all([findPreferences(ctx.db, userId), findDetails(ctx.db, userId)]);
  const gender = (preferences?.gender ?? OPPOSITE[details?.gender ?? '']) as Gender | undefined;
  if (gender !== 'Male' && gender !== 'Female') throw new AppError(400, MESSAGES.profile.genderFirst);
  const age = preferences?.age && preferences.age !== NO_PREFERENCE ? ageRange(preferences.age) : { min: 18, max: 100 };
  const religion = preferences?.religion && preferences.religion !== NO_PREFERENCE ? preferences.religion : null;
  return answer(ctx, { gender, ...birthDatesForAges(todayInIndia(), age.min, age.max), religion }, page, pageSize, { userId });
}
