import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PLACE_SEARCH, type Place, type PlacesAnswer } from '@inai/shared';
import { apiGet } from '../api-client';
import { queryKeys } from '../query-keys';

/** How long typing must pause before the places are asked for: one call per word, not per letter. */
export const PLACE_SEARCH_DELAY_MS = 250;

/** `value`, once it has stayed the same for `delay` milliseconds. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** GET /api/places?q=: the bundled places matching what is typed, once it has at least two letters. */
export function usePlaces(text: string) {
  const query = useSettled(text.trim(), PLACE_SEARCH_DELAY_MS);
  const enabled = query.length >= PLACE_SEARCH.queryMin;
  const result = useQuery({
    queryKey: queryKeys.places(query),
    queryFn: async (): Promise<Place[]> =>
      (await apiGet<PlacesAnswer>(`places?q=${encodeURIComponent(query.slice(0, PLACE_SEARCH.queryMax))}`)).data,
    enabled,
    // The bundled list changes only with a new release.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  return { ...result, enabled, settled: query === text.trim() };
}
