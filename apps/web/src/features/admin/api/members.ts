import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActionAnswer, AdminMembersAnswer } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery } from './admin-http';
import { useConsoleMutation } from './console-mutation';

export type MemberAction = 'suspend' | 'reinstate';

/** The console's members search and its actions (operators only). */
export const membersApi = {
  members: (q: string) => apiGet<AdminMembersAnswer>(`admin/members?${adminQuery({ q })}`),
  suspend: (memberId: number, reason: string) => apiPost<AdminActionAnswer>(`admin/members/${memberId}/suspend`, { reason }),
  reinstate: (memberId: number, reason: string) => apiPost<AdminActionAnswer>(`admin/members/${memberId}/reinstate`, { reason }),
};

/** Members found by the console's search (nothing is asked for an empty search). */
export const adminMembersQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.adminMembers(q),
    queryFn: () => membersApi.members(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });

export function useAdminMembers(q: string) {
  return useQuery(adminMembersQuery(q));
}

/** Suspend or reinstate a member, with the operator's reason. */
export function useMemberAction() {
  return useConsoleMutation(({ id, action, reason }: { id: number; action: MemberAction; reason: string }) =>
    action === 'suspend' ? membersApi.suspend(id, reason) : membersApi.reinstate(id, reason),
  );
}
