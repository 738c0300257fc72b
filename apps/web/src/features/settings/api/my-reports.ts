import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReportsAnswer } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/reports: the member's own reports and grievances, newest first. */
export const getMyReports = () => apiGet<MyReportsAnswer>('reports');

/** Filing a report or a grievance invalidates this list. */
export const myReportsQuery = () => queryOptions({ queryKey: queryKeys.myReports(), queryFn: getMyReports });

export function useMyReports() {
  return useQuery(myReportsQuery());
}
