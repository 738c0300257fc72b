import { z } from 'zod';
import { messageRef } from './i18n/translator.js';

/**
 * Chat between members with an accepted interest (DESIGN.md §4 point 9, §7): Platinum writes;
 * the other side reads and answers when their plan includes chat too. Shared by the server's
 * REST and WebSocket answers and the web's screens.
 */
export const CHAT_LIMITS = {
  /** Characters in one message (text only, shown as text, never as HTML). */
  maxMessageLength: 2000,
  /** Messages per history page. */
  historyPageSize: 30,
} as const;

/** The kinds of known matrimony scams a message may look like (ours; the patterns live on the server). */
export const SCAM_KINDS = ['money', 'customs', 'investment', 'off_platform'] as const;
export type ScamKind = (typeof SCAM_KINDS)[number];

/** Why two members may not chat, when they may not. */
export const CHAT_REFUSALS = ['chat_requires_platinum', 'chat_requires_accepted_interest', 'chat_blocked'] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

/** One message as one side sees it. */
export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender_id: number;
  /** Null for a reader whose plan does not include chat: they see that a message came, never its text. */
  text: string | null;
  /** ISO time it was stored. */
  sent_at: string;
  /** ISO time the other member read it; null until then. */
  seen_at: string | null;
  /** For the recipient only: the scams this message looks like (empty for the sender and for clean messages). */
  warnings: ScamKind[];
  /** The sender's own id for the message, echoed so a composer can match its optimistic copy. */
  client_id?: string;
}

/** A conversation in the chat list. */
export interface ConversationSummary {
  id: number;
  other: {
    user_id: number;
    name: string;
    /** Follows the search rule and the privacy switches (the accepted partner sees hidden photos). */
    picture: string | null;
    picture_blurred: boolean;
  };
  last_message: { text: string | null; sent_at: string; from_me: boolean } | null;
  unread: number;
  /** Whether the viewer's plan lets them read and write here (Platinum). */
  can_chat: boolean;
}

/** POST /api/chat/open { user_id } → the conversation with that member, made on first use. */
export interface ChatOpenAnswer {
  success: true;
  conversation: ConversationSummary;
}

/** GET /api/chat/conversations → the member's conversations, the latest activity first. */
export interface ConversationListAnswer {
  success: true;
  data: ConversationSummary[];
}

/** GET /api/chat/conversations/{id}/messages?before={messageId} → a page of history, oldest first. */
export interface ChatHistoryAnswer {
  success: true;
  data: ChatMessage[];
  /** Whether older messages exist before this page. */
  has_more: boolean;
}

/** GET /api/blocks → the members the caller blocked (the settings list). */
export interface BlockListAnswer {
  success: true;
  data: { user_id: number; name: string; blocked_at: string }[];
}

/**
 * The WebSocket at /api/chat/ws. The browser cannot set headers on a WebSocket, so the first
 * frame authenticates with the session token (never in the URL, which logs would keep) and says
 * the last message id the client has, so a reconnect receives what it missed.
 */
/**
 * Close codes of the chat socket that the client acts on (docs/decisions/0016-chat-over-websocket.md).
 * A close with any other code is a lost connection: the client reconnects.
 */
export const CHAT_CLOSE = {
  /** The first frame was not a hello, or none came within 10 s (or the member is unverified). */
  helloInvalid: 4401,
  /**
   * The socket's session ended: logged out, the password changed or reset, the member suspended,
   * the session expired, or the hello's token names no live session. The client signs in again
   * and does not reconnect.
   */
  sessionEnded: 4410,
  /**
   * The member asked for their account to be deleted: still signed in (to keep it), but chat is
   * closed. The client stays away until the account is kept or the member signs in again.
   */
  leaving: 4403,
} as const;

export type ChatClientFrame =
  | { type: 'hello'; token: string; since?: number }
  | { type: 'send'; conversation_id: number; text: string; client_id?: string }
  | { type: 'seen'; conversation_id: number; up_to: number }
  | { type: 'ping' };

export type ChatServerFrame =
  | { type: 'ready'; unread_total: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'seen'; conversation_id: number; up_to: number; seen_at: string }
  | { type: 'unread'; unread_total: number }
  | { type: 'blocked'; user_id: number }
  | { type: 'error'; code: string; message: string; client_id?: string }
  | { type: 'pong' };

const messageText = z
  .string({ error: messageRef('chat.emptyMessage') })
  .trim()
  .min(1, { error: messageRef('chat.emptyMessage') })
  .max(CHAT_LIMITS.maxMessageLength, { error: messageRef('chat.tooLong') });

const memberId = z.coerce
  .number({ error: messageRef('profileDetails.notFound') })
  .int({ error: messageRef('profileDetails.notFound') })
  .positive({ error: messageRef('profileDetails.notFound') });

/** POST /api/chat/conversations/{id}/messages (the REST twin of the socket's 'send'). */
export const chatSendSchema = z.object({ text: messageText, client_id: z.string().max(64).optional() });
/** POST /api/chat/open, /api/block, /api/unblock. */
export const chatMemberSchema = z.object({ user_id: memberId });
/** POST /api/chat/conversations/{id}/seen. */
export const chatSeenSchema = z.object({ up_to: z.coerce.number().int().positive() });
