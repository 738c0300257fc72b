import type { InterestChangeAnswer, InterestListAnswer, InterestStatus } from '@inai/shared';
import { apiGet, apiPost } from '../api-client';

/**
 * The interest calls (specification section 7, and our withdrawInterest). Here rather than in a
 * feature because results, matches, profile details and the Interests screen all use them.
 */
export const interestsApi = {
  send: (userId: number, partnerId: number) =>
    apiPost<{ success: boolean; message: string }>('sendInterest', {
      user_id: userId,
      partner_id: partnerId,
      status: 'Requested',
    }),
  /** The interests the member sent (open to every verified member). */
  sent: (userId: number) => apiGet<InterestListAnswer>(`getSentInterests/${userId}`),
  /** The interests other members sent the member (402 without an active plan). */
  incoming: (userId: number) => apiGet<InterestListAnswer>(`getIncomingInterests/${userId}`),
  /** The recipient's answer: Requested → Accepted or Rejected, and Accepted ↔ Rejected. */
  answer: (id: number, status: Exclude<InterestStatus, 'Requested'>) =>
    apiPost<InterestChangeAnswer>('updateInterest', { id, status }),
  /** The sender takes back an interest that is still Requested. */
  withdraw: (id: number) => apiPost<InterestChangeAnswer>('withdrawInterest', { id }),
};
