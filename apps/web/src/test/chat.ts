import type { ChatMessage, ConversationSummary } from '@inai/shared';
import { testMember } from './member';

/** The test member (7) on the given plan (1 Silver, 2 Gold, 3 Platinum, the one with chat). */
export function memberOnPlan(planId: 1 | 2 | 3) {
  return testMember({
    premium_user: 1,
    active_plan: {
      plan_id: planId,
      plan_price: 999_900,
      status: 'Approved',
      start_date: '2026-11-01T10:00:00.000Z',
      expiry_date: '2027-05-01T10:00:00.000Z',
    },
  });
}

/** A conversation of the test member with member 40 (Meena). */
export function conversation(changes: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 5,
    other: { user_id: 40, name: 'Meena', picture: null, picture_blurred: false, gender: 'Female' },
    last_message: null,
    unread: 0,
    can_chat: true,
    other_can_read: true,
    reading_plan_id: 3,
    ...changes,
  };
}

/** A message in conversation 5: from Meena (40) unless changed. */
export function chatMessage(id: number, changes: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 5,
    sender_id: 40,
    text: `Message ${id}`,
    sent_at: '2026-11-20T10:00:00.000Z',
    seen_at: null,
    warnings: [],
    ...changes,
  };
}
