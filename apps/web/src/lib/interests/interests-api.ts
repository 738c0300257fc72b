import type { SentInterest } from '@inai/shared';
import { apiGet, apiPost } from '../api-client';

/**
 * The interest calls (specification section 7). Here rather than in a feature because results,
 * matches and profile details all send interests.
 */
export const interestsApi = {
  send: (userId: number, partnerId: number) =>
    apiPost<{ success: boolean; message: string }>('sendInterest', {
      user_id: userId,
      partner_id: partnerId,
      status: 'Requested',
    }),
  sent: (userId: number) => apiGet<SentInterest[]>(`getSentInterests/${userId}`),
};
