/** English: Today's matches, their settings, and the page a one-click stop lands on. All ours (docs/decisions/0053). */
export const DAILY_PICKS_TEXTS = {
  // The card at the top of Matches and of the member's own page.
  'dailyPicks.title': 'Today’s matches', // ours
  'dailyPicks.intro': 'Up to five new profiles that fit your partner preferences, chosen for you each morning.', // ours
  'dailyPicks.loading': 'Finding today’s matches…', // ours
  'dailyPicks.noPreferences': 'Save your partner preferences, and every morning we will bring you a few profiles that fit them.', // ours
  'dailyPicks.setPreferences': 'Set my partner preferences', // ours
  'dailyPicks.starFirst':
    'You chose only compatible stars for today’s matches: first add your star to your profile (Religion & Caste).', // ours
  'dailyPicks.noneToday': 'No new profiles fit your preferences today. We will look again tomorrow morning.', // ours
  'dailyPicks.noneMeetAll': 'No new profile meets all your preferences today.', // ours
  'dailyPicks.widenOne': 'Widen it on Matches, for one search; your saved preferences stay as they are.', // ours
  'dailyPicks.widenSeveral': 'Widen them on Matches, for one search; your saved preferences stay as they are.', // ours
  'dailyPicks.failed': 'Today’s matches could not be loaded.', // ours
  'dailyPicks.settingsLink': 'Settings for today’s matches', // ours

  // Settings.
  'dailyPicks.mailSwitch': 'Today’s matches by e-mail', // ours
  'dailyPicks.mailSwitchHelp': 'Every morning at 7:00, the day’s profiles in one e-mail; none on a day without new ones.', // ours
  'dailyPicks.compatibleSwitch': 'Only compatible stars', // ours
  'dailyPicks.compatibleSwitchHelp':
    'Pick only profiles whose star passes Rajju and Vedhai with yours. It applies from tomorrow’s matches.', // ours

  // The page a stop link in a mail opens (no sign-in needed).
  'mailStop.metaTitle': 'Stop e-mails | {brand}', // ours
  'mailStop.working': 'Stopping these e-mails…', // ours
  'mailStop.doneHeading': 'E-mails stopped', // ours
  'mailStop.stopped': 'E-mails stopped', // ours
  'mailStop.done.daily_picks': 'You will no longer get today’s matches by e-mail.', // ours
  'mailStop.turnOn.daily_picks': 'Changed your mind? Log in and turn on ‘Today’s matches by e-mail’ in Settings.', // ours
  'mailStop.openSettings': 'Open Settings', // ours
  'mailStop.failedHeading': 'This link does not work', // ours
  'mailStop.invalid': 'This link is not valid. To stop these e-mails, log in and turn them off in Settings.', // ours
  'mailStop.expired': 'This link has expired. To stop these e-mails, log in and turn them off in Settings.', // ours
} as const;
