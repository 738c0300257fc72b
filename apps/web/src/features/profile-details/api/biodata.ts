import { useQuery } from '@tanstack/react-query';
import type { BiodataAnswer } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** getBiodata (ours, docs/decisions/0042): the printable biodata, refused and counted as details are. */
export const getBiodata = (userId: number) => apiPost<BiodataAnswer>('getBiodata', { user_id: userId });

/** A member's biodata; `ready`: the session is settled. Refusals are answers, not failures to retry. */
export function useBiodata(userId: number | null, ready: boolean) {
  return useQuery({
    queryKey: queryKeys.biodata(userId ?? 0),
    queryFn: () => getBiodata(userId!),
    enabled: userId !== null && ready,
    staleTime: 60_000,
    retry: false,
  });
}
