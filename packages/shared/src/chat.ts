import { z } from 'zod';
import { messageRef } from './i18n/translator.js';
import type { CallClientFrame, CallServerFrame } from './calls.js';
import type { ChatMessage } from './schemas/chat.js';

/**
 * Chat between members with an accepted interest (docs/design.md, "Contact grows with consent"; docs/design.md, "Entitlements"): Platinum writes;
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
  | { type: 'ping' }
  | CallClientFrame;

export type ChatServerFrame =
  | { type: 'ready'; unread_total: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'seen'; conversation_id: number; up_to: number; seen_at: string }
  | { type: 'unread'; unread_total: number }
  | { type: 'blocked'; user_id: number }
  /** `call_id`: the call frame refused (the call, if any, goes on unless a `call.end` follows). */
  | { type: 'error'; code: string; message: string; client_id?: string; call_id?: string }
  | { type: 'pong' }
  | CallServerFrame;

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
