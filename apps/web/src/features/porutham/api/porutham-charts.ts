import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PoruthamChartsAnswer, PoruthamChartsInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const comparePost = (input: PoruthamChartsInput) => apiPost<PoruthamChartsAnswer>('porutham/charts', input);

/**
 * POST /api/porutham/charts for the calculator's form. The answer is kept under its birth details,
 * so the printed report of the same two births draws at once, without asking again.
 */
export function useCompareCharts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: comparePost,
    onSuccess: (answer, input) => queryClient.setQueryData(queryKeys.poruthamCharts(input), answer),
  });
}

/** The same call for the printed report: the answer the calculator kept, or asked again after a reload. */
export const poruthamChartsQuery = (input: PoruthamChartsInput | null) =>
  queryOptions({
    queryKey: queryKeys.poruthamCharts(input),
    queryFn: () => comparePost(input!),
    enabled: input !== null,
    // Two births always compare the same way; only the dasa sandhi's ten years move, by the day.
    staleTime: 60 * 60_000,
    retry: false,
  });

export function usePoruthamCharts(input: PoruthamChartsInput | null) {
  return useQuery(poruthamChartsQuery(input));
}
