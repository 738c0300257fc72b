import { SCAM_KINDS } from '@inai/shared';
import { z } from 'zod';

export const chatMessageAnswer = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  text: z.string().nullable().describe('Null for a reader whose plan does not include chat'),
  sent_at: z.string(),
  seen_at: z.string().nullable(),
  warnings: z.array(z.enum(SCAM_KINDS)),
  client_id: z.string().optional(),
});

export const conversationAnswer = z.object({
  id: z.number().int(),
  other: z.object({
    user_id: z.number().int(),
    name: z.string(),
    picture: z.string().nullable(),
    picture_blurred: z.boolean(),
  }),
  last_message: z.object({ text: z.string().nullable(), sent_at: z.string(), from_me: z.boolean() }).nullable(),
  unread: z.number().int(),
  can_chat: z.boolean(),
});

export const conversationListAnswer = z.object({ success: z.boolean(), data: z.array(conversationAnswer) });
export const openConversationAnswer = z.object({ success: z.boolean(), conversation: conversationAnswer });
export const historyAnswer = z.object({ success: z.boolean(), data: z.array(chatMessageAnswer), has_more: z.boolean() });
export const sentMessageAnswer = z.object({ success: z.boolean(), message: chatMessageAnswer });
export const seenAnswer = z.object({ success: z.boolean(), up_to: z.number().int(), seen_at: z.string() });
export const blockListAnswer = z.object({
  success: z.boolean(),
  data: z.array(z.object({ user_id: z.number().int(), name: z.string(), blocked_at: z.string() })),
});
