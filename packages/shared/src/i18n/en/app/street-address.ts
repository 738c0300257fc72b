/**
 * English: the street address, which only accepted partners see (docs/decisions/0060), and the
 * switch that hides it from them too. All ours.
 */
export const STREET_ADDRESS_TEXTS = {
  // Edit my profile, under the address field.
  'streetAddress.formHint':
    'Shown only to members with whom you have an accepted interest. You can hide it from them too, in Settings.', // ours

  // Profile details, in place of the address (ADDRESS_WITHHELD).
  'streetAddress.withheld.interest': 'Shown only after an interest between you is accepted', // ours
  'streetAddress.withheld.owner': 'Address is hidden', // ours
  'streetAddress.withheld.plan': 'Your plan does not include contact details', // ours

  // The switch, in Settings and on Premium User Benefits: free for every member.
  'streetAddress.title': 'Street address', // ours
  'streetAddress.hide': 'Hide address from everyone', // ours
  'streetAddress.hideHelp':
    'Strangers never see your street address: only members with whom you have an accepted interest do, if their plan includes contact details. Turn this on to hide it from them too. Your city and state stay on your profile.', // ours
  'streetAddress.free': 'Free for every member.', // ours
} as const;
