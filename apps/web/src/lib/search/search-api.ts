import { LIMITS, type LoggedInSearchInput, type SearchInput, type SearchPage } from '@inai/shared';
import { apiPost } from '../api-client';

/**
 * The search calls (specification section 7): the home form and the filter panel (`search`), and
 * a member's matches (`loggedInSearch`). Here rather than in the search feature because the
 * home page searches too.
 */
export const searchApi = {
  /** search: a member's token keeps them out of their own results. */
  search: (criteria: SearchInput, page = 1) => apiPost<SearchPage>('search', { ...criteria, page, pageSize: LIMITS.pageSize }),
  /** loggedInSearch: the member's matches, from their partner preferences (compatible stars and widening for this search only). */
  matches: (page: number, options: Pick<LoggedInSearchInput, 'compatible_stars' | 'widen'> = {}) =>
    apiPost<SearchPage>('loggedInSearch', { ...options, page, pageSize: LIMITS.pageSize }),
};

/** The home form's criteria (specification section 7, `search`). */
export interface HomeSearchCriteria {
  gender: string;
  age: string;
  religion: string;
  state: string;
  city: string;
}
