import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileDetailsAnswer } from '@inai/shared';
import { apiPost } from '../api-client';
import { queryKeys } from '../query-keys';

/** getUserDetails (specification section 7): another member's profile, as the viewer's plan allows. */
export const getProfileDetails = (userId: number) => apiPost<ProfileDetailsAnswer>('getUserDetails', { user_id: userId });

/**
 * Another member's profile. A refusal (401, 402, 404) is the answer, not a failure to retry: the
 * screen shows it at once. Answering an interest or blocking the member invalidates it.
 */
export const profileDetailsQuery = (userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.profileDetails(userId ?? 0),
    queryFn: () => getProfileDetails(userId!),
    enabled: userId !== null,
    staleTime: 60_000,
    retry: false,
  });

/** `ready`: the session is settled, since who asks decides what the server shows. */
export function useProfileDetails(userId: number | null, ready: boolean) {
  return useQuery({ ...profileDetailsQuery(userId), enabled: userId !== null && ready });
}
