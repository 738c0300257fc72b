/**
 * English: the web's screens of a family managing one profile together (ours,
 * docs/decisions/0073-family-co-managers.md): Settings → Family, the invitation's page, who is
 * acting, and who of a family sent or answered.
 */
export const FAMILY_SCREEN_TEXTS = {
  // A relation inside a sentence ("as her mother"); the labels of family.relation.* start a line.
  'family.relationWord.Father': 'father', // ours
  'family.relationWord.Mother': 'mother', // ours
  'family.relationWord.Brother': 'brother', // ours
  'family.relationWord.Sister': 'sister', // ours
  'family.relationWord.Uncle': 'uncle', // ours
  'family.relationWord.Aunt': 'aunt', // ours
  'family.relationWord.Guardian': 'guardian', // ours
  'family.relationWord.Relative': 'relative', // ours
  'family.relationWord.Candidate': 'the person the profile is for', // ours

  'family.card.title': 'Family', // ours
  'family.card.intro':
    'Parents, a brother or a sister can help manage this profile, each with their own login. You choose what each may do and can remove them at any time.', // ours
  'family.card.readAlways':
    'Every co-manager can see the whole profile, its interests and its messages. Only you can change the e-mail address, password, mobile number and co-managers, download the data or delete the account.', // ours
  'family.card.managers': 'Co-managers', // ours
  'family.card.none': 'Nobody helps you manage this profile yet.', // ours
  'family.card.joined': 'Joined on {date}', // ours
  'family.card.loadFailed': 'We could not load your family’s logins. Please try again.', // ours
  'family.perm.edit': 'Edit the profile', // ours
  'family.perm.editHelp': 'Details, photos, horoscope and partner preferences.', // ours
  'family.perm.interests': 'Send and answer interests', // ours
  'family.perm.interestsHelp': 'Other members see who of the family sent or answered.', // ours
  'family.perm.chat': 'Chat', // ours
  'family.perm.chatHelp': 'Read and write the profile’s messages.', // ours
  'family.perm.plans': 'Buy plans', // ours
  'family.perm.plansHelp': 'Pay for a plan for this profile.', // ours
  'family.remove': 'Remove', // ours
  'family.removeConfirm': 'Remove {name}? They are signed out of this profile at once.', // ours
  'family.removeYes': 'Yes, remove', // ours
  'family.removeNo': 'Keep', // ours
  'family.invitations': 'Open invitations', // ours
  'family.invitationLine': 'Invited as: {relation}. The link works until {date}.', // ours
  'family.resend': 'Send again', // ours
  'family.cancel': 'Cancel invitation', // ours
  'family.invite.title': 'Invite a family member', // ours
  'family.invite.email': 'Their e-mail address', // ours
  'family.invite.relation': 'Who they are to the person the profile is for', // ours
  // The relation select's placeholder: short, as its label above already asks the question.
  'family.invite.relationChoose': 'Choose', // ours
  'family.invite.permissions': 'What they may do', // ours
  'family.invite.submit': 'Send invitation', // ours

  'family.managed.intro': 'You help manage the profile of {name}. You are: {relation}.', // ours
  'family.managed.may': 'What you may do', // ours
  'family.managed.yes': 'Allowed', // ours
  'family.managed.no': 'Not allowed', // ours
  'family.managed.ask': 'Only the holder of the profile can change this, and can remove your login at any time.', // ours
  'family.managed.holderOnly':
    'The e-mail address, password, mobile number, data download and deletion of the account are for the holder of the profile only.', // ours

  // A co-manager's own switch for the profile's mails (docs/decisions/0074-family-acts-activity-and-mails.md).
  'family.managed.mail': 'Send me this profile’s e-mails', // ours
  'family.managed.mailHelp':
    'New interests, acceptances, today’s matches, saved-search alerts and receipts, in your language. Codes and security mails go to the holder only.', // ours
  'family.managed.mailFailed': 'We could not save your choice. Please try again.', // ours

  // The family's activity list: who (a name and a relation, or the holder) did what, and when.
  'family.activity.title': 'Who did what', // ours
  'family.activity.intro': 'What each person of the family did for this profile, newest first.', // ours
  'family.activity.empty':
    'Nothing has been done yet. Interests, answers, messages, saved details and plans will show here, with who did them.', // ours
  'family.activity.loadFailed': 'We could not load the family’s activity. Please check your connection and try again.', // ours
  'family.activity.more': 'Show more', // ours
  'family.activity.holder': 'holder of the profile', // ours
  'family.activity.interest_sent': 'Sent an interest to {name}', // ours
  'family.activity.interest_accepted': 'Accepted the interest of {name}', // ours
  'family.activity.interest_rejected': 'Declined the interest of {name}', // ours
  'family.activity.message_sent': 'Wrote to {name} in chat', // ours
  'family.activity.profile_saved': 'Saved the profile: {section}', // ours
  'family.activity.plan_bought': 'Bought the {plan} plan', // ours
  'family.activity.manager_joined': 'Joined as a co-manager', // ours
  'family.activity.manager_removed': 'Removed the co-manager {name} ({relation})', // ours
  // The other member of an interest or a chat, once their account is gone.
  'family.activity.holder_handed_over': 'Took over the profile; {relation} now helps manage it', // ours
  'family.activity.someone': 'a member who has left', // ours

  'family.acting.her': 'Managing {name}’s profile as her {relation}', // ours
  'family.acting.his': 'Managing {name}’s profile as his {relation}', // ours
  'family.acting.their': 'Managing {name}’s profile as their {relation}', // ours
  'family.acting.own': 'Managing your own profile, with your family', // ours
  'family.acting.switch': 'Profile you manage', // ours
  'family.acting.switchFailed': 'We could not switch the profile. Please try again.', // ours

  'family.sentBy.her': 'Sent by her {relation}', // ours
  'family.sentBy.his': 'Sent by his {relation}', // ours
  'family.sentBy.their': 'Sent by their {relation}', // ours
  'family.sentBy.self.her': 'Sent by the bride herself', // ours
  'family.sentBy.self.his': 'Sent by the groom himself', // ours
  'family.sentBy.self.their': 'Sent by the person the profile is for', // ours
  'family.answeredBy.her': 'Answered by her {relation}', // ours
  'family.answeredBy.his': 'Answered by his {relation}', // ours
  'family.answeredBy.their': 'Answered by their {relation}', // ours
  'family.answeredBy.self.her': 'Answered by the bride herself', // ours
  'family.answeredBy.self.his': 'Answered by the groom himself', // ours
  'family.answeredBy.self.their': 'Answered by the person the profile is for', // ours
  'family.managedWithFamily': 'Managed with family', // ours
  'family.managedWithFamilyHelp': 'Family members help manage this profile, each with their own login.', // ours

  'family.accept.title': 'Help manage a family profile', // ours
  'family.accept.intro':
    'You were invited to help manage a profile. Enter your name and choose a password: you will sign in with the e-mail address this invitation came to.', // ours
  'family.accept.name': 'Your name', // ours
  'family.accept.submit': 'Accept and sign in', // ours
  'family.accept.asManager': 'You are signed in with your family login. Accept to add this profile to it.', // ours
  'family.accept.accept': 'Accept', // ours
  'family.accept.asMember': 'You are signed in to a member account. Please log out, then open the invitation’s link again.', // ours
  'family.accept.haveLogin': 'Already help manage another profile? Log in, then open the link again.', // ours
  'family.accept.whatNext': 'Please ask the person who invited you to send the invitation again from Settings → Family.', // ours
  'family.accept.missing': 'This link has no invitation in it. Please open the link from the e-mail again.', // ours
  'family.accept.failed': 'We could not accept the invitation. Please try again.', // ours

  'family.offer.title': 'Invite the candidate or a parent', // ours
  'family.offer.text':
    'Each person in the family can have their own login to help manage this profile. You choose what each may do.', // ours
  'family.offer.link': 'Invite from Settings', // ours
  'family.offer.dismiss': 'Not now', // ours
} as const;
