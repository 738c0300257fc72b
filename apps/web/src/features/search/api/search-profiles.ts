import type { ProfileDetailsAnswer, SearchInput, SearchPage, SentInterest } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The home form's criteria (specification section 7, `search`). */
export interface HomeSearchCriteria {
  gender: string;
  age: string;
  religion: string;
  state: string;
  city: string;
}

/** Results and matches come four to a page (specification section 9). */
export const PAGE_SIZE = 4;

/** The calls behind the results, matches and details screens (specification section 7). */
export const profilesApi = {
  /** search: the home form and the filter panel; a member's token keeps them out of their own results. */
  search: (criteria: SearchInput, page = 1, token?: string | null) =>
    apiPost<SearchPage>('search', { ...criteria, page, pageSize: PAGE_SIZE }, { token }),
  /** loggedInSearch: the member's matches, from their partner preferences. */
  matches: (token: string, page: number) => apiPost<SearchPage>('loggedInSearch', { page, pageSize: PAGE_SIZE }, { token }),
  details: (token: string | null, userId: number) =>
    apiPost<ProfileDetailsAnswer>('getUserDetails', { user_id: userId }, { token }),
  sendInterest: (token: string, userId: number, partnerId: number) =>
    apiPost<{ success: boolean; message: string }>(
      'sendInterest',
      { user_id: userId, partner_id: partnerId, status: 'Requested' },
      { token },
    ),
  sentInterests: (token: string, userId: number) => apiGet<SentInterest[]>(`getSentInterests/${userId}`, { token }),
};
