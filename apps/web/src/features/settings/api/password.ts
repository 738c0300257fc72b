import type { ChangePasswordInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** change-password (ours): the current password and a new one; the server ends every other session. */
export function changePassword(input: ChangePasswordInput) {
  return apiPost<{ success: boolean; message: string }>('change-password', input);
}
