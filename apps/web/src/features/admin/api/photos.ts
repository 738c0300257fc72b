import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActionAnswer, AdminPhotoDecisionInput, AdminPhotosAnswer, PhotoFilter } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { adminQuery } from './admin-http';
import { useConsoleMutation } from './console-mutation';

/** Photo moderation: operator-only calls. */
export const photosApi = {
  photos: (filter: PhotoFilter, q: string, page: number) =>
    apiGet<AdminPhotosAnswer>(`admin/photos?${adminQuery({ filter, q, page })}`),
  decide: (photoId: number, input: AdminPhotoDecisionInput) =>
    apiPost<AdminActionAnswer>(`admin/photos/${photoId}/decision`, input),
};

export const adminPhotosQuery = (filter: PhotoFilter, q: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.adminPhotos(`${filter}|${q}`, page),
    queryFn: () => photosApi.photos(filter, q, page),
    placeholderData: keepPreviousData,
  });

/** One page of unreviewed photos. */
export function useAdminPhotos(filter: PhotoFilter, q: string, page: number) {
  return useQuery(adminPhotosQuery(filter, q, page));
}

/** Approve or reject a photo; the signals, which count rejected photos, are fetched again with the rest. */
export function usePhotoDecision() {
  return useConsoleMutation(({ id, input }: { id: number; input: AdminPhotoDecisionInput }) => photosApi.decide(id, input));
}
