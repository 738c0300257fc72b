/**
 * English: a member's own profile as others see it, the correction of a misspelt name, and
 * numbers from outside India (docs/decisions/0064). All ours.
 */
export const OWN_PROFILE_TEXTS = {
  // Profile details, opened by its owner.
  'ownView.banner': 'This is how others see you', // ours
  'ownView.explain':
    'Members with a Gold or Platinum plan see your profile like this; Silver members see all but your horoscopes. What you hide in Settings stays hidden, and your street address shows only after an interest is accepted. Members without a plan see only your summary card.', // ours
  'ownView.edit': 'Edit my profile', // ours
  'ownView.link': 'See how others see me', // ours

  // Edit my profile: correcting the name.
  'nameChange.button': 'Correct my name', // ours
  'nameChange.form': 'Correct your name', // ours
  'nameChange.label': 'Your name, corrected', // ours
  'nameChange.hint':
    'For a spelling mistake. You can change your name {max} times in 30 days, and we keep a record of each change.', // ours
  'nameChange.save': 'Save name', // ours
  'nameChange.cancel': 'Cancel', // ours
  'nameChange.saved': 'Your name is changed.', // ours
  'nameChange.same': 'This is already your name.', // ours
  'nameChange.limit':
    'You have changed your name {max} times in the last 30 days. You can change it again after {retryAt} (India time).', // ours

  // Numbers from outside India: texts reach Indian numbers only.
  'phoneAbroad.hint': 'In India: the 10-digit number. Outside India: + and the country code, e.g. +44 7911 123456.', // ours
  'phoneAbroad.noTexts':
    'We can send codes by text message to Indian mobile numbers only, so {phone} cannot be verified by a text. You sign in with your e-mail and password; you can verify your ID instead, for the ‘ID verified’ badge.', // ours
  'phoneAbroad.continue': 'Go to my profile', // ours
  'mobile.textsIndiaOnly':
    'We can send codes by text message to Indian mobile numbers only. Please sign in with your e-mail and password; you can verify your ID for the ‘ID verified’ badge.', // ours
} as const;
