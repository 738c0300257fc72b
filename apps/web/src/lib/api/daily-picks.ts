import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyPicksAnswer } from '@inai/shared';
import { apiGet } from '../api-client';
import { queryKeys } from '../query-keys';
import { useMe } from './me';

/** GET /api/daily-picks (ours): today's matches, the same all day (docs/decisions/0053). */
export const getDailyPicks = () => apiGet<DailyPicksAnswer>('daily-picks');

/**
 * Today's matches: shown at the top of Matches and of the member's own page, so one answer
 * serves both for a while. A failure is shown, not retried.
 */
export const dailyPicksQuery = () =>
  queryOptions({ queryKey: queryKeys.dailyPicks(), queryFn: getDailyPicks, staleTime: 5 * 60_000, retry: false });

/** The signed-in, verified member's picks of today. */
export function useDailyPicks() {
  const { user } = useMe();
  return useQuery({ ...dailyPicksQuery(), enabled: user?.is_verified === 1 });
}
