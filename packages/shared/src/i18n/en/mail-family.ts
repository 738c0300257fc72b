/**
 * English: the invitation to help manage a profile, and the lines of a co-manager's copy of the
 * profile's mails (ours, docs/decisions/0073-family-co-managers.md, 0074).
 */
export const FAMILY_MAIL = {
  'mail.familyInvite.subject': 'An invitation to help manage a profile on {brand}', // ours
  'mail.familyInvite.heading': 'Help manage a profile', // ours
  'mail.familyInvite.greeting':
    'Vanakkam, the holder of the profile of {profile} on {brand} invites you, as {relation}, to help manage it.', // ours
  'mail.familyInvite.own': 'You will sign in with this e-mail address and a password of your own; nobody shares a password.', // ours
  'mail.familyInvite.validity': 'The link works for {days} days.', // ours
  'mail.familyInvite.ignore': 'If you do not know {profile}, you can ignore this mail: nothing happens.', // ours
  'mail.familyInvite.action': 'Accept the invitation', // ours
  'mail.family.about': 'About the profile of {profile}, which you help manage.', // ours
  'mail.family.note': 'You receive this e-mail because you help manage the profile of {profile} and its e-mails are on for you.', // ours
  'mail.family.settingsLink': 'Stop the profile’s e-mails to you', // ours
  // A co-manager's copy of the chat digest, the absence mail and the ID outcome: about the profile, not "yours" (0076).
  'mail.family.chatDigestGreeting': 'Vanakkam {name}, these members have written to the profile, and their messages wait unread:', // ours
  'mail.family.chatDigestGreetingCalls':
    'Vanakkam {name}, these members have written to the profile or called it, and their messages and missed calls wait:', // ours
  'mail.family.inactiveSubject': 'A profile you help manage is no longer shown on {brand}', // ours
  'mail.family.inactiveHeading': 'The profile is no longer shown', // ours
  'mail.family.inactiveGreeting':
    "Vanakkam {name}, nobody has signed in to this profile on {brand} for six months, so it is no longer shown in search, in other members' matches or in their shortlists.", // ours
  'mail.family.inactiveBack': 'Sign in and the profile is shown again at once. Nothing of it has been deleted.', // ours
  'mail.family.inactiveFound':
    'If a life partner has already been found, congratulations! The holder of the profile can delete it in Settings at any time.', // ours
  'mail.family.idApprovedSubject': 'The profile’s ID is verified on {brand}', // ours
  'mail.family.idApprovedHeading': 'The profile now shows ‘ID verified’', // ours
  'mail.family.idApprovedGreeting': 'Vanakkam {name}, our team has checked the {type} sent for this profile and approved it.', // ours
  'mail.family.idApprovedBadge': 'The profile now carries the ‘ID verified’ badge in search, Matches and on its details.', // ours
  'mail.family.idApprovedDeleted': 'As promised, we have deleted the uploaded file. We never stored its number.', // ours
  'mail.family.idApprovedAction': 'See the profile', // ours
  'mail.family.idRejectedSubject': 'The profile’s ID could not be verified on {brand}', // ours
  'mail.family.idRejectedHeading': 'The profile’s ID could not be verified', // ours
  'mail.family.idRejectedGreeting':
    'Vanakkam {name}, our team looked at the {type} sent for this profile but could not verify it.', // ours
  'mail.family.idRejectedDeleted': 'We have deleted the uploaded file. The ID can be uploaded again.', // ours

  // The candidate takes over the holder's role (docs/decisions/0075-candidate-takes-over-the-profile.md).
  'mail.familyHandover.code.subject': 'Your code to take over your profile on {brand}', // ours
  'mail.familyHandover.code.heading': 'Take over your profile', // ours
  'mail.familyHandover.code.greeting':
    'Vanakkam {name}, you asked to hold the profile of {profile} on {brand} yourself, or its present holder offered it to you. Enter this code in Settings → Family:', // ours
  'mail.familyHandover.code.instructions':
    'The code works for {minutes} minutes. After it, you sign in with this e-mail address and your own password.', // ours
  'mail.familyHandover.code.notYou': 'If you did not expect this, ignore this mail: nothing changes without the code.', // ours
  'mail.familyHandover.code.action': 'Open Settings', // ours
  'mail.familyHandover.asked.subject': 'Someone asked to take over a profile you hold on {brand}', // ours
  'mail.familyHandover.asked.heading': 'A request to take over the profile', // ours
  'mail.familyHandover.asked.text':
    '{name} asked to take over the profile of {profile}. They can do so from {readyAt} (India time), with a code we will mail to their own address.', // ours
  'mail.familyHandover.asked.notThem':
    'If this is not the person the profile is for, remove them in Settings → Family before then: their request ends at once.', // ours
  'mail.familyHandover.asked.action': 'Open Settings', // ours
  'mail.familyHandover.done.subject': 'The profile you held on {brand} has a new holder', // ours
  'mail.familyHandover.done.heading': 'You now help manage the profile', // ours
  'mail.familyHandover.done.text': '{name} is now the holder of the profile of {profile}; you help manage it.', // ours
  'mail.familyHandover.done.signIn':
    'Sign in with your e-mail address and password as before. You may edit the profile, send and answer interests and buy plans; the holder chooses what else.', // ours
  'mail.familyHandover.done.action': 'Log in', // ours
} as const;
