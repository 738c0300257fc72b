import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '../api-client';
import { failureMessage } from '../api-errors';
import { t } from '../i18n';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';

/** block (ours): from a conversation or a profile, both ways, everywhere (the server decides). */
export const blockMember = (userId: number) => apiPost<{ success: boolean; message?: string }>('block', { user_id: userId });

/**
 * Blocks a member (both ways, everywhere: the server decides), then leaves for `then`, since the
 * page the member was on (a conversation, a profile) no longer exists for them.
 */
export function useBlock(userId: number, name: string, then: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => blockMember(userId),
    onSuccess: () => {
      notify.success(t('chat.blockDone', { name }));
      // Whatever showed the member (results, matches, interests, chat) must be asked again.
      client.removeQueries({ queryKey: queryKeys.profileDetails(userId) });
      void navigate(then, { replace: true });
    },
    onError: (err) => notify.error(failureMessage(err, 'chat.blockFailed', 'chat.blockFailed')),
    onSettled: () => void client.invalidateQueries(),
  });
}
