import type { MailStopAnswer } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/mail-stop?t=… (ours): stops the mail a one-click link names; no sign-in. */
export const stopMail = (token: string) => apiPost<MailStopAnswer>(`mail-stop?t=${encodeURIComponent(token)}`, {});
