import { useMutation } from '@tanstack/react-query';
import type { MemberAnswer, PlainKey } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useMe, useSetMe } from '../../../lib/api/me';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { uploadWithProgress } from '../../../lib/upload';

export type GalleryKind = 'photos' | 'horoscopes';

type Upload = (userId: number, files: readonly File[], onProgress: (percent: number) => void) => Promise<MemberAnswer>;

function uploader(path: string): Upload {
  return (userId, files, onProgress) => {
    const form = new FormData();
    form.append('user_id', String(userId));
    for (const file of files) form.append('files', file, file.name);
    return uploadWithProgress<MemberAnswer>(path, form, onProgress);
  };
}

/** The upload call of each gallery (uploadPhotos, uploadHoroscope): multipart files with progress. */
export const UPLOADS: Readonly<Record<GalleryKind, Upload>> = {
  photos: uploader('uploadPhotos'),
  horoscopes: uploader('uploadHoroscope'),
};

/** deletePicture: removes one of the member's photos (the server picks a new avatar if needed). */
export function deletePicture(userId: number, imageId: number): Promise<MemberAnswer> {
  return apiPost<MemberAnswer>('deletePicture', { user_id: userId, image_id: imageId });
}

/** makeProfilePicture: makes one of the member's photos the avatar. */
export function makeProfilePicture(userId: number, imageId: number): Promise<MemberAnswer> {
  return apiPost<MemberAnswer>('makeProfilePicture', { user_id: userId, image_id: imageId });
}

/** deleteHoroscope: removes one of the member's horoscope images. */
export function deleteHoroscope(userId: number, horoscopeId: number): Promise<MemberAnswer> {
  return apiPost<MemberAnswer>('deleteHoroscope', { user_id: userId, horoscope_id: horoscopeId });
}

interface GalleryAction {
  /** The photo or horoscope worked on. */
  id: number;
  call(): Promise<MemberAnswer>;
  /** Our toast when it worked. */
  success: PlainKey;
}

/**
 * Runs a gallery call (delete, set avatar): the member becomes the server's answer and our
 * toast shows. `busyId` marks the item being worked on.
 */
export function useGalleryAction() {
  const setMe = useSetMe();
  const action = useMutation({
    mutationFn: ({ call }: GalleryAction) => call(),
    onSuccess: (answer, { success }) => {
      setMe(answer.user);
      notify.success(t(success));
    },
    onError: (err) => {
      // The specification only logs a failed call; we also say why.
      console.warn('gallery action failed', err);
      notify.error(failureMessage(err, 'profile.updateFailed'));
    },
  });
  return {
    busyId: action.isPending ? action.variables.id : null,
    run: (id: number, call: () => Promise<MemberAnswer>, success: PlainKey) => action.mutate({ id, call, success }),
  };
}

/**
 * Uploads the chosen images to one gallery, reporting progress (0–100, from 0 when it starts);
 * the member becomes the server's answer, then `onUploaded` runs. A failure is logged and
 * toasted, then `onFailed` runs.
 */
export function useGalleryUpload(
  kind: GalleryKind,
  { onProgress, onUploaded, onFailed }: { onProgress: (percent: number) => void; onUploaded: () => void; onFailed: () => void },
) {
  const { user } = useMe();
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (chosen: readonly File[]) => UPLOADS[kind](user!.id, chosen, onProgress),
    onMutate: () => onProgress(0),
    onSuccess: (answer) => {
      setMe(answer.user);
      onUploaded();
    },
    onError: (err) => {
      // The specification only logs a failed upload; we also say why (a file that is not an image, say).
      console.warn('upload failed', err);
      notify.error(failureMessage(err, 'generic.somethingWrongDot'));
      onFailed();
    },
  });
}
