/**
 * The privacy policy's sections, in order. Its texts refer to one another by number ("see section
 * 7") and the page numbers the sections in this order; both languages take the numbers from here,
 * so moving or adding a section cannot leave a reference pointing at the wrong one.
 */
export const PRIVACY_SECTIONS = [
  'information-you-give-us',
  'information-created-when-you-use-the-service',
  'verifying-your-id',
  'your-mobile-number',
  'saved-searches-and-todays-matches',
  'chat-messages',
  'voice-and-video-calls',
  'reports-blocks-and-grievances',
  'family-members-who-help-manage-a-profile',
  'how-we-use-your-information',
  'who-can-see-your-profile',
  'when-we-share-information',
  'payments',
  'how-we-protect-your-information',
  'browser-storage-and-cookies',
  'your-choices-access-correction-and-deletion',
  'how-long-we-keep-your-information',
  'children',
  'your-consent-and-the-law',
  'changes-to-this-policy',
  'grievance-officer-and-contact',
] as const;

export type PrivacySectionId = (typeof PRIVACY_SECTIONS)[number];

/** The number the page shows before a privacy policy section's heading. */
export function privacySection(id: PrivacySectionId): number {
  return PRIVACY_SECTIONS.indexOf(id) + 1;
}
