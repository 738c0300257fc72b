/** English: chat (the list, a conversation, scam warnings, blocking). All ours: the specification has no chat screen. */
export const CHAT_TEXTS = {
  'chat.intro': 'Your conversations with members whose interest was accepted.', // ours
  'chat.empty': 'No conversations yet. Once an interest between you and another member is accepted, you can chat here.', // ours
  'chat.upgrade': 'Chat is part of the Platinum plan. Upgrade to read and answer the messages members send you.', // ours
  'chat.upgradeNow': 'Upgrade to Platinum', // ours
  'chat.listFailed': 'We could not load your conversations. Please try again.', // ours
  'chat.photoOf': 'Photo of {name}', // ours
  'chat.you': 'You: {text}', // ours
  'chat.hiddenText': 'A Platinum member wrote to you. Upgrade to read it.', // ours
  'chat.unread.one': '{count} unread message', // ours
  'chat.unread.other': '{count} unread messages', // ours
  'chat.back': 'All conversations', // ours
  'chat.loadFailed': 'We could not open this conversation. Please try again.', // ours
  'chat.notFound': 'This conversation does not exist.', // ours
  'chat.noMessages': 'No messages yet. Say hello!', // ours
  'chat.loadOlder': 'Load older messages', // ours
  'chat.messages': 'Messages with {name}', // ours
  'chat.seen': 'Seen', // ours
  'chat.sending': 'Sending…', // ours
  'chat.sendFailed': 'Your message was not sent. Please try again.', // ours
  'chat.composer': 'Your message', // ours
  'chat.placeholder': 'Write a message…', // ours
  'chat.send': 'Send', // ours
  'chat.counter': '{count} of {max} characters', // ours
  'chat.keysHint': 'Enter sends; Shift+Enter starts a new line.', // ours
  'chat.refused.chat_requires_platinum': 'Writing here is part of the Platinum plan. Upgrade to chat.', // ours
  'chat.refused.chat_requires_accepted_interest':
    'You can chat once an interest between you is accepted. Send an interest, or accept theirs, first.', // ours
  'chat.goToInterests': 'Go to Interests', // ours
  'chat.warning.title': 'Please be careful', // ours
  'chat.warning.money':
    'This message asks for money, a UPI id, bank details or an OTP. Never send money or share an OTP with someone you have not met.', // ours
  'chat.warning.customs':
    'This message talks of a gift parcel, customs duty or someone held at the airport. This is a well-known scam: no real gift needs you to pay.', // ours
  'chat.warning.investment':
    'This message talks of crypto, trading or an investment. Scammers win trust first and then ask for money to invest.', // ours
  'chat.warning.off_platform':
    'This message asks you to move to WhatsApp or another app early. Scammers do this to escape our warnings; take your time.', // ours
  'chat.warning.helpline':
    'If you have lost money or feel pressured, call the cyber-crime helpline 1930 or report at cybercrime.gov.in.', // ours
  'chat.report': 'Report', // ours
  'chat.reportSubject': 'Report: a chat message from {name}', // ours
  'chat.reportBody': 'I report a chat message from {name} (member {id}), message {message}, sent on {date}.', // ours
  'chat.block': 'Block', // ours
  'chat.blockConfirm':
    'Block {name}? Neither of you will see the other in search, matches, interests or chat. You can unblock in Settings.', // ours
  'chat.blockYes': 'Yes, block', // ours
  'chat.blockNo': 'Cancel', // ours
  'chat.blockDone': '{name} is blocked.', // ours
  'chat.blockFailed': 'We could not block this member. Please try again.', // ours
  'chat.blockedTitle': 'Blocked members', // ours
  'chat.blockedEmpty': 'You have not blocked anyone.', // ours
  'chat.blockedOn': 'Blocked on {date}', // ours
  'chat.blockedFailed': 'We could not load the members you blocked. Please try again.', // ours
  'chat.unblock': 'Unblock', // ours
  'chat.unblockName': 'Unblock {name}', // ours
  'chat.unblockDone': '{name} is unblocked.', // ours
  'chat.unblockFailed': 'We could not unblock this member. Please try again.', // ours
} as const;
