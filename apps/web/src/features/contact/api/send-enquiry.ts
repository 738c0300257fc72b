import type { EnquiryInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/enquiry */
export function sendEnquiry(input: EnquiryInput) {
  return apiPost<{ success: true; message: string }>('enquiry', input);
}
