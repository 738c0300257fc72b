import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestItem, InterestListAnswer, InterestStatus } from '@inai/shared';
import { failureMessage } from '../../../lib/api-errors';
import { t } from '../../../lib/i18n';
import { interestsApi } from '../../../lib/interests/interests-api';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

export type Answer = Exclude<InterestStatus, 'Requested'>;

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
    mutationFn: (status: Answer) => interestsApi.answer(item.id, status),
    onSuccess: (answer, status) => {
      notify.success(t(TEXTS[status].done));
      client.setQueryData<InterestListAnswer>(queryKeys.incomingInterests(), (list) =>
        patchList(list, item.id, answer.interest ?? { ...item, status }),
      );
    },
    onError: (err, status) => notify.error(failureMessage(err, TEXTS[status].failed, TEXTS[status].failed)),
    // Not awaited: the card already shows the answer, and its buttons need not wait for the refetches.
    onSettled: () => {
      for (const queryKey of [queryKeys.incomingInterests(), queryKeys.me(), queryKeys.profileDetails(item.user_id)])
        void client.invalidateQueries({ queryKey });
    },
  });
}

/** The sender takes back an interest still Requested (ours); Matches offer 'Send interest' again. */
export function useWithdrawInterest(item: InterestItem) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => interestsApi.withdraw(item.id),
    onSuccess: () => {
      notify.success(t('interests.withdrawn'));
      client.setQueryData<InterestListAnswer>(queryKeys.sentInterests(), (list) => patchList(list, item.id, undefined));
    },
    onError: (err) => notify.error(failureMessage(err, 'interests.withdrawFailed', 'interests.withdrawFailed')),
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.sentInterests() }),
  });
}
