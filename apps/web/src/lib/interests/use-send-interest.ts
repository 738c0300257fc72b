import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SentInterest } from '@inai/shared';
import { ApiError } from '../api-client';
import { failureMessage } from '../api-errors';
import { t } from '../i18n';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { useMe } from '../session/use-session';
import { interestsApi } from './interests-api';

const NONE = new Set<number>();

/**
 * The member's sent interests (specification: partner_id marks profiles as sent) and the
 * 'Send interest' action with its toasts: 'Interest sent successfully', or 'Interest already
 * sent' when the server answers 409. Either way the profile shows 'Interest sent' afterwards.
 */
export function useSendInterest() {
  const { user } = useMe();
  const client = useQueryClient();
  const key = queryKeys.sentInterests();
  const sent = useQuery({
    queryKey: key,
    queryFn: () => interestsApi.sent(user!.id),
    enabled: user !== undefined,
    select: (list: SentInterest[]) => new Set(list.map((i) => i.partner_id)),
    staleTime: 60_000,
  });

  const markSent = (partnerId: number) =>
    client.setQueryData<SentInterest[]>(key, (list = []) =>
      list.some((i) => i.partner_id === partnerId) ? list : [...list, { partner_id: partnerId } as SentInterest],
    );

  const send = useMutation({
    mutationFn: (partnerId: number) => interestsApi.send(user!.id, partnerId),
    onSuccess: (_answer, partnerId) => {
      notify.success(t('interests.sent'));
      markSent(partnerId);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (err, partnerId) => {
      if (err instanceof ApiError && err.status === 409) {
        notify.error(t('interests.alreadySent'));
        markSent(partnerId);
      } else notify.error(failureMessage(err, 'search.tryAgain'));
    },
  });

  return {
    isSent: (partnerId: number) => (sent.data ?? NONE).has(partnerId),
    isSending: (partnerId: number) => send.isPending && send.variables === partnerId,
    send: (partnerId: number) => send.mutate(partnerId),
  };
}
