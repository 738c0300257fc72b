import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDecisionInput } from '@inai/shared';
import { queryKeys } from '../../../lib/query-keys';
import { adminApi, type QueueFilters } from './admin-api';

/** One page of the queue. */
export function useAdminQueue(filters: QueueFilters, page: number) {
  return useQuery({
    queryKey: queryKeys.adminQueue(JSON.stringify(filters), page),
    queryFn: () => adminApi.queue(filters, page),
    placeholderData: keepPreviousData,
  });
}

/**
 * A report's screenshot, as a blob, only while the item is open and never kept after (gcTime 0):
 * each opening is one audited view on the server.
 */
export function useEvidence(path: string) {
  return useQuery({
    queryKey: queryKeys.adminEvidence(path),
    queryFn: () => adminApi.evidence(path),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Members found by the console's search (nothing is asked for an empty search). */
export function useAdminMembers(q: string) {
  return useQuery({
    queryKey: queryKeys.adminMembers(q),
    queryFn: () => adminApi.members(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

/** One page of the audit log. */
export function useAuditLog(q: string, page: number) {
  return useQuery({
    queryKey: queryKeys.adminAudit(q, page),
    queryFn: () => adminApi.audit(q, page),
    placeholderData: keepPreviousData,
  });
}

export type MemberAction = 'suspend' | 'reinstate';

/** Every admin action changes the queue, the members and the audit log: all are fetched again. */
function useAdminMutation<V>(run: (vars: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.adminAll() }),
  });
}

export function useDecide() {
  return useAdminMutation(({ id, input }: { id: number; input: AdminDecisionInput }) => adminApi.decide(id, input));
}

export function useMemberAction() {
  return useAdminMutation(({ id, action, reason }: { id: number; action: MemberAction; reason: string }) =>
    action === 'suspend' ? adminApi.suspend(id, reason) : adminApi.reinstate(id, reason),
  );
}
