import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, PublicUser } from '@inai/shared';
import { queryKeys } from '../query-keys';
import { addMessage, applyFrame, lastMessageId, type ChatHistory } from './chat';

function message(id: number, changes: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversation_id: 5,
    sender_id: 9,
    text: `Message ${id}`,
    sent_at: '2026-11-22T10:00:00.000Z',
    seen_at: null,
    warnings: [],
    ...changes,
  };
}

describe('frames into the caches', () => {
  it('adds messages in order, replaces the optimistic copy, marks seen and counts unread', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.me(), { id: 7, unread_messages: 0 } as unknown as PublicUser);
    const key = queryKeys.chatHistory(5);
    const pending = message(-1, { sender_id: 7, text: 'Hi', client_id: 'c1' });
    client.setQueryData<ChatHistory>(key, { messages: [message(1), message(3), pending], has_more: false });

    applyFrame(client, { type: 'message', message: message(2) });
    applyFrame(client, { type: 'message', message: message(4, { sender_id: 7, text: 'Hi', client_id: 'c1' }) });
    expect(client.getQueryData<ChatHistory>(key)!.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    applyFrame(client, { type: 'message', message: message(4, { sender_id: 7, text: 'Hi', client_id: 'c1' }) });
    expect(client.getQueryData<ChatHistory>(key)!.messages).toHaveLength(4);

    applyFrame(client, { type: 'seen', conversation_id: 5, up_to: 4, seen_at: '2026-11-22T11:00:00.000Z' });
    expect(client.getQueryData<ChatHistory>(key)!.messages.every((m) => m.seen_at !== null)).toBe(true);
    applyFrame(client, { type: 'unread', unread_total: 6 });
    expect(client.getQueryData<{ unread_messages: number }>(queryKeys.me())!.unread_messages).toBe(6);
    expect(lastMessageId(client)).toBe(4);
    expect(addMessage(undefined, message(1))).toBeUndefined();
  });
});
