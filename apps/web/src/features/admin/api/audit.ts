import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuditAnswer } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery } from './admin-http';

/** GET /api/admin/audit: what operators did and saw, newest first (operators only). */
export const getAuditLog = (q: string, page: number) => apiGet<AdminAuditAnswer>(`admin/audit?${adminQuery({ q, page })}`);

export const auditLogQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.adminAudit(q, page),
    queryFn: () => getAuditLog(q, page),
    placeholderData: keepPreviousData,
  });

/** One page of the audit log. */
export function useAuditLog(q: string, page: number) {
  return useQuery(auditLogQuery(q, page));
}
