import type { PartnerPreferencesInput, PublicUser } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload';

interface UserAnswer {
  success: boolean;
  message: string;
  user: PublicUser;
}

export type GalleryKind = 'photos' | 'horoscopes';

/** The member's own profile calls (specification section 7). */
export const memberApi = {
  updateProfile: (token: string, userId: number, section: Record<string, unknown>) =>
    apiPost<UserAnswer>('updateProfile', { user_id: userId, ...section }, { token }),
  updatePartnerPreferences: (token: string, userId: number, preferences: PartnerPreferencesInput) =>
    apiPost<UserAnswer>('updatePartnerPreferences', { user_id: userId, ...preferences }, { token }),
  deletePicture: (token: string, userId: number, imageId: number) =>
    apiPost<UserAnswer>('deletePicture', { user_id: userId, image_id: imageId }, { token }),
  makeProfilePicture: (token: string, userId: number, imageId: number) =>
    apiPost<UserAnswer>('makeProfilePicture', { user_id: userId, image_id: imageId }, { token }),
  deleteHoroscope: (token: string, userId: number, horoscopeId: number) =>
    apiPost<UserAnswer>('deleteHoroscope', { user_id: userId, horoscope_id: horoscopeId }, { token }),
  upload: (kind: GalleryKind, token: string, userId: number, files: File[], onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('user_id', String(userId));
    for (const file of files) form.append('files', file, file.name);
    return uploadWithProgress<UserAnswer>(kind === 'photos' ? 'uploadPhotos' : 'uploadHoroscope', form, token, onProgress);
  },
};
