/**
 * English: the candidate takes over the holder's role (ours,
 * docs/decisions/0075-candidate-takes-over-the-profile.md): the server's answers and refusals, and
 * Settings → Family's hand-over controls.
 */
export const FAMILY_HANDOVER_TEXTS = {
  'family.handover.started':
    'We have mailed a 6-digit code to the candidate’s own e-mail address. It works for {minutes} minutes.', // ours
  'family.handover.startedOwn': 'We have mailed a 6-digit code to your e-mail address. It works for {minutes} minutes.', // ours
  'family.handover.asked':
    'We have told the holder. So that an invitation sent to a wrong address can never take a profile, you can take it over from {readyAt} (India time): come back then and ask for your code here.', // ours
  'family.handover.waiting':
    'You can take over this profile from {readyAt} (India time). Please come back then and ask for your code.', // ours
  'family.handover.done': 'You now hold this profile. Everyone else was signed out and signs in again.', // ours
  'family.handover.codeFormat': 'Please enter the 6-digit code from the e-mail.', // ours
  'family.handover.choose': 'Please choose the co-manager who is the person the profile is for.', // ours
  'family.handover.notCandidate': 'Only a co-manager added as “The person the profile is for” can take over the profile.', // ours
  'family.handover.candidateOnly': 'Only the person the profile is for, signed in with their own login, can do this.', // ours
  'family.handover.loginElsewhere':
    'This login also helps manage another profile. Please leave that profile first: an address cannot hold a profile and help manage another.', // ours
  'family.handover.noCode': 'There is no open code for taking over this profile. Please ask for a new one.', // ours
  'family.handover.expired': 'This code has expired. Please ask for a new one.', // ours
  'family.handover.codeWrong': 'That code is not right. Tries left: {left}.', // ours
  'family.handover.tooManyTries': 'Too many wrong tries: this code no longer works. Please ask for a new one.', // ours
  'family.handover.used': 'This code was already used or replaced by a newer one.', // ours
  'family.handover.tooManyCodes':
    'Too many codes were sent to this address in the last 24 hours. Please try again after {retryAt} (India time).', // ours

  // Settings → Family
  'family.handover.offer': 'Hand over the profile', // ours
  'family.handover.explain':
    '{name} will hold the profile: they sign in with their own e-mail address and password, and only they can change the account’s settings. You become a co-manager: you sign in with your e-mail address and password as now, and may edit, send interests and buy plans, but not chat. Everyone is signed out once. {name} must enter a code we mail to them.', // ours
  'family.handover.youAre': 'Who you are to them', // ours
  'family.handover.send': 'Send the code', // ours
  'family.handover.keep': 'Not now', // ours
  'family.handover.sentTo': 'The code is on its way to {name}. It works for {minutes} minutes.', // ours
  'family.handover.takeTitle': 'Take over this profile', // ours
  'family.handover.takeExplain':
    'This profile is yours: you can hold it yourself. You will sign in with your own e-mail address and password, and the present holder becomes a co-manager. We tell the holder at once; two days later you ask here for a code, mailed to your address.', // ours
  'family.handover.take': 'Take over this profile', // ours
  'family.handover.takeElsewhere':
    'Your login also helps manage another profile, so it cannot hold this one. Ask that profile’s holder to remove you first.', // ours
  'family.handover.code': 'Code from the e-mail', // ours
  'family.handover.confirm': 'Confirm', // ours
  'family.handover.haveCode': 'I have a code', // ours
  'family.handover.again': 'Send a new code', // ours
  'family.handover.failed': 'We could not complete this. Please try again.', // ours
} as const;
