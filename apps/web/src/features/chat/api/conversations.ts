import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistoryAnswer, ChatMessage, ChatOpenAnswer, ConversationListAnswer, ConversationSummary } from '@inai/shared';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { addMessage, dropPending, markSeen, type ChatHistory } from '../../../lib/api/chat';
import { onChatError, sendChatFrame } from '../../../lib/chat/chat-connection';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

type Done = { success: boolean; message?: string };

/** The chat screens' calls (ours); the live connection carries the same messages while it is up. */
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
};

/** The member's conversations, the latest first; a new message from the live connection invalidates them. */
export const conversationsQuery = () => queryOptions({ queryKey: queryKeys.conversations(), queryFn: chatApi.conversations });

export function useConversations() {
  return useQuery(conversationsQuery());
}

/** The conversation with a member: POST /api/chat/open, made on first use. */
export function useOpenConversation(userId: number | null) {
  return useQuery({
    queryKey: queryKeys.conversationWith(userId ?? 0),
    queryFn: () => chatApi.open(userId!).then((answer) => answer.conversation),
    enabled: userId !== null,
    retry: false,
  });
}

/**
 * The newest page of history, merged with the older pages already loaded ('load older') so a
 * refetch never drops them; the live connection adds new messages to the same cache.
 */
export function useHistory(conversationId: number | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.chatHistory(conversationId ?? 0),
    queryFn: async (): Promise<ChatHistory> => {
      const page = await chatApi.history(conversationId!);
      const kept = client.getQueryData<ChatHistory>(queryKeys.chatHistory(conversationId!));
      const first = page.data[0]?.id;
      const older = first === undefined ? [] : (kept?.messages ?? []).filter((m) => m.id > 0 && m.id < first);
      const pending = (kept?.messages ?? []).filter((m) => m.id <= 0);
      return { messages: [...older, ...page.data, ...pending], has_more: older.length > 0 ? kept!.has_more : page.has_more };
    },
    enabled: conversationId !== undefined,
    staleTime: 30_000,
  });
}

/** 'Load older messages': the page before the oldest one shown, put in front of it. */
export function useLoadOlder(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (before: number) => chatApi.history(conversationId, before),
    onSuccess: (page) =>
      client.setQueryData<ChatHistory>(queryKeys.chatHistory(conversationId), (h) => {
        if (!h) return h;
        const known = new Set(h.messages.map((m) => m.id));
        return { messages: [...page.data.filter((m) => !known.has(m.id)), ...h.messages], has_more: page.has_more };
      }),
    onError: (err) => notify.error(failureMessage(err, 'chat.loadFailed', 'chat.loadFailed')),
  });
}

let nextPendingId = 0;

/**
 * Sends a message: an optimistic copy at once, then over the live connection (its echo, matched
 * by client_id, replaces the copy) or, while the connection is down, over REST.
 */
export function useSendMessage(conversation: ConversationSummary, myId: number) {
  const client = useQueryClient();
  const key = queryKeys.chatHistory(conversation.id);

  useEffect(
    () =>
      onChatError((frame) => {
        if (!frame.client_id) return;
        client.setQueryData<ChatHistory>(queryKeys.chatHistory(conversation.id), (h) => dropPending(h, frame.client_id!));
        notify.error(failureMessage(new ApiError(400, frame.message, frame.code), 'chat.sendFailed', 'chat.sendFailed'));
      }),
    [client, conversation.id],
  );

  return (text: string) => {
    const clientId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    nextPendingId -= 1;
    const pending: ChatMessage = {
      id: nextPendingId,
      conversation_id: conversation.id,
      sender_id: myId,
      text,
      sent_at: new Date().toISOString(),
      seen_at: null,
      warnings: [],
      client_id: clientId,
    };
    client.setQueryData<ChatHistory>(key, (h) => h && { ...h, messages: [...h.messages, pending] });
    if (sendChatFrame({ type: 'send', conversation_id: conversation.id, text, client_id: clientId })) return;
    chatApi.send(conversation.id, text, clientId).then(
      (answer) => {
        const stored = typeof answer.message === 'object' ? answer.message : answer.data;
        if (stored) client.setQueryData<ChatHistory>(key, (h) => addMessage(h, { ...stored, client_id: clientId }));
        else void client.invalidateQueries({ queryKey: key });
        void client.invalidateQueries({ queryKey: queryKeys.conversations() });
      },
      (err: unknown) => {
        client.setQueryData<ChatHistory>(key, (h) => dropPending(h, clientId));
        notify.error(failureMessage(err, 'chat.sendFailed', 'chat.sendFailed'));
      },
    );
  };
}

/** Tells the server the member read the other member's messages up to the newest one shown. */
export function useMarkSeen(conversation: ConversationSummary, history: ChatHistory | undefined) {
  const client = useQueryClient();
  const otherId = conversation.other.user_id;
  const upTo = conversation.can_chat
    ? history?.messages.findLast((m) => m.id > 0 && m.sender_id === otherId && m.seen_at === null)?.id
    : undefined;
  useEffect(() => {
    if (upTo === undefined) return;
    client.setQueryData<ChatHistory>(queryKeys.chatHistory(conversation.id), (h) =>
      markSeen(h, upTo, new Date().toISOString(), otherId),
    );
    const refresh = () => {
      void client.invalidateQueries({ queryKey: queryKeys.conversations() });
      void client.invalidateQueries({ queryKey: queryKeys.me() });
    };
    if (sendChatFrame({ type: 'seen', conversation_id: conversation.id, up_to: upTo })) refresh();
    else chatApi.seen(conversation.id, upTo).then(refresh, () => undefined);
  }, [client, conversation.id, otherId, upTo]);
}
