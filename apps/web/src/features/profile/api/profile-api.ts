import type { MemberAnswer } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** updateProfile: one section of the member's own profile; the answer is the member as stored. */
export function updateProfile(userId: number, section: Record<string, unknown>): Promise<MemberAnswer> {
  return apiPost<MemberAnswer>('updateProfile', { user_id: userId, ...section });
}
