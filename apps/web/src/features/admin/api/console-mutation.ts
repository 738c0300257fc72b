import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A console action. Every one changes its own list and the audit log, and often another tab's
 * list (a decision on a report suspends a member), so all of the console's data ('admin') is
 * fetched again; the private files, outside 'admin', are not.
 */
export function useConsoleMutation<V, A>(run: (vars: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.adminAll() }),
  });
}
