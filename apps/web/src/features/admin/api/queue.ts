import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActionAnswer, AdminDecisionInput, AdminQueueAnswer } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery, operatorFile } from './admin-http';
import { useConsoleMutation } from './console-mutation';

export interface QueueFilters {
  status: string;
  kind: string;
  q: string;
}

/** The queue of reports and grievances (/api/admin/…); the server refuses anyone but an operator. */
export const queueApi = {
  queue: (filters: QueueFilters, page: number) => apiGet<AdminQueueAnswer>(`admin/queue?${adminQuery({ ...filters, page })}`),
  decide: (reportId: number, input: AdminDecisionInput) =>
    apiPost<AdminActionAnswer>(`admin/reports/${reportId}/decision`, input),
  evidence: operatorFile,
};

export const adminQueueQuery = (filters: QueueFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.adminQueue(JSON.stringify(filters), page),
    queryFn: () => queueApi.queue(filters, page),
    placeholderData: keepPreviousData,
  });

/** One page of the queue. */
export function useAdminQueue(filters: QueueFilters, page: number) {
  return useQuery(adminQueueQuery(filters, page));
}

/**
 * A report's screenshot, as a blob, only while the item is open and never kept after (gcTime 0):
 * each opening is one audited view on the server.
 */
export function useEvidence(path: string) {
  return useQuery({
    queryKey: queryKeys.adminEvidence(path),
    queryFn: () => queueApi.evidence(path),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** A decision on a report or grievance. */
export function useDecide() {
  return useConsoleMutation(({ id, input }: { id: number; input: AdminDecisionInput }) => queueApi.decide(id, input));
}
