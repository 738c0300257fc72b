import type { CallServerFrame, ChatServerFrame } from '@inai/shared';

// The calls' ear on the live chat connection (docs/decisions/0077-calls-signalled-over-chat.md).
// It lives with the connection in the member screens, but the call screens themselves are a lazy
// chunk: a ring that arrives before that chunk has loaded waits here, and `wanted` tells the
// member layout to load it.

export type CallSignal = CallServerFrame | (Extract<ChatServerFrame, { type: 'error' }> & { call_id: string });

let listener: ((frame: CallSignal) => void) | null = null;
const waiting: CallSignal[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const l of wantedListeners) l();
}

/** Whether a frame of the connection is a call's (its own type, or a refusal naming a call). */
export function isCallSignal(frame: ChatServerFrame): frame is CallSignal {
  return frame.type.startsWith('call.') || (frame.type === 'error' && typeof frame.call_id === 'string');
}

/** Hands a call frame to the call screens, keeping it until they have loaded. */
export function deliverCallSignal(frame: CallSignal): void {
  // The call's logic may have loaded with a conversation's call buttons before any screen showed:
  // a ring must bring the screens up all the same.
  want();
  if (listener) return listener(frame);
  // Only the latest few matter before the screens load (a ring and what followed it).
  waiting.push(frame);
  if (waiting.length > 20) waiting.shift();
}

/** The call screens take the frames (the ones that waited first). */
export function listenForCalls(next: (frame: CallSignal) => void): () => void {
  listener = next;
  for (const frame of waiting.splice(0)) next(frame);
  return () => {
    if (listener === next) listener = null;
  };
}

/** Asks the member layout to load the call screens (a call button was pressed, or a ring came). */
export function wantCallScreens(): void {
  want();
}

export function subscribeCallScreens(l: () => void): () => void {
  wantedListeners.add(l);
  return () => wantedListeners.delete(l);
}

export const callScreensWanted = (): boolean => wanted;
