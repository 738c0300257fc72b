import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestListAnswer } from '@inai/shared';
import { ApiError, apiGet, apiPost } from '../api-client';
import { failureMessage } from '../api-errors';
import { t } from '../i18n';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { useMe } from './me';

const NONE: ReadonlySet<number> = new Set<number>();

/** sendInterest (specification section 7): the member asks `partnerId`. */
export const sendInterest = (userId: number, partnerId: number) =>
  apiPost<{ success: boolean; message: string }>('sendInterest', {
    user_id: userId,
    partner_id: partnerId,
    status: 'Requested',
  });

/** getSentInterests: the interests the member sent (open to every verified member). */
export const getSentInterests = (userId: number) => apiGet<InterestListAnswer>(`getSentInterests/${userId}`);

/** The member's sent interests, one query for every screen that reads them (Matches, details, Interests). */
export const sentInterestsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.sentInterests(),
    queryFn: () => getSentInterests(userId!),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });

const partnerIds = (answer: InterestListAnswer) => new Set(answer.data.map((i) => i.partner_id));

/**
 * The member's sent interests (specification: partner_id marks profiles as sent) and the
 * 'Send interest' action with its toasts: 'Interest sent successfully', or 'Interest already
 * sent' when the server answers 409. Either way the profile shows 'Interest sent' afterwards:
 * at once from here, and for good from the sent list, which is fetched again.
 */
export function useSendInterest() {
  const { user } = useMe();
  const client = useQueryClient();
  const sent = useQuery({ ...sentInterestsQuery(user?.id), select: partnerIds });
  // Marked here, not written into the cached list: that list also feeds the Interests screen's cards.
  const [marked, setMarked] = useState<ReadonlySet<number>>(NONE);
  const mark = (partnerId: number) => setMarked((set) => new Set(set).add(partnerId));

  const send = useMutation({
    mutationFn: (partnerId: number) => sendInterest(user!.id, partnerId),
    onSuccess: (_answer, partnerId) => {
      notify.success(t('interests.sent'));
      mark(partnerId);
    },
    onError: (err, partnerId) => {
      if (err instanceof ApiError && err.status === 409) {
        notify.error(t('interests.alreadySent'));
        mark(partnerId);
      } else notify.error(failureMessage(err, 'search.tryAgain'));
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.sentInterests() }),
  });

  return {
    isSent: (partnerId: number) => marked.has(partnerId) || (sent.data ?? NONE).has(partnerId),
    isSending: (partnerId: number) => send.isPending && send.variables === partnerId,
    send: (partnerId: number) => send.mutate(partnerId),
  };
}
