import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActionAnswer,
  AdminPhotoDecisionInput,
  AdminPhotosAnswer,
  AdminSignalsAnswer,
  PhotoFilter,
} from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery } from './admin-http';

/** Photo moderation and fake-profile signals (issue 14): operator-only calls. */
export const moderationApi = {
  photos: (filter: PhotoFilter, q: string, page: number) =>
    apiGet<AdminPhotosAnswer>(`admin/photos?${adminQuery({ filter, q, page })}`),
  decide: (photoId: number, input: AdminPhotoDecisionInput) =>
    apiPost<AdminActionAnswer>(`admin/photos/${photoId}/decision`, input),
  signals: () => apiGet<AdminSignalsAnswer>('admin/signals'),
};

/** One page of unreviewed photos. */
export function useAdminPhotos(filter: PhotoFilter, q: string, page: number) {
  return useQuery({
    queryKey: queryKeys.adminPhotos(`${filter}|${q}`, page),
    queryFn: () => moderationApi.photos(filter, q, page),
    placeholderData: keepPreviousData,
  });
}

/** The four fake-profile signals. */
export function useSignals() {
  return useQuery({ queryKey: queryKeys.adminSignals(), queryFn: moderationApi.signals });
}

/** Approve or reject a photo; the photos, the signals and the audit log are fetched again. */
export function usePhotoDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminPhotoDecisionInput }) => moderationApi.decide(id, input),
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.adminAll() }),
  });
}
