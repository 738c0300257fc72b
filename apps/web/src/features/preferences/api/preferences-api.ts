import type { MemberAnswer, PartnerPreferencesInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** updatePartnerPreferences: the member's own preferences; the answer is the member as stored. */
export function updatePartnerPreferences(userId: number, preferences: PartnerPreferencesInput): Promise<MemberAnswer> {
  return apiPost<MemberAnswer>('updatePartnerPreferences', { user_id: userId, ...preferences });
}
