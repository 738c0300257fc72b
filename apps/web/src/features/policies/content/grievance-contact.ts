import { SITE, formatAddress } from '@inai/shared';
import type { PolicyBlock } from './policy-types.js';

/** The Grievance Officer's contact lines, as both the privacy policy and the terms give them. */
export function grievanceContact(supportEmail: string): PolicyBlock {
  return {
    kind: 'ul',
    items: [
      `Grievance Officer, ${SITE.legalName}`,
      `E-mail: ${supportEmail}`,
      `Phone: ${SITE.enquiryPhone}`,
      `Address: ${formatAddress()}`,
    ],
  };
}
