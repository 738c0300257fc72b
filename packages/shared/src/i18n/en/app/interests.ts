/** English: the Interests screen, the privacy switches ('Premium User Benefits') and the account settings. */
export const INTERESTS_TEXTS = {
  'memberMenu.settings': 'Settings', // ours

  // Interests (/userinterests).
  'interests.intro': 'Answer the interests families send you, and follow the ones you sent.', // ours
  'interests.sentTab': 'Sent Interests',
  'interests.incomingTab': 'Incoming Interests',
  'interests.newDot': 'New interests are waiting for your answer', // ours
  'interests.premiumUser': 'Premium User',
  'interests.viewProfile': 'View full profile',
  'interests.accept': 'Accept', // ours
  'interests.reject': 'Reject', // ours
  'interests.acceptFailed': 'We could not accept this interest. Please try again.', // ours
  'interests.rejectFailed': 'We could not reject this interest. Please try again.', // ours
  'interests.withdraw': 'Withdraw', // ours
  'interests.withdrawConfirm': 'Withdraw your interest in {name}?', // ours
  'interests.withdrawYes': 'Yes, withdraw', // ours
  'interests.withdrawNo': 'Keep it', // ours
  'interests.withdrawn': 'Interest withdrawn', // ours
  'interests.withdrawFailed': 'We could not withdraw this interest. Please try again.', // ours
  'interests.status.Requested': 'Requested', // ours: the specification's state
  'interests.status.Accepted': 'Accepted', // ours: the specification's state
  'interests.status.Rejected': 'Rejected', // ours: the specification's state
  'interests.requestedOn': 'Requested on {date}', // ours
  'interests.acceptedOn': 'Accepted on {date}', // ours
  'interests.rejectedOn': 'Rejected on {date}', // ours
  'interests.blurredPhoto': 'Photo of {name} (blurred)', // ours
  'interests.upgradeNow': 'Upgrade Now',
  'interests.waiting.one': '{count} family has sent you an interest. Upgrade to see who it is and answer.', // ours
  'interests.waiting.other': '{count} families have sent you interests. Upgrade to see who they are and answer.', // ours

  // Premium User Benefits (/premiumuserbenefits).
  'privacy.title': 'Privacy switches', // ours
  'privacy.intro': 'Decide what other members see of you. Each switch is saved at once.', // ours
  'privacy.hidePhone': 'Hide mobile number and allow e-mail contact',
  'privacy.hidePhoneHelp':
    'Members see your e-mail address instead of your mobile and WhatsApp numbers. Members with whom you have an accepted interest still see them.', // ours
  'privacy.hidePhotos': 'Hide photos from everyone',
  'privacy.hidePhotosHelp':
    'Your photos disappear from search, matches, interests and your profile. Members with whom you have an accepted interest still see them.', // ours
  'privacy.hideHoroscope': 'Hide horoscope from everyone',
  'privacy.hideHoroscopeHelp':
    'Your horoscope images are hidden on your profile. Members with whom you have an accepted interest still see them.', // ours
  'privacy.upgrade': 'UPGRADE',
  'privacy.needsGold': 'The privacy switches come with the Gold and Platinum plans; your Silver plan does not include them.', // ours

  // Settings (/settings).
  'settings.intro': 'E-mail notifications, your language, your mobile number and your password.', // ours
  'settings.notifications': 'E-mail notifications', // ours
  'settings.notifyReceived': 'When an interest arrives', // ours
  'settings.notifyReceivedHelp':
    'At most one e-mail an hour: interests that arrive within the hour come together in the next one.', // ours
  'settings.notifyAccepted': 'When one of my interests is accepted', // ours
  'settings.notifyAcceptedHelp': 'So you can contact the family while the interest is fresh.', // ours
  'settings.notifyChat': 'When chat messages wait unread', // ours
  'settings.notifyChatHelp': 'One e-mail at most an hour, never with the message itself.', // ours
  'settings.languageHelp': 'Screens and e-mails follow this choice on every device you sign in on.', // ours
  'settings.password': 'Change password', // ours
  'settings.passwordTitle': 'Change password', // ours: the card's heading; settings.password is its button
  'settings.passwordHelp': 'Changing your password signs you out on every other device.', // ours
  'settings.currentPassword': 'Current password', // ours
  'settings.newPassword': 'New password', // ours
  'settings.confirmPassword': 'Confirm new password', // ours

  // Profile details: a hidden phone number means the member asks for e-mail instead.
  'profileDetails.emailPreferred': 'This member prefers to be contacted by e-mail.', // ours
} as const;
