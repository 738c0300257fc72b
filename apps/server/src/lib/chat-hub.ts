import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { CallServerFrame } from '@inai/shared';
import { siteOf } from './redis-names.js';

/**
 * A stored chat message as the hub carries it to the sockets (modules/chat stores and presents
 * it). Declared here, with the events, because the hub is shared infrastructure: the sessions
 * module publishes on it too, and the app's context holds it (types.ts).
 */
export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  text: string;
  warnings: string;
  client_id: string | null;
  sent_at: string;
  /** The co-manager who wrote it and their relation; null (or absent) when the holder did. */
  sent_by_manager_id?: number | null;
  sent_by_relation?: string | null;
  /** 'call' for the entry a call left, with its call_* fields (absent or 'text' for a message). */
  kind?: string;
  call_media?: string | null;
  call_outcome?: string | null;
  call_started_at?: string | null;
  call_duration_s?: number | null;
  call_end_reason?: string | null;
}

/** What happened in a chat, as every instance's sockets need to hear it. */
export type ChatEvent =
  | { type: 'message'; members: [number, number]; message: MessageRow }
  | { type: 'seen'; members: [number, number]; reader: number; conversation_id: number; up_to: number; seen_at: string }
  | { type: 'blocked'; members: [number, number]; blocker: number }
  /**
   * Sessions of the member ended (logout, password change or reset, suspension) or the member
   * asked to leave: each of their sockets checks its own session and closes if it no longer
   * stands. A check rather than a list of session ids, so the database stays the one judge.
   */
  | { type: 'session-ended'; members: [number] }
  /**
   * A call's signalling frame for the members' sockets (docs/decisions/0077-calls-signalled-over-chat.md):
   * only the sockets named in `sockets` take it, or all of the members' when it names none, but
   * the one named in `except`.
   */
  | { type: 'call'; members: number[]; sockets?: string[]; except?: string; frame: CallServerFrame };

/**
 * Delivery of stored chat events to the sockets of the members concerned. Alone, an instance
 * hands events to its own listeners; with Redis, every event goes through one pub/sub channel,
 * so members connected to different instances still hear each other (the instance that stored
 * the event hears it from the subscription like the others, so the order is the channel's).
 */
export interface ChatHub {
  publish(event: ChatEvent): Promise<void>;
  /** Calls `listener` with the events that concern `memberId`; returns the unsubscription. */
  listen(memberId: number, listener: (event: ChatEvent) => void): () => void;
  /**
   * Calls `listener` each time the subscription stands again after a break (Redis lost and
   * found): pub/sub keeps nothing for a subscriber that is away, so whatever was published
   * meanwhile is lost, and each socket checks for itself what it may have missed. Returns the
   * unsubscription. Never called without Redis, where nothing can be missed.
   */
  onResubscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * The pub/sub channel of the instances that share one database: named after the PostgreSQL
 * database, so several sites (or test runs) on one Redis never hear each other's members.
 */
export function chatChannel(databaseUrl: string | undefined): string {
  const site = siteOf(databaseUrl);
  return site ? `inai:chat:${site}` : 'inai:chat';
}

export async function createChatHub(
  redis?: { publisher: Redis; subscriber: Redis; channel: string },
  onError: (err: unknown) => void = () => undefined,
): Promise<ChatHub> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const emit = (event: ChatEvent) => {
    for (const member of new Set(event.members)) local.emit(String(member), event);
  };
  const resubscribed = new Set<() => void>();
  if (redis) {
    const { subscriber, channel } = redis;
    subscriber.on('message', (from: string, payload: string) => {
      if (from === channel) emit(JSON.parse(payload) as ChatEvent);
    });
    subscriber.on('error', onError);
    // Every time the connection is ready again. ioredis subscribes again by itself, but only to
    // channels it once subscribed to (not if Redis was away at start), and says nothing when
    // that is done. SUBSCRIBE to a channel already subscribed changes nothing, and Redis answers
    // in order, so once this answer comes the subscription stands: anything published from
    // now on arrives, and what was published before is in the database for the sockets to check.
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(() => {
        for (const listener of resubscribed) listener();
      }, onError);
    });
    // Redis being away must not stop the site: the subscription is made when it is back.
    await subscriber.subscribe(channel).catch(onError);
  }
  return {
    async publish(event) {
      if (!redis) return emit(event);
      // Redis away: this instance's sockets hear it at once, rather than after ioredis gives up on the command.
      if (redis.publisher.status !== 'ready') return emit(event);
      try {
        await redis.publisher.publish(redis.channel, JSON.stringify(event));
      } catch (err) {
        // The event is stored already: this instance's sockets hear it now, the others' on their reconnect.
        onError(err);
        emit(event);
      }
    },
    listen(memberId, listener) {
      local.on(String(memberId), listener);
      return () => local.off(String(memberId), listener);
    },
    onResubscribe(listener) {
      resubscribed.add(listener);
      return () => resubscribed.delete(listener);
    },
    async close() {
      local.removeAllListeners();
      resubscribed.clear();
      if (redis) redis.subscriber.disconnect();
    },
  };
}
