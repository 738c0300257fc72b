import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestChangeAnswer, InterestItem, InterestListAnswer, InterestStatus, PublicUser } from '@inai/shared';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { sentInterestsQuery } from '../../../lib/api/sent-interests';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export type Answer = Exclude<InterestStatus, 'Requested'>;

/** getIncomingInterests: the interests other members sent the member (402 without an active plan). */
export const getIncomingInterests = (userId: number) => apiGet<InterestListAnswer>(`getIncomingInterests/${userId}`);

/** updateInterest: the recipient's answer, Requested → Accepted or Rejected, and Accepted ↔ Rejected. */
export const answerInterest = (id: number, status: Answer) => apiPost<InterestChangeAnswer>('updateInterest', { id, status });

/** withdrawInterest (ours): the sender takes back an interest that is still Requested. */
export const withdrawInterest = (id: number) => apiPost<InterestChangeAnswer>('withdrawInterest', { id });

/** The 402 of a member without an active plan: the screen shows its blurred view, so asking again is no use. */
export const planRefused = (error: unknown) => error instanceof ApiError && error.status === 402;

export const incomingInterestsQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: queryKeys.incomingInterests(),
    queryFn: () => getIncomingInterests(userId!),
    enabled: userId !== undefined,
    staleTime: 30_000,
    retry: (failures, err) => !planRefused(err) && failures < 1,
  });

/** The Interests screen's Sent tab: the shared sent list, asked for only with a plan. */
export function useSentInterestList(user: PublicUser | undefined, paying: boolean) {
  return useQuery({ ...sentInterestsQuery(user?.id), enabled: paying && user !== undefined });
}

/**
 * The Interests screen's Incoming tab, asked for only with a plan. The header's count of waiting
 * interests comes with the member; when this list says otherwise, the member is out of date and
 * is fetched again.
 */
export function useIncomingInterests(user: PublicUser | undefined, paying: boolean) {
  const client = useQueryClient();
  const incoming = useQuery({ ...incomingInterestsQuery(user?.id), enabled: paying && user !== undefined });
  const waitingHere = incoming.data?.data.filter((i) => i.status === 'Requested').length;
  useEffect(() => {
    if (waitingHere !== undefined && user && waitingHere !== user.pending_interests)
      void client.invalidateQueries({ queryKey: queryKeys.me() });
  }, [waitingHere, user, client]);
  return { incoming, waitingHere };
}

const TEXTS = {
  Accepted: { done: 'interests.accepted', failed: 'interests.acceptFailed' },
  Rejected: { done: 'interests.rejected', failed: 'interests.rejectFailed' },
} as const;

/** Puts one interest's new state into a cached list (or takes it out), until the list is fetched again. */
function patchList(list: InterestListAnswer | undefined, id: number, next: InterestItem | undefined) {
  if (!list) return list;
  const data = next ? list.data.map((i) => (i.id === id ? next : i)) : list.data.filter((i) => i.id !== id);
  return { ...list, data };
}

/**
 * The recipient's Accept and Reject (specification sections 4 and 8): 'Interest accepted
 * successfully' or 'Interest rejected successfully', or a failure message for the chosen action.
 * Afterwards the incoming list, the member (whose pending count the header shows) and the other
 * member's details (an accepted interest may show more of them) are fetched again.
 */
export function useAnswerInterest(item: InterestItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: Answer) => answerInterest(item.id, status),
    onSuccess: (answer, status) => {
      notify.success(t(TEXTS[status].done));
      client.setQueryData<InterestListAnswer>(queryKeys.incomingInterests(), (list) =>
        patchList(list, item.id, answer.interest ?? { ...item, status }),
      );
    },
    onError: (err, status) => notify.error(failureMessage(err, TEXTS[status].failed, TEXTS[status].failed)),
    // Not awaited: the card already shows the answer, and its buttons need not wait for the refetches.
    onSettled: () => {
      for (const queryKey of [
        queryKeys.incomingInterests(),
        queryKeys.interestStates(),
        queryKeys.me(),
        queryKeys.profileDetails(item.user_id),
      ])
        void client.invalidateQueries({ queryKey });
    },
  });
}

/** The sender takes back an interest still Requested (ours); Matches offer 'Send interest' again. */
export function useWithdrawInterest(item: InterestItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawInterest(item.id),
    onSuccess: () => {
      notify.success(t('interests.withdrawn'));
      client.setQueryData<InterestListAnswer>(queryKeys.sentInterests(), (list) => patchList(list, item.id, undefined));
    },
    onError: (err) => notify.error(failureMessage(err, 'interests.withdrawFailed', 'interests.withdrawFailed')),
    onSettled: () => {
      for (const queryKey of [queryKeys.sentInterests(), queryKeys.interestStates()]) void client.invalidateQueries({ queryKey });
    },
  });
}
