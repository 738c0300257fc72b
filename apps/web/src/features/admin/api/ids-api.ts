import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminIdListAnswer, IdDecisionInput } from '@inai/shared';
import { ApiError, apiGet, apiHeaders, apiPost, toApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The console's ID checks calls (/api/admin/id-verifications…); the server refuses anyone but an operator. */
export const idsApi = {
  list: (status: string, page: number) =>
    apiGet<AdminIdListAnswer>(`admin/id-verifications?${new URLSearchParams({ status, page: String(page) }).toString()}`),
  decide: (id: number, input: IdDecisionInput) =>
    apiPost<{ success: true; message: string }>(`admin/id-verifications/${id}/decision`, input),
  /** The ID file: fetched with the session (an <img> could not send it), shown from memory. */
  async file(path: string): Promise<Blob> {
    let response: Response;
    try {
      response = await fetch(path, { headers: apiHeaders(), cache: 'no-store' });
    } catch (err) {
      throw new ApiError(0, err instanceof Error ? err.message : 'network error');
    }
    if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
    return response.blob();
  },
};

export function useAdminIds(status: string, page: number) {
  return useQuery({
    queryKey: queryKeys.adminIds(status, page),
    queryFn: () => idsApi.list(status, page),
    placeholderData: keepPreviousData,
  });
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

/** A decision changes the list and the audit log: the console's data is fetched again. */
export function useDecideId() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: IdDecisionInput }) => idsApi.decide(id, input),
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.adminAll() }),
  });
}
