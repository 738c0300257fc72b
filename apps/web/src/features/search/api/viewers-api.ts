import type { ViewersAnswer } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';

/** Who viewed me (issue 14): the list with a plan, only how many without one. */
export const viewersApi = {
  page: (page: number, pageSize: number) => apiGet<ViewersAnswer>(`viewers?page=${page}&pageSize=${pageSize}`),
};
