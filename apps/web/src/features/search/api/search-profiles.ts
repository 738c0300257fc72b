import { apiPost } from '../../../lib/api-client';

/** The home form's criteria (specification section 7, `search`). */
export interface HomeSearchCriteria {
  gender: string;
  age: string;
  religion: string;
  state: string;
  city: string;
}

export interface SearchAnswer {
  data: unknown[];
  total?: number;
  page?: number;
  pageSize?: number;
}

/** POST /api/search, first page. */
export function searchProfiles(criteria: HomeSearchCriteria): Promise<SearchAnswer> {
  return apiPost<SearchAnswer>('search', { ...criteria, page: 1, pageSize: 4 });
}
