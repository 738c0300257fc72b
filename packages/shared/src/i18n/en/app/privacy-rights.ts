/** English: who viewed me, download my data and deleting an account. */
export const PRIVACY_RIGHTS_TEXTS = {
  // Who viewed me (/viewers).
  'memberMenu.viewers': 'Who viewed me', // ours
  'viewers.title': 'Who viewed me', // ours
  'viewers.intro':
    'Members who opened your full profile, the most recent first. Those who hide when they were last active come last, without a date.', // ours
  'viewers.viewedOn': 'Viewed your profile on {date}', // ours
  'viewers.viewed': 'Viewed your profile', // ours
  'viewers.empty': 'Nobody has opened your full profile yet. A complete profile with photos draws more families.', // ours
  'viewers.editProfile': 'Complete my profile', // ours
  'viewers.locked.one': '{count} member has opened your full profile. Upgrade to see who it is.', // ours
  'viewers.locked.other': '{count} members have opened your full profile. Upgrade to see who they are.', // ours
  'viewers.lockedNone': 'Nobody has opened your full profile yet. With a plan you will see here who did, and when.', // ours
  'viewers.upgrade': 'See the plans', // ours
  'viewers.failed': 'We could not load who viewed your profile. Please try again.', // ours
  'viewers.retry': 'Try again', // ours
  'viewers.pages': 'Pages of viewers', // ours
  'viewers.previous': 'Previous', // ours
  'viewers.next': 'Next', // ours
  'viewers.pageOf': 'Page {page} of {pages}', // ours
  'viewers.photoOf': 'Photo of {name}', // ours
  'viewers.blurredNote': 'Photos are blurred without a plan.', // ours

  // Settings: your data (DPDP Act 2023).
  'myData.title': 'Your data', // ours
  'myData.help':
    'Download a copy of what you gave us: your account, profile, partner preferences, interests, shortlist, blocks, plans and payments, the chat messages you wrote, the reports you filed, and your photos and horoscopes. It comes as a ZIP file.', // ours
  'myData.download': 'Download my data', // ours
  'myData.preparing': 'Preparing your file…', // ours
  'myData.done': 'Your data has been downloaded.', // ours
  'myData.failed': 'We could not prepare your file. Please try again in a few minutes.', // ours

  // Settings: delete my account.
  'deleteAccount.title': 'Delete my account', // ours
  'deleteAccount.help':
    'Your profile leaves search at once and you are signed out on every other device. After {days} days we erase your profile, photos, horoscopes, interests, shortlist, chats and everything else you gave us. Payment records stay, without your name, because the tax law requires it.', // ours
  'deleteAccount.changeMind': 'Changed your mind? Log in within {days} days and your account stays.', // ours
  'deleteAccount.password': 'Your password', // ours
  'deleteAccount.passwordHelp': 'Enter your password again to confirm that it is you.', // ours
  'deleteAccount.submit': 'Delete my account', // ours
  'deleteAccount.scheduled': 'Your account will be erased on {date}. You have been signed out on every other device.', // ours
  'deleteAccount.failed': 'We could not delete your account. Please try again.', // ours
  'deleteAccount.pending': 'Your account will be erased on {date}.', // ours
  'deleteAccount.pendingHelp':
    'Until then your profile is hidden from search. Keep your account to bring it back, or log in again before that day.', // ours
  'deleteAccount.keep': 'Keep my account', // ours
  'deleteAccount.kept': 'Your account will not be deleted. Your profile is back in search.', // ours
  'deleteAccount.keepFailed': 'We could not keep your account. Please try again, or log out and log in again.', // ours
  'deleteAccount.statusFailed': 'We could not check whether your account is due to be deleted. Please reload the page.', // ours
  // Before deleting: what is lost, and the two alternatives (docs/decisions/0065).
  'deleteAccount.planLost':
    'Your {plan} plan runs until {date}. Deleting your account ends it: the rest of the plan is lost and is not refunded.', // ours
  'deleteAccount.alternatives': 'You may not need to delete your account', // ours
  'deleteAccount.hideTitle': 'Hide my profile', // ours
  'deleteAccount.hideHelp':
    "Your profile leaves search, Matches and Today's matches, and your plan keeps running. Members you are already in touch with can still reach you. Show it again whenever you like.", // ours
  'deleteAccount.hide': 'Hide my profile', // ours
  'deleteAccount.show': 'Show my profile again', // ours
  'deleteAccount.hiddenNote': "Your profile is hidden: nobody finds it in search, Matches or Today's matches.", // ours
  'deleteAccount.hideFailed': 'We could not change whether your profile is shown. Please try again.', // ours
  'deleteAccount.hidden': "Your profile is hidden. Nobody finds it in search, Matches or Today's matches.", // ours
  'deleteAccount.shown': 'Your profile is shown again in search and matches.', // ours
  'deleteAccount.foundMatchTitle': 'We found a match', // ours
  'deleteAccount.foundMatchHelp':
    'Wonderful news! Close your account with our congratulations: your profile is hidden from everyone at once, and everything is erased after {days} days.', // ours
  'deleteAccount.foundMatch': 'We found a match', // ours
  'deleteAccount.foundMatchSubmit': 'Close my account', // ours
  'deleteAccount.otherReason': 'I am leaving for another reason', // ours
  'deleteAccount.foundMatchDone':
    'Congratulations to you and your families! Your profile is hidden from everyone, and your account will be erased on {date}.', // ours
  'deleteAccount.cancelledOnLogin': 'Welcome back. Your account will not be deleted, and your profile is back in search.', // ours

  // Server messages.
  'privacyRights.passwordRequired': 'Enter your password to delete your account.', // ours
  'server.privacyRights.wrongPassword': 'This password is not correct. Enter the password you log in with.', // ours
  'server.privacyRights.tooManyExports': 'You have downloaded your data several times this hour. Please try again in an hour.', // ours
  'server.privacyRights.tooManyDeletions': 'Too many attempts to delete this account. Please wait 15 minutes and try again.', // ours
} as const;
