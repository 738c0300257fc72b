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
} as const;
