import type { PartnerPreferencesInput, PublicUser } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

export interface PreferencesAnswer {
  success: boolean;
  message: string;
  user: PublicUser;
}

/** updatePartnerPreferences: the member's own preferences; the answer is the member as stored. */
export function updatePartnerPreferences(userId: number, preferences: PartnerPreferencesInput): Promise<PreferencesAnswer> {
  return apiPost<PreferencesAnswer>('updatePartnerPreferences', { user_id: userId, ...preferences });
}
