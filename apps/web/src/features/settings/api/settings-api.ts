import type { ChangePasswordInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** The settings screen's own call; the switches and the language go through updateUser (lib/session). */
export const settingsApi = {
  /** change-password (ours): the current password and a new one; the server ends every other session. */
  changePassword: (input: ChangePasswordInput) => apiPost<{ success: boolean; message: string }>('change-password', input),
};
