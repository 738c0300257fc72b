import { z } from 'zod';
import { CALL_END_REASONS, CALL_MEDIA, CALL_OUTCOMES } from '../calls.js';
import { SCAM_KINDS } from '../chat.js';
import { actRelationSchema } from './family-acting.js';

// Chat's answers, shared by the server's REST and WebSocket answers and the web's screens.

/** One message as one side sees it. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  /** A reader whose plan does not include chat sees that a message came, never its text. */
  text: z.string().nullable().describe('Null for a reader whose plan does not include chat'),
  /** ISO time it was stored. */
  sent_at: z.string(),
  /** ISO time the other member read it; null until then. */
  seen_at: z.string().nullable(),
  /** For the recipient only: the scams this message looks like (empty for the sender and for clean messages). */
  warnings: z.array(z.enum(SCAM_KINDS)),
  /** The sender's own id for the message, echoed so a composer can match its optimistic copy. */
  client_id: z.string().optional(),
  /** Who of the writer's family wrote it: null for the holder, else the co-manager's relation. Always sent by the server. */
  sent_by_relation: actRelationSchema.optional(),
  /** 'call': the entry a call left (docs/api.md, "Calls"); its `text` is null and the call's fields follow. */
  kind: z.enum(['text', 'call']).optional(),
  media: z.enum(CALL_MEDIA).optional(),
  outcome: z.enum(CALL_OUTCOMES).optional(),
  /** ISO time the call began ringing. */
  started_at: z.string().optional(),
  /** Seconds from the answer to the end; 0 for a call never answered. */
  duration_s: z.number().int().optional(),
  /** Who rang (the member, whoever of their family called: see `sent_by_relation`). */
  caller_id: z.number().int().optional(),
  end_reason: z.enum(CALL_END_REASONS).optional(),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** A conversation in the chat list. */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  other: z.object({
    user_id: z.number().int(),
    name: z.string(),
    /** Follows the search rule and the privacy switches (the accepted partner sees hidden photos). */
    picture: z.string().nullable(),
    picture_blurred: z.boolean(),
    /** Their gender ('Male', 'Female'), for the texts that speak of them; null when not given. */
    gender: z.string().nullable(),
  }),
  last_message: z
    .object({
      text: z.string().nullable(),
      sent_at: z.string(),
      from_me: z.boolean(),
      /** 'call' when the latest entry is a call's (its text is null). */
      kind: z.enum(['text', 'call']).optional(),
      /** A call's entry: its media, outcome and seconds from the answer to the end. */
      media: z.enum(CALL_MEDIA).optional(),
      outcome: z.enum(CALL_OUTCOMES).optional(),
      duration_s: z.number().int().optional(),
    })
    .nullable(),
  unread: z.number().int(),
  /** Whether the viewer's plan lets them read and write here (Platinum). */
  can_chat: z.boolean(),
  /**
   * Whether the other member's plan lets them read what the viewer writes. When it does not, the
   * viewer's messages wait for them (they are told a message came, and which plan opens it).
   */
  other_can_read: z.boolean(),
  /** The plan that lets a member read and answer messages (the cheapest one with chat). */
  reading_plan_id: z.number().int(),
});
export type ConversationSummary = z.output<typeof conversationSummarySchema>;

/** GET /api/chat/conversations → the member's conversations, the latest activity first. */
export const conversationListAnswerSchema = z.object({ success: z.boolean(), data: z.array(conversationSummarySchema) });
export type ConversationListAnswer = z.output<typeof conversationListAnswerSchema>;

/** POST /api/chat/open { user_id } → the conversation with that member, made on first use. */
export const chatOpenAnswerSchema = z.object({ success: z.boolean(), conversation: conversationSummarySchema });
export type ChatOpenAnswer = z.output<typeof chatOpenAnswerSchema>;

/** GET /api/chat/conversations/{id}/messages?before={messageId} → a page of history, oldest first. */
export const chatHistoryAnswerSchema = z.object({
  success: z.boolean(),
  data: z.array(chatMessageSchema),
  /** Whether older messages exist before this page. */
  has_more: z.boolean(),
});
export type ChatHistoryAnswer = z.output<typeof chatHistoryAnswerSchema>;

/** POST /api/chat/conversations/{id}/messages → the message as stored. */
export const chatSentAnswerSchema = z.object({ success: z.boolean(), message: chatMessageSchema });
export type ChatSentAnswer = z.output<typeof chatSentAnswerSchema>;

/** POST /api/chat/conversations/{id}/seen → up to which message, and when. */
export const chatSeenAnswerSchema = z.object({ success: z.boolean(), up_to: z.number().int(), seen_at: z.string() });
export type ChatSeenAnswer = z.output<typeof chatSeenAnswerSchema>;

/** GET /api/blocks → the members the caller blocked (the settings list). */
export const blockListAnswerSchema = z.object({
  success: z.boolean(),
  data: z.array(z.object({ user_id: z.number().int(), name: z.string(), blocked_at: z.string() })),
});
export type BlockListAnswer = z.output<typeof blockListAnswerSchema>;
