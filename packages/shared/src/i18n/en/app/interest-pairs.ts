/**
 * English: one interest between two members (what a card says instead of 'Send interest', and
 * why a second one is refused), and chat with a member whose plan does not let them read. All ours.
 */
export const INTEREST_PAIR_TEXTS = {
  'search.interestAccepted': 'Interest accepted', // ours
  'search.interestReceived': 'Interest received — answer it', // ours
  'search.interestDeclined': 'Interest declined — review it', // ours
  'search.chatOnceAccepted': 'Chat once an interest is accepted', // ours
  'interests.alreadyAccepted': 'An interest between you and this member is already accepted, so there is nothing more to send.', // ours
  'interests.received': 'This member has already sent you an interest. Please answer it on the Interests screen.', // ours
  'interests.declinedByYou': "You declined this member's interest earlier. To connect now, accept it on the Interests screen.", // ours

  // The other member's plan does not include chat: said before writing, and under what waits.
  'chat.cannotRead.Male': '{name} can read your messages once he has {plan}. We let him know each time you write.', // ours
  'chat.cannotRead.Female': '{name} can read your messages once she has {plan}. We let her know each time you write.', // ours
  'chat.cannotRead.unknown': '{name} can read your messages once they have {plan}. We let them know each time you write.', // ours
  'chat.waiting.Male': 'Not read yet: {name} can read this once he has {plan}. We have told him.', // ours
  'chat.waiting.Female': 'Not read yet: {name} can read this once she has {plan}. We have told her.', // ours
  'chat.waiting.unknown': 'Not read yet: {name} can read this once they have {plan}. We have told them.', // ours
} as const;
