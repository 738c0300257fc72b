import { useEffect, useSyncExternalStore } from 'react';
import type { ChatClientFrame, ChatServerFrame } from '@inai/shared';
import { useChatCache } from '../api/chat';
import { clearSession } from '../session/token-store';
import { useToken } from '../session/use-token';
import { deliverCallSignal, isCallSignal } from './call-signal';
import { createChatSocket, type ChatSocket } from './chat-socket';

let active: ChatSocket | null = null;
/** Bumped to open the connection again after the server closed it to a leaving member. */
let generation = 0;
const generationListeners = new Set<() => void>();
const errorListeners = new Set<(frame: Extract<ChatServerFrame, { type: 'error' }>) => void>();
let isReady = false;
const readyListeners = new Set<() => void>();

function setReady(next: boolean): void {
  if (isReady === next) return;
  isReady = next;
  for (const listener of readyListeners) listener();
}

/** Whether the live connection is up (a call can only ring over it). */
export function useChatReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      readyListeners.add(listener);
      return () => readyListeners.delete(listener);
    },
    () => isReady,
  );
}

/** Sends over the live connection; false when it is down, so the caller uses REST instead. */
export function sendChatFrame(frame: ChatClientFrame): boolean {
  return active?.send(frame) ?? false;
}

/** Hears the server's refusals of frames this client sent (a failed send names its client_id). */
export function onChatError(listener: (frame: Extract<ChatServerFrame, { type: 'error' }>) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Opens the live connection again once chat is open to the member again ('Keep my account'). */
export function reopenChat(): void {
  generation += 1;
  for (const listener of generationListeners) listener();
}

function subscribeGeneration(listener: () => void): () => void {
  generationListeners.add(listener);
  return () => generationListeners.delete(listener);
}

/**
 * Keeps the live chat connection open while a member screen is shown and the member is signed
 * in; its frames go into the TanStack Query caches. Used by the member layout only, so neither the
 * socket nor this code reaches the first page. When the server says the session ended, the member
 * is signed out here as for a 401 from the API (the member screens then go to the sign-in page).
 */
export function useChatConnection(enabled: boolean): void {
  const cache = useChatCache();
  const token = useToken();
  const opened = useSyncExternalStore(subscribeGeneration, () => generation);
  useEffect(() => {
    if (!enabled || !token) return;
    const socket = createChatSocket({
      token: () => token,
      since: cache.since,
      onFrame: (frame) => {
        // A call's frames go to the call screens (loaded when a call first needs them).
        if (isCallSignal(frame)) return deliverCallSignal(frame);
        cache.apply(frame);
        if (frame.type === 'error') for (const listener of errorListeners) listener(frame);
      },
      onStatus: setReady,
      onEnded: (reason) => {
        if (reason === 'session') clearSession();
      },
    });
    active = socket;
    return () => {
      socket.close();
      if (active === socket) active = null;
    };
  }, [cache, enabled, token, opened]);
}
