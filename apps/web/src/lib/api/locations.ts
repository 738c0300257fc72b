import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cityLabel, INDIAN_STATES, type CitiesResponse, type Option, type StateEntry, type StatesResponse } from '@inai/shared';
import { apiPost } from '../api-client';
import { useI18n } from '../i18n';
import { queryKeys } from '../query-keys';

const COUNTRY = 'India';
const NO_CITIES: string[] = [];

// Location lists never change while the page is open: fetch each once.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The states and union territories of India (specification: loaded once). The shared list stands
 * in until the answer comes, so a page rendered ahead lists them before any script has run (the
 * home page's search is hydrated only when touched).
 */
export const statesQuery = () =>
  queryOptions({
    queryKey: queryKeys.states(),
    placeholderData: [...INDIAN_STATES],
    queryFn: async (): Promise<StateEntry[]> => {
      try {
        const response = await apiPost<StatesResponse>('v0.1/countries/states', { country: COUNTRY });
        return response.data.states;
      } catch (err) {
        // Specification section 8: logged only, with this text.
        console.error('Error fetching states:', err);
        throw err;
      }
    },
    ...forever,
  });

/** The cities of `state` (by name); a failure is logged and reads as no cities. */
export const citiesQuery = (state: string) =>
  queryOptions({
    queryKey: queryKeys.cities(state),
    enabled: state !== '',
    queryFn: async (): Promise<string[]> => {
      try {
        const response = await apiPost<CitiesResponse>('v0.1/countries/state/cities', { country: COUNTRY, state });
        return response.data ?? NO_CITIES;
      } catch (err) {
        console.error('Error fetching cities:', err);
        return NO_CITIES;
      }
    },
    ...forever,
  });

/** The states and union territories of India. */
export function useStates() {
  return useQuery(statesQuery());
}

/** The states as select options in the screen's language (empty while loading or if loading failed). */
export function useStateOptions(): Option[] {
  const { data } = useStates();
  const { label } = useI18n();
  return useMemo(() => (data ?? []).map((s) => ({ value: s.name, label: label('indianState', s.name) })), [data, label]);
}

/** The cities of `state` (by name); an empty list while no state is chosen or if loading failed. */
export function useCities(state: string) {
  const query = useQuery(citiesQuery(state));
  return { ...query, cities: state === '' ? NO_CITIES : (query.data ?? NO_CITIES) };
}

/** The towns of `state` as select options in the screen's language ('Coimbatore' shown as 'கோயம்புத்தூர்' in Tamil). */
export function useCityOptions(state: string): Option[] {
  const { cities } = useCities(state);
  const { t } = useI18n();
  return useMemo(() => cities.map((city) => ({ value: city, label: cityLabel(t, state, city) })), [cities, state, t]);
}
