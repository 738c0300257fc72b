import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockListAnswer } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

/** blocks (ours): the members this member blocked, from a conversation or a profile. */
export const getBlockedMembers = () => apiGet<BlockListAnswer>('blocks');

/** unblock (ours): the two may find and write to each other again. */
export const unblockMember = (userId: number) => apiPost<{ success: boolean; message?: string }>('unblock', { user_id: userId });

export const blockedMembersQuery = () => queryOptions({ queryKey: queryKeys.blocks(), queryFn: getBlockedMembers });

export function useBlockedMembers() {
  return useQuery(blockedMembersQuery());
}

/** Unblock, with its toasts; the list and every chat query are fetched again (the conversation opens again). */
export function useUnblock(userId: number, name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unblockMember(userId),
    onSuccess: () => notify.success(t('chat.unblockDone', { name })),
    onError: (err) => notify.error(failureMessage(err, 'chat.unblockFailed', 'chat.unblockFailed')),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.blocks() });
      void client.invalidateQueries({ queryKey: queryKeys.chatAll() });
    },
  });
}
