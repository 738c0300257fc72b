import { useSyncExternalStore } from 'react';
import { listenForCalls } from '../../../lib/chat/call-signal';
import { sendChatFrame } from '../../../lib/chat/chat-connection';
import { createCallEngine, type CallState } from './call-engine';
import { fetchIceServers, relayOnly } from './call-media';

/** This screen's one call, heard on the live chat connection from the moment this chunk loads. */
export const callSession = createCallEngine({
  send: sendChatFrame,
  iceServers: fetchIceServers,
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  createPeer: (config) => new RTCPeerConnection(config),
  relayOnly,
  newId: () => crypto.randomUUID(),
});

listenForCalls(callSession.onSignal);

export function useCallState(): CallState {
  return useSyncExternalStore(callSession.subscribe, callSession.getState);
}
