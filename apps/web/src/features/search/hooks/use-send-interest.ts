import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type SentInterest } from '@inai/shared';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../auth/session/auth-context';
import { profilesApi } from '../api/search-profiles';

const NONE = new Set<number>();

/**
 * The member's sent interests (specification: partner_id marks profiles as sent) and the
 * 'Send interest' action with its toasts: 'Interest sent successfully', or 'Interest already
 * sent' when the server answers 409. Either way the profile shows 'Interest sent' afterwards.
 */
export function useSendInterest() {
  const { user, token } = useAuth();
  const client = useQueryClient();
  const key = ['sentInterests', user?.id];
  const sent = useQuery({
    queryKey: key,
    queryFn: () => profilesApi.sentInterests(token!, user!.id),
    enabled: Boolean(token && user),
    select: (list: SentInterest[]) => new Set(list.map((i) => i.partner_id)),
    staleTime: 60_000,
  });

  const markSent = (partnerId: number) =>
    client.setQueryData<SentInterest[]>(key, (list = []) =>
      list.some((i) => i.partner_id === partnerId) ? list : [...list, { partner_id: partnerId } as SentInterest],
    );

  const send = useMutation({
    mutationFn: (partnerId: number) => profilesApi.sendInterest(token!, user!.id, partnerId),
    onSuccess: (_answer, partnerId) => {
      notify.success(MESSAGES.interests.sent);
      markSent(partnerId);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (err, partnerId) => {
      if (err instanceof ApiError && err.status === 409) {
        notify.error(MESSAGES.interests.alreadySent);
        markSent(partnerId);
      } else notify.error(failureMessage(err, MESSAGES.search.tryAgain));
    },
  });

  return {
    isSent: (partnerId: number) => (sent.data ?? NONE).has(partnerId),
    isSending: (partnerId: number) => send.isPending && send.variables === partnerId,
    send: (partnerId: number) => send.mutate(partnerId),
  };
}
