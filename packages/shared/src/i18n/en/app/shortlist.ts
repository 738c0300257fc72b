/** English: the shortlist, profile created by and the registration declaration. All ours. */
export const SHORTLIST_TEXTS = {
  // 'Profile created by' (PROFILE_CREATED_BY): the question, its options and how a profile shows it.
  'shortlist.createdBy.label': 'Profile created by', // ours
  'shortlist.createdBy.shown': 'Profile created by: {who}', // ours
  'shortlist.createdBy.unknown': 'Please choose who created the profile from the list', // ours
  'options.profileCreatedBy.Self': 'Self', // ours
  'options.profileCreatedBy.Parent': 'Parent', // ours
  'options.profileCreatedBy.Sibling': 'Sibling', // ours
  'options.profileCreatedBy.Relative': 'Relative', // ours
  'options.profileCreatedBy.Friend': 'Friend', // ours

  // The registration declaration (the 2016 advisory for matrimonial sites), after the terms sentence.
  'shortlist.declaration': 'I am seeking marriage, not dating, and the details I give are true.', // ours

  // The heart on cards and on profile details.
  'shortlist.add': 'Add to shortlist', // ours
  'shortlist.remove': 'Remove from shortlist', // ours
  'shortlist.added': 'Added to your shortlist', // ours
  'shortlist.removed': 'Removed from your shortlist', // ours
  'shortlist.failed': 'Your shortlist could not be changed. Please try again.', // ours
  'shortlist.notYourself': 'You cannot shortlist your own profile', // ours
  'shortlist.notFound': 'This profile is not available. It may have been hidden or removed.', // ours
  'shortlist.full': 'Your shortlist holds {max} profiles at most. Remove some before adding more.', // ours

  // The Shortlisted page (/shortlisted) and its side-menu link.
  'shortlist.menu': 'Shortlisted', // ours
  'shortlist.title': 'Shortlisted', // ours
  'shortlist.intro': 'Profiles you saved with the heart, the latest first.', // ours
  'shortlist.count.one': '{count} profile shortlisted', // ours
  'shortlist.count.other': '{count} profiles shortlisted', // ours
  'shortlist.emptyTitle': 'Your shortlist is empty', // ours
  'shortlist.emptyText': 'Tap the heart on a profile in Search or Matches to keep it here for later.', // ours
  'shortlist.goSearch': 'Search profiles', // ours
  'shortlist.goMatches': 'See my matches', // ours
  'shortlist.loadFailed': 'Your shortlist could not be loaded. Please check your connection and try again.', // ours
  'shortlist.retry': 'Try again', // ours
  'shortlist.list': 'Shortlisted profiles', // ours
} as const;
