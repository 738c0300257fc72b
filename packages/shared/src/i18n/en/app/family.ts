/** English: a family managing one profile together (ours, docs/decisions/0073-family-co-managers.md). */
export const FAMILY_TEXTS = {
  'family.relation.Father': 'Father', // ours
  'family.relation.Mother': 'Mother', // ours
  'family.relation.Brother': 'Brother', // ours
  'family.relation.Sister': 'Sister', // ours
  'family.relation.Uncle': 'Uncle', // ours
  'family.relation.Aunt': 'Aunt', // ours
  'family.relation.Guardian': 'Guardian', // ours
  'family.relation.Relative': 'Relative', // ours
  'family.relation.Candidate': 'The person the profile is for', // ours

  'family.relationRequired': 'Please choose who they are to the person the profile is for.', // ours
  'family.nameRequired': 'Please enter your name (at most 100 characters).', // ours
  'family.detailsRequired': 'Please enter your name and choose a password.', // ours

  'family.invited': 'We have sent the invitation to {email}. The link works for 7 days.', // ours
  'family.resent': 'We have sent the invitation to {email} again. The link works for 7 days from now.', // ours
  'family.cancelled': 'The invitation is cancelled; its link no longer works.', // ours
  'family.accepted': 'Welcome! You now help manage the profile of {name}.', // ours
  'family.permissionsSaved': 'What {name} may do is saved.', // ours
  'family.removed': '{name} no longer manages the profile, and is signed out of it.', // ours
  'family.switched': 'You are now managing the profile of {name}.', // ours
  'family.mailOn': 'The profile’s mails will come to you too.', // ours
  'family.mailOff': 'The profile’s mails will no longer come to you.', // ours
  'family.mailSwitchInvalid': 'Say whether the profile’s mails should come to you.', // ours
  'family.mailManagersOnly': 'Only a co-manager chooses this: the holder always gets the profile’s mails.', // ours

  // Refusals. A co-manager is told who can do what they tried.
  'family.permission.holder': 'Only the holder of the profile (the account that registered it) can do this.', // ours
  'family.permission.edit': 'Only the holder of the profile, or a co-manager they allow to edit it, can do this.', // ours
  'family.permission.interests':
    'Only the holder of the profile, or a co-manager they allow to send and answer interests, can do this.', // ours
  'family.permission.chat': 'Only the holder of the profile, or a co-manager they allow to chat, can do this.', // ours
  'family.permission.plans': 'Only the holder of the profile, or a co-manager they allow to buy plans, can do this.', // ours
  'family.addressTaken': 'This address cannot be invited. Please ask them for another e-mail address.', // ours
  'family.full': 'A profile can have at most {max} co-managers. Remove one first.', // ours
  'family.invitationsFull': 'At most {max} invitations can be open at once. Cancel one first.', // ours
  'family.alreadyInvited': 'An invitation to this address is already open. You can send it again instead.', // ours
  'family.alreadyManager': 'This address already manages the profile.', // ours
  'family.invitationInvalid': 'This invitation link is not valid. Please ask for a new invitation.', // ours
  'family.invitationExpired': 'This invitation has expired. Please ask for a new one.', // ours
  'family.invitationUsed': 'This invitation was already accepted or cancelled.', // ours
  'family.otherAddress': 'This invitation was sent to another e-mail address. Sign in with the login of that address.', // ours
  'family.loginExists': 'This address already has a login. Please sign in with it, then open the link again.', // ours
  'family.loginFull': 'One login can manage at most {max} profiles.', // ours
  'family.notManaged': 'Your login does not manage this profile.', // ours
  'family.managersOnly': 'Only a co-manager’s login can switch between profiles.', // ours
  'family.noProfile': 'This login no longer manages any profile.', // ours
  'family.tooManyInvitations':
    'Too many invitations were sent to this address in the last 24 hours. Please try again after {retryAt} (India time).', // ours
} as const;
