import { LIMITS, type SearchInput, type SearchPage } from '@inai/shared';
import { apiPost } from '../api-client';

/**
 * search (specification section 7): one page of profiles, for the home form and for All
 * profiles' filter panel. A member's token keeps them out of their own results.
 */
export const searchProfiles = (criteria: SearchInput, page = 1) =>
  apiPost<SearchPage>('search', { ...criteria, page, pageSize: LIMITS.cardsPerPage });
