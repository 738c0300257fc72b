import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type LoggedInSearchInput, type SearchPage } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { useMe } from '../../../lib/api/me';
import { queryKeys } from '../../../lib/query-keys';
import { matchesOptionsToParams, toMatchesInput, type MatchesOptions } from '../../../lib/search/matches-options';

/**
 * loggedInSearch (specification section 7): the member's matches, from their partner preferences
 * (compatible stars, charts that agree and widening for this search only).
 */
export const getMatches = (
  page: number,
  options: Pick<LoggedInSearchInput, 'compatible_stars' | 'widen' | 'charts_agree' | 'sort'> = {},
) => apiPost<SearchPage>('loggedInSearch', { ...options, page, pageSize: LIMITS.cardsPerPage });

/**
 * One page of Matches. Saving the partner preferences or the gender invalidates every page
 * ('matches'), so they are fresh the moment the member comes back. The previous page stays on
 * screen while the next loads; a failure is shown, not retried.
 */
export const matchesQuery = (page: number, options: MatchesOptions) =>
  queryOptions({
    queryKey: queryKeys.matches(page, matchesOptionsToParams(options, 1).toString()),
    queryFn: () => getMatches(page, toMatchesInput(options)),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The signed-in member's matches, one page. */
export function useMatches(page: number, options: MatchesOptions) {
  const { user } = useMe();
  return useQuery({ ...matchesQuery(page, options), enabled: user !== undefined });
}
