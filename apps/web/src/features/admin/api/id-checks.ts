import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminIdListAnswer, IdDecisionInput } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery, operatorFile } from './admin-http';
import { useConsoleMutation } from './console-mutation';

/** The console's ID checks calls (/api/admin/id-verifications…); the server refuses anyone but an operator. */
export const idsApi = {
  list: (status: string, q: string, page: number) =>
    apiGet<AdminIdListAnswer>(`admin/id-verifications?${adminQuery({ status, q, page })}`),
  decide: (id: number, input: IdDecisionInput) =>
    apiPost<{ success: true; message: string }>(`admin/id-verifications/${id}/decision`, input),
  file: operatorFile,
};

export const adminIdsQuery = (status: string, q: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.adminIds(status, q, page),
    queryFn: () => idsApi.list(status, q, page),
    placeholderData: keepPreviousData,
  });

export function useAdminIds(status: string, q: string, page: number) {
  return useQuery(adminIdsQuery(status, q, page));
}

/** The file of a pending ID, only while its item is open; never kept after (gcTime 0). */
export function useIdFile(path: string) {
  return useQuery({
    queryKey: queryKeys.adminIdFile(path),
    queryFn: () => idsApi.file(path),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Approve or reject an ID. */
export function useDecideId() {
  return useConsoleMutation(({ id, input }: { id: number; input: IdDecisionInput }) => idsApi.decide(id, input));
}
