import { useQuery } from '@tanstack/react-query';
import type { JathagamAnswer, JathagamInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The member's own chart: her saved birth sent to POST /api/jathagam, the calculator's call. The
 * birth is hers and already in her own answer, and the server draws the profile's star from the
 * same engine with the same input, so no call of its own is needed. Null input: no birth time.
 */
export function useOwnJathagam(input: JathagamInput | null) {
  const birth = input ? JSON.stringify(input) : '';
  return useQuery({
    queryKey: queryKeys.ownJathagam(birth),
    queryFn: () => apiPost<JathagamAnswer>('jathagam', input),
    enabled: input !== null,
    // The same birth always gives the same chart; a new one is a new key.
    staleTime: Infinity,
  });
}
