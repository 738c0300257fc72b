import { SITE, formatAddress } from '../../site.js';
import type { Locale } from '../locales.js';
import type { PolicyBlock, PolicyContext } from './types.js';

/**
 * The Grievance Officer's contact lines, as both the privacy policy and the terms give them. The
 * company's registered name and postal address stay as registered (in English) in both languages.
 */
export function grievanceContact(ctx: PolicyContext, locale: Locale): PolicyBlock {
  if (locale === 'ta') {
    return {
      kind: 'ul',
      items: [
        `குறைதீர்ப்பு அலுவலர், ${SITE.legalName}`,
        `மின்னஞ்சல்: ${ctx.supportEmail}`,
        `கைப்பேசி எண்: ${SITE.enquiryPhone}`,
        `முகவரி: ${formatAddress()}`,
      ],
    };
  }
  return {
    kind: 'ul',
    items: [
      `Grievance Officer, ${SITE.legalName}`,
      `E-mail: ${ctx.supportEmail}`,
      `Phone: ${SITE.enquiryPhone}`,
      `Address: ${formatAddress()}`,
    ],
  };
}
