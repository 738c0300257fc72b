import type { AdminActionAnswer, AdminAuditAnswer, AdminDecisionInput, AdminMembersAnswer, AdminQueueAnswer } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { adminQuery, operatorFile } from './admin-http';

export interface QueueFilters {
  status: string;
  kind: string;
  q: string;
}

/** The operators' console calls (/api/admin/…); the server refuses anyone but an operator. */
export const adminApi = {
  queue: (filters: QueueFilters, page: number) => apiGet<AdminQueueAnswer>(`admin/queue?${adminQuery({ ...filters, page })}`),
  decide: (reportId: number, input: AdminDecisionInput) =>
    apiPost<AdminActionAnswer>(`admin/reports/${reportId}/decision`, input),
  members: (q: string) => apiGet<AdminMembersAnswer>(`admin/members?${adminQuery({ q })}`),
  suspend: (memberId: number, reason: string) => apiPost<AdminActionAnswer>(`admin/members/${memberId}/suspend`, { reason }),
  reinstate: (memberId: number, reason: string) => apiPost<AdminActionAnswer>(`admin/members/${memberId}/reinstate`, { reason }),
  audit: (q: string, page: number) => apiGet<AdminAuditAnswer>(`admin/audit?${adminQuery({ q, page })}`),
  evidence: operatorFile,
};
