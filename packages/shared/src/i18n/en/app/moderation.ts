/** English: Photo moderation and fake-profile signals on the console. */
export const MODERATION_TEXTS = {
  'moderation.unknownFilter': 'Choose new, reported or all.', // ours
  'moderation.unknownAction': 'Choose approve or reject.', // ours
  'moderation.photoNotFound': 'This photo no longer exists: the member may have deleted it. Reload the list.', // ours
  'moderation.photoReviewed': 'This photo has already been reviewed by an operator. Reload the list.', // ours
  'moderation.notYourOwn': 'This is your own photo, so you cannot approve or reject it. Another operator must.', // ours
  'moderation.done.approve': 'The photo of {name} is approved.', // ours
  'moderation.done.reject': 'The photo of {name} is removed, and {name} has been told why by e-mail.', // ours

  'moderation.photos.search': 'Member’s name or e-mail', // ours
  'moderation.photos.filter': 'Show photos of', // ours
  'moderation.photos.filter.new': 'New members (last {days} days)', // ours
  'moderation.photos.filter.reported': 'Members with an open report', // ours
  'moderation.photos.filter.all': 'All members', // ours
  'moderation.photos.empty': 'No photo is waiting for review here.', // ours
  'moderation.photos.count.one': '{count} photo to review', // ours
  'moderation.photos.count.other': '{count} photos to review', // ours
  'moderation.photos.uploaded': 'Uploaded {date}', // ours
  'moderation.photos.open': 'Open the full photo of {name}', // ours
  'moderation.photos.sameElsewhere': 'Same photo on another account', // ours
  'moderation.photos.suspended': 'Suspended', // ours
  'moderation.photos.approve': 'Approve', // ours
  'moderation.photos.reject': 'Reject', // ours
  'moderation.photos.approveTitle': 'Approve the photo of {name}', // ours
  'moderation.photos.rejectTitle': 'Reject the photo of {name}', // ours
  'moderation.photos.approveNote': 'The photo stays, and leaves this queue.', // ours
  'moderation.photos.rejectNote':
    'The photo is deleted everywhere (gallery, search, profile) and the member receives your reason by e-mail: write it for them to read.', // ours
  'moderation.photos.memberId': 'member {id}', // ours

  'moderation.signals.intro':
    'Patterns that fake profiles often leave. Nothing here is punished automatically: look at the accounts, then act from the Members tab.', // ours
  'moderation.signals.addresses': 'Many accounts from one address', // ours
  'moderation.signals.addressesHint':
    '{count} or more accounts created from the same address. The address is personal data: do not share it.', // ours
  'moderation.signals.samePhotos': 'The same photo on several accounts', // ours
  'moderation.signals.samePhotosHint': 'A photo whose fingerprint appears on {count} or more accounts.', // ours
  'moderation.signals.sharedNumbers': 'One mobile number typed by several unverified accounts', // ours
  'moderation.signals.sharedNumbersHint':
    'A mobile number typed by {count} or more accounts that have not verified it. Verifying a number takes it off the accounts that only typed it, so these may be one person trying a number that is not theirs, though a parent’s phone on the profiles of two children is common. An account that verified the number is marked.', // ours
  'moderation.signals.reported': 'Reported by several members', // ours
  'moderation.signals.reportedHint': 'Reported by {count} or more different members.', // ours
  'moderation.signals.interests': 'Very many interests in an hour', // ours
  'moderation.signals.interestsHint': 'More than {count} interests sent within one hour in the last {days} days.', // ours
  'moderation.signals.none': 'Nothing to show.', // ours
  'moderation.signals.accounts.one': '{count} account', // ours
  'moderation.signals.accounts.other': '{count} accounts', // ours
  'moderation.signals.reporters': '{reporters} different members reported them; {open} reports still open', // ours
  'moderation.signals.burst': '{count} interests in the hour from {time}', // ours
  'moderation.signals.findMember': 'Find {name} in the Members tab', // ours
  'moderation.signals.photoOf': 'Photo of {name}', // ours
} as const;
