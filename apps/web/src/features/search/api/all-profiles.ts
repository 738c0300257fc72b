import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchInput, SearchPage } from '@inai/shared';
import { searchProfiles } from '../../../lib/api/search';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One page of All profiles. `criteria` is the search as it stands in the address: the key.
 * The previous page stays on screen while the next loads; a failure is toasted, not retried.
 */
export const allProfilesQuery = (criteria: string, input: SearchInput, page: number) =>
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
export function useAllProfiles(
  criteria: string,
  input: SearchInput,
  page: number,
  options: { enabled: boolean; initialData: SearchPage | undefined },
) {
  return useQuery({ ...allProfilesQuery(criteria, input, page), ...options });
}
