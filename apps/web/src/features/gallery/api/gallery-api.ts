import type { MemberAnswer } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
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
