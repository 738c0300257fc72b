import type { PublicUser } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

export interface ProfileAnswer {
  success: boolean;
  message: string;
  user: PublicUser;
}

/** updateProfile: one section of the member's own profile; the answer is the member as stored. */
export function updateProfile(userId: number, section: Record<string, unknown>): Promise<ProfileAnswer> {
  return apiPost<ProfileAnswer>('updateProfile', { user_id: userId, ...section });
}
