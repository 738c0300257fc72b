import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchInput,
  OkMessageAnswer,
  SavedSearchAnswer,
  SavedSearchList,
  UpdateSavedSearchInput,
} from '@inai/shared';
import { apiGet, apiPost } from '../api-client';
import { queryKeys } from '../query-keys';
import { useMe } from './me';

/** Saved searches (ours): All profiles saves and opens them, Settings lists, switches and deletes them. */
export const savedSearchesApi = {
  list: () => apiGet<SavedSearchList>('saved-searches'),
  create: (input: CreateSavedSearchInput) => apiPost<SavedSearchAnswer>('saved-searches', input),
  update: (id: number, input: UpdateSavedSearchInput) => apiPost<SavedSearchAnswer>(`saved-searches/${id}`, input),
  remove: (id: number) => apiPost<OkMessageAnswer>(`saved-searches/${id}/delete`, {}),
};

export const savedSearchesQuery = (enabled: boolean) =>
  queryOptions({ queryKey: queryKeys.savedSearches(), queryFn: savedSearchesApi.list, enabled, staleTime: 60_000 });

/** The signed-in, verified member's saved searches; `available` is false for anyone else, who has none. */
export function useSavedSearches() {
  const { user } = useMe();
  const available = user?.is_verified === 1;
  return { available, ...useQuery(savedSearchesQuery(available)) };
}

/** Saves the search shown; the list is asked again. Refusals (a taken name, five already) are the caller's to show. */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savedSearchesApi.create,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.savedSearches() }),
  });
}

/** Renames a saved search or switches its alerts. */
export function useChangeSavedSearch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSavedSearchInput) => savedSearchesApi.update(id, input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.savedSearches() }),
  });
}

/** Deletes a saved search. */
export function useDeleteSavedSearch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => savedSearchesApi.remove(id),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.savedSearches() }),
  });
}
