import type { BlockListAnswer, ChatHistoryAnswer, ChatMessage, ChatOpenAnswer, ConversationListAnswer } from '@inai/shared';
import { apiGet, apiPost } from '../api-client';

type Done = { success: boolean; message?: string };

/**
 * The chat calls (issue 12). Here rather than in a feature because the chat screens, the settings'
 * blocked list and the live connection (lib/chat/chat-connection.ts) all use them.
 */
export const chatApi = {
  conversations: () => apiGet<ConversationListAnswer>('chat/conversations'),
  /** The conversation with a member, made on first use (refused without an accepted interest). */
  open: (userId: number) => apiPost<ChatOpenAnswer>('chat/open', { user_id: userId }),
  /** A page of history, oldest first; `before` a message id for the page before it. */
  history: (conversationId: number, before?: number) =>
    apiGet<ChatHistoryAnswer>(`chat/conversations/${conversationId}/messages${before === undefined ? '' : `?before=${before}`}`),
  /** The REST twin of the socket's 'send', used while the socket is down. */
  send: (conversationId: number, text: string, clientId: string) =>
    apiPost<Done & { message?: ChatMessage | string; data?: ChatMessage }>(`chat/conversations/${conversationId}/messages`, {
      text,
      client_id: clientId,
    }),
  seen: (conversationId: number, upTo: number) => apiPost<Done>(`chat/conversations/${conversationId}/seen`, { up_to: upTo }),
  block: (userId: number) => apiPost<Done>('block', { user_id: userId }),
  unblock: (userId: number) => apiPost<Done>('unblock', { user_id: userId }),
  blocks: () => apiGet<BlockListAnswer>('blocks'),
};
