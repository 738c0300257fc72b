import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatAccess, InterestState, InterestStatesAnswer } from '@inai/shared';
import { apiGet } from '../api-client';
import { queryKeys } from '../query-keys';
import { useViewerPlan } from '../session/use-viewer-plan';
import { useMe } from './me';

/** GET /api/interest-states (ours): where the member stands with each member an interest joins them to. */
export const getInterestStates = () => apiGet<InterestStatesAnswer>('interest-states');

export const interestStatesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.interestStates(), queryFn: getInterestStates, enabled, staleTime: 60_000 });

export interface InterestStates {
  /** The card's state with this member, if an interest joins the two (and the member may see it). */
  stateOf: (userId: number) => InterestState | undefined;
  /** Whether chat with this member can happen, and why not: as the server answered. */
  chatWith: (userId: number) => ChatAccess;
}

/**
 * The server's answer for the cards: one query for every screen. Until it arrives, chat is
 * offered by the member's plan alone (a Platinum member without the answer gets 'interest': the
 * disabled control, never a 'Chat now' that would be refused).
 */
export function useInterestStates(): InterestStates {
  const { user } = useMe();
  const plan = useViewerPlan();
  const answer = useQuery({
    ...interestStatesQuery(user?.is_verified === 1),
    select: (a) => ({ chat: a.chat, byUser: new Map(a.data.map((d) => [d.user_id, d])) }),
  }).data;
  const fallback: ChatAccess = answer?.chat ?? (plan?.chat ? 'interest' : 'plan');
  return {
    stateOf: (userId) => answer?.byUser.get(userId)?.state,
    chatWith: (userId) => answer?.byUser.get(userId)?.chat ?? fallback,
  };
}
