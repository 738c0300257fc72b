import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatServerFrame, PublicUser } from '@inai/shared';
import { queryKeys } from '../query-keys';

// The chat caches as the live connection (lib/chat, run by the member screens) and the chat
// screens both write them: the history's shape and the changes each writer makes to it.

/** A conversation's history as the screen keeps it: oldest first, and whether older pages exist. */
export interface ChatHistory {
  messages: ChatMessage[];
  has_more: boolean;
}

/** Adds a message (or replaces its optimistic copy, matched by client_id), keeping id order. */
export function addMessage(history: ChatHistory | undefined, message: ChatMessage): ChatHistory | undefined {
  if (!history) return history;
  const rest = history.messages.filter(
    (m) => m.id !== message.id && !(message.client_id !== undefined && m.client_id === message.client_id),
  );
  const sent = rest.filter((m) => m.id > 0);
  const pending = rest.filter((m) => m.id <= 0);
  const ordered = [...sent, message].sort((a, b) => a.id - b.id);
  return { ...history, messages: [...ordered, ...pending] };
}

/** Takes an optimistic copy out again (its send failed). */
export function dropPending(history: ChatHistory | undefined, clientId: string): ChatHistory | undefined {
  return history && { ...history, messages: history.messages.filter((m) => !(m.id <= 0 && m.client_id === clientId)) };
}

/** Marks messages up to `upTo` read: the other member's 'seen' of mine, or mine of theirs. */
export function markSeen(history: ChatHistory | undefined, upTo: number, seenAt: string, senderId?: number) {
  if (!history) return history;
  return {
    ...history,
    messages: history.messages.map((m) =>
      m.id > 0 && m.id <= upTo && m.seen_at === null && (senderId === undefined || m.sender_id === senderId)
        ? { ...m, seen_at: seenAt }
        : m,
    ),
  };
}

function setUnread(client: QueryClient, total: number): void {
  client.setQueryData<PublicUser>(queryKeys.me(), (user) => user && { ...user, unread_messages: total });
}

/** Puts one frame from the live connection into the caches the screens read. */
export function applyFrame(client: QueryClient, frame: ChatServerFrame): void {
  switch (frame.type) {
    case 'ready':
    case 'unread':
      setUnread(client, frame.unread_total);
      return;
    case 'message':
      client.setQueryData<ChatHistory>(queryKeys.chatHistory(frame.message.conversation_id), (h) => addMessage(h, frame.message));
      void client.invalidateQueries({ queryKey: queryKeys.conversations() });
      return;
    case 'seen':
      client.setQueryData<ChatHistory>(queryKeys.chatHistory(frame.conversation_id), (h) =>
        markSeen(h, frame.up_to, frame.seen_at),
      );
      return;
    case 'blocked':
      void client.invalidateQueries({ queryKey: queryKeys.chatAll() });
      void client.invalidateQueries({ queryKey: queryKeys.blocks() });
      return;
    default:
      return;
  }
}

/** The newest stored message id in any cached conversation (the reconnect's `since`). */
export function lastMessageId(client: QueryClient): number | undefined {
  let last: number | undefined;
  for (const [, history] of client.getQueriesData<ChatHistory>({ queryKey: queryKeys.chatHistoryAll() })) {
    for (const m of history?.messages ?? []) if (m.id > 0 && (last === undefined || m.id > last)) last = m.id;
  }
  return last;
}

/** The live connection's way into the caches: each frame applied, and where a reconnect resumes. */
export function useChatCache(): { apply(frame: ChatServerFrame): void; since(): number | undefined } {
  const client = useQueryClient();
  return useMemo(() => ({ apply: (frame) => applyFrame(client, frame), since: () => lastMessageId(client) }), [client]);
}
