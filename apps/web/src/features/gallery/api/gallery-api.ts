import type { PublicUser } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload';

/** Every gallery call answers with the member as stored afterwards. */
export interface GalleryAnswer {
  success: boolean;
  message: string;
  user: PublicUser;
}

export type GalleryKind = 'photos' | 'horoscopes';

type Upload = (userId: number, files: readonly File[], onProgress: (percent: number) => void) => Promise<GalleryAnswer>;

function uploader(path: string): Upload {
  return (userId, files, onProgress) => {
    const form = new FormData();
    form.append('user_id', String(userId));
    for (const file of files) form.append('files', file, file.name);
    return uploadWithProgress<GalleryAnswer>(path, form, onProgress);
  };
}

/** uploadPhotos: multipart files with progress. */
export const uploadPhotos: Upload = uploader('uploadPhotos');

/** uploadHoroscope: multipart files with progress. */
export const uploadHoroscope: Upload = uploader('uploadHoroscope');

/** The upload call of each gallery. */
export const UPLOADS: Readonly<Record<GalleryKind, Upload>> = { photos: uploadPhotos, horoscopes: uploadHoroscope };

/** deletePicture: removes one of the member's photos (the server picks a new avatar if needed). */
export function deletePicture(userId: number, imageId: number): Promise<GalleryAnswer> {
  return apiPost<GalleryAnswer>('deletePicture', { user_id: userId, image_id: imageId });
}

/** makeProfilePicture: makes one of the member's photos the avatar. */
export function makeProfilePicture(userId: number, imageId: number): Promise<GalleryAnswer> {
  return apiPost<GalleryAnswer>('makeProfilePicture', { user_id: userId, image_id: imageId });
}

/** deleteHoroscope: removes one of the member's horoscope images. */
export function deleteHoroscope(userId: number, horoscopeId: number): Promise<GalleryAnswer> {
  return apiPost<GalleryAnswer>('deleteHoroscope', { user_id: userId, horoscope_id: horoscopeId });
}
