import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSignalsAnswer } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/signals: the patterns fake profiles leave (operators only). */
export const getSignals = () => apiGet<AdminSignalsAnswer>('admin/signals');

export const signalsQuery = () => queryOptions({ queryKey: queryKeys.adminSignals(), queryFn: getSignals });

/** The four fake-profile signals. */
export function useSignals() {
  return useQuery(signalsQuery());
}
