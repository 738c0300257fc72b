import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestListAnswer, InterestState } from '@inai/shared';
import { ApiError, apiGet, apiPost } from '../api-client';
import { failureMessage } from '../api-errors';
import { t } from '../i18n';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { useInterestStates } from './interest-states';
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

/** The member's sent interests, as the Interests screen lists them (the cards read interest-states). */
export const sentInterestsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.sentInterests(),
    queryFn: () => getSentInterests(userId!),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });

/**
 * The 'Send interest' action with its toasts, and where the member stands with each member (one
 * answer from the server, useInterestStates): 'Interest sent successfully', or on a 409 the
 * server's reason ('Interest already sent'; the other member's interest waits for an answer or
 * is accepted). Sent, the card shows 'Interest sent' at once; the states are fetched again.
 */
export function useSendInterest() {
  const { user } = useMe();
  const client = useQueryClient();
  const states = useInterestStates();
  // Marked here until the states arrive again: a refused send may still have been sent by a twin tab.
  const [marked, setMarked] = useState<ReadonlySet<number>>(NONE);
  const mark = (partnerId: number) => setMarked((set) => new Set(set).add(partnerId));

  const send = useMutation({
    mutationFn: (partnerId: number) => sendInterest(user!.id, partnerId),
    onSuccess: (_answer, partnerId) => {
      notify.success(t('interests.sent'));
      mark(partnerId);
    },
    onError: (err, partnerId) => {
      if (err instanceof ApiError && err.code === 'interest_already_sent') mark(partnerId);
      notify.error(failureMessage(err, 'search.tryAgain'));
    },
    onSettled: () => {
      for (const queryKey of [queryKeys.sentInterests(), queryKeys.interestStates()]) void client.invalidateQueries({ queryKey });
    },
  });

  return {
    stateOf: (partnerId: number): InterestState | undefined =>
      states.stateOf(partnerId) ?? (marked.has(partnerId) ? 'sent' : undefined),
    chatWith: states.chatWith,
    isSending: (partnerId: number) => send.isPending && send.variables === partnerId,
    send: (partnerId: number) => send.mutate(partnerId),
  };
}
