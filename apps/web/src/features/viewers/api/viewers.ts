import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PRIVACY_RIGHTS, type ViewersAnswer } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';
import { useMe } from '../../../lib/api/me';
import { queryKeys } from '../../../lib/query-keys';

/** GET viewers: who viewed me, a page with a plan, only how many without one. */
export const getViewers = (page: number) =>
  apiGet<ViewersAnswer>(`viewers?page=${page}&pageSize=${PRIVACY_RIGHTS.viewersPageSize}`);

/**
 * A page of Who viewed me. The previous page stays on screen while the next loads; a failure is
 * shown with a retry rather than retried unasked.
 */
export const viewersQuery = (page: number, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.viewers(page),
    queryFn: () => getViewers(page),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The members who opened the signed-in member's full profile, one page. */
export function useViewers(page: number) {
  const { user } = useMe();
  return useQuery(viewersQuery(page, user !== undefined));
}
