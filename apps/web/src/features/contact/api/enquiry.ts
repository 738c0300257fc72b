import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput } from '@inai/shared';
import { ApiError, apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/** POST /api/enquiry */
export function sendEnquiry(input: EnquiryInput) {
  return apiPost<{ success: true; message: string }>('enquiry', input);
}

/**
 * Sends an enquiry with the specification's toasts. `onSent` clears the form after the success
 * toast; `onError` puts the server's field messages under the fields before the failure toast.
 */
export function useSendEnquiry({ onSent, onError }: { onSent: () => void; onError: (err: Error) => void }) {
  return useMutation({
    mutationFn: sendEnquiry,
    onSuccess: () => {
      notify.success(t('enquiry.success'));
      onSent();
    },
    onError: (err) => {
      onError(err);
      // Too many enquiries: say so, rather than inviting an immediate retry.
      notify.error(err instanceof ApiError && err.status === 429 ? failureMessage(err, 'enquiry.tooMany') : t('enquiry.failure'));
    },
  });
}
