import type { AdminActionAnswer, AdminAuditAnswer, AdminDecisionInput, AdminMembersAnswer, AdminQueueAnswer } from '@inai/shared';
import { ApiError, apiGet, apiHeaders, apiPost, toApiError } from '../../../lib/api-client';

export interface QueueFilters {
  status: string;
  kind: string;
  q: string;
}

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, v]) => v !== '')
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** The operators' console calls (/api/admin/…); the server refuses anyone but an operator. */
export const adminApi = {
  queue: (filters: QueueFilters, page: number) => apiGet<AdminQueueAnswer>(`admin/queue?${query({ ...filters, page })}`),
  decide: (reportId: number, input: AdminDecisionInput) =>
    apiPost<AdminActionAnswer>(`admin/reports/${reportId}/decision`, input),
  members: (q: string) => apiGet<AdminMembersAnswer>(`admin/members?${query({ q })}`),
  suspend: (memberId: number, reason: string) => apiPost<AdminActionAnswer>(`admin/members/${memberId}/suspend`, { reason }),
  reinstate: (memberId: number, reason: string) => apiPost<AdminActionAnswer>(`admin/members/${memberId}/reinstate`, { reason }),
  audit: (q: string, page: number) => apiGet<AdminAuditAnswer>(`admin/audit?${query({ q, page })}`),
  /** A report's screenshot: fetched with the session (an <img> could not send it). */
  async evidence(path: string): Promise<Blob> {
    let response: Response;
    try {
      response = await fetch(path, { headers: apiHeaders() });
    } catch (err) {
      throw new ApiError(0, err instanceof Error ? err.message : 'network error');
    }
    if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
    return response.blob();
  },
};
