import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SHORTLIST_LIMITS, type ShortlistPage } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';
import { useMe } from '../../../lib/api/me';
import { queryKeys } from '../../../lib/query-keys';

/** GET shortlist: one page of the profiles the member saved with the heart, the latest first. */
export const getShortlisted = (page: number) =>
  apiGet<ShortlistPage>(`shortlist?page=${page}&pageSize=${SHORTLIST_LIMITS.pageSize}`);

/**
 * A page of the Shortlisted screen. The previous page stays on screen while the next loads; a
 * failure is shown with a retry rather than retried unasked. The heart's toggle refetches these
 * pages (it invalidates every 'shortlist' query).
 */
export const shortlistedQuery = (page: number, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.shortlist(page),
    queryFn: () => getShortlisted(page),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The signed-in member's shortlist, one page. */
export function useShortlisted(page: number) {
  const { user } = useMe();
  return useQuery(shortlistedQuery(page, user !== undefined));
}
