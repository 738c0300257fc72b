import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShortlistIds } from '@inai/shared';
import { apiGet, apiPost } from '../api-client';
import { failureMessage } from '../api-errors';
import { t } from '../i18n';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { useMe } from './me';

/** The heart's calls (ours): results, matches, profile details and the Shortlisted screen all show the heart. */
export const shortlistApi = {
  add: (userId: number) => apiPost<{ success: boolean; message: string }>('shortlist', { user_id: userId }),
  remove: (userId: number) => apiPost<{ success: boolean; message: string }>('unshortlist', { user_id: userId }),
  /** Every member the caller shortlisted: read once and kept, so search answers stay as they are. */
  ids: () => apiGet<ShortlistIds>('shortlist/ids'),
};

/** The ids on the member's shortlist: one query for every heart on the screen. */
export const shortlistIdsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.shortlistIds(),
    queryFn: shortlistApi.ids,
    enabled,
    staleTime: 5 * 60_000,
    select: (answer: ShortlistIds) => new Set(answer.data),
  });

/**
 * Whether `userId` is on the signed-in, verified member's shortlist, and the toggle. The heart
 * changes at once (optimistic); a refused change puts it back and says why. `available` is
 * false for visitors and unverified members, who have no shortlist.
 */
export function useShortlist(userId: number) {
  const { user } = useMe();
  const available = user?.is_verified === 1 && user.id !== userId;
  const client = useQueryClient();
  const ids = useQuery(shortlistIdsQuery(available));
  const shortlisted = ids.data?.has(userId) ?? false;

  const toggle = useMutation({
    mutationFn: (add: boolean) => (add ? shortlistApi.add(userId) : shortlistApi.remove(userId)),
    onMutate: async (add: boolean) => {
      await client.cancelQueries({ queryKey: queryKeys.shortlistIds() });
      const before = client.getQueryData<ShortlistIds>(queryKeys.shortlistIds());
      client.setQueryData<ShortlistIds>(queryKeys.shortlistIds(), (old) => {
        const rest = (old?.data ?? []).filter((id) => id !== userId);
        return { success: true, data: add ? [userId, ...rest] : rest };
      });
      return { before };
    },
    onSuccess: (_answer, add) => notify.success(t(add ? 'shortlist.added' : 'shortlist.removed')),
    onError: (err, _add, context) => {
      if (context?.before) client.setQueryData(queryKeys.shortlistIds(), context.before);
      notify.error(failureMessage(err, 'shortlist.failed', 'shortlist.failed'), `shortlist-${userId}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.shortlistAll() }),
  });

  return {
    available,
    shortlisted,
    busy: toggle.isPending,
    toggle: () => toggle.mutate(!shortlisted),
  };
}
