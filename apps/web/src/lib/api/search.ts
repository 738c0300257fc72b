import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type SearchInput, type SearchPage } from '@inai/shared';
import { apiPost } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * search (specification section 7): one page of profiles for the home form and the filter panel.
 * A member's token keeps them out of their own results.
 */
export const searchProfiles = (criteria: SearchInput, page = 1) =>
  apiPost<SearchPage>('search', { ...criteria, page, pageSize: LIMITS.pageSize });

/**
 * One page of All profiles. `criteria` is the search as it stands in the address: the key.
 * The previous page stays on screen while the next loads; a failure is toasted, not retried.
 */
export const searchQuery = (criteria: string, input: SearchInput, page: number) =>
  queryOptions({
    // Who asks matters (a member never finds themselves, only a plan unblurs the pictures): the
    // cache holds one session's answers only, as it is emptied whenever the session changes.
    queryKey: queryKeys.search(criteria, page),
    queryFn: () => searchProfiles(input, page),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** All profiles' results; `initialData` is the home form's answer, shown without asking again. */
export function useSearch(
  criteria: string,
  input: SearchInput,
  page: number,
  options: { enabled: boolean; initialData: SearchPage | undefined },
) {
  return useQuery({ ...searchQuery(criteria, input, page), ...options });
}
