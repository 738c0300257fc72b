import type { CallMedia, IceServersAnswer } from '@inai/shared';
import { apiGet } from '../../../lib/api-client';

/** Why the browser gave no microphone or camera, as the call screen says it. */
export type MediaProblem = 'denied' | 'noDevice' | 'mediaFailed';

/** The browser's refusal of getUserMedia, read by its name (the DOMException's). */
export function mediaProblemOf(err: unknown): MediaProblem {
  const name = err instanceof Error || (typeof err === 'object' && err !== null) ? (err as { name?: string }).name : undefined;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'noDevice';
  return 'mediaFailed';
}

/** The microphone, and for a video call the camera, small enough for a cheap phone's upload. */
export function mediaConstraints(media: CallMedia): MediaStreamConstraints {
  return {
    audio: { echoCancellation: true, noiseSuppression: true },
    video: media === 'video' ? { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 24 } } : false,
  };
}

/** Where the browser finds the relay, with credentials that last an hour (docs/api.md, "Calls"). */
export function fetchIceServers(): Promise<IceServersAnswer> {
  return apiGet<IceServersAnswer>('calls/ice-servers');
}

const RELAY_KEY = 'inai.calls.relayOnly';

/**
 * "Hide my network address": the browser then offers the relay's address only
 * (`iceTransportPolicy: 'relay'`, docs/decisions/0077-calls-signalled-over-chat.md), so the other
 * side never learns this member's. Kept on this device, as it is about this device's network.
 */
export function relayOnly(): boolean {
  try {
    return localStorage.getItem(RELAY_KEY) === '1';
  } catch {
    return false;
  }
}

export function setRelayOnly(on: boolean): void {
  try {
    if (on) localStorage.setItem(RELAY_KEY, '1');
    else localStorage.removeItem(RELAY_KEY);
  } catch {
    // A browser that keeps nothing (private mode) keeps the choice for this call only.
  }
}

/** Whether this browser can make calls at all. */
export function canCall(): boolean {
  return typeof RTCPeerConnection !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
}
