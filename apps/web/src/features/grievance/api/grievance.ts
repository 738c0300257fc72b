import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FiledAnswer, GrievanceInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/grievance: open to visitors; a signed-in member's session links it to them. */
export function sendGrievance(input: GrievanceInput) {
  return apiPost<FiledAnswer>('grievance', input);
}

/** Files a grievance; a member's list of reports and grievances (settings) is fetched again. */
export function useSendGrievance({ onError }: { onError: (err: Error) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendGrievance,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.myReports() }),
    onError,
  });
}
