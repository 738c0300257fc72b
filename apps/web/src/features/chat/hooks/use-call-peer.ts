import { useConversations } from '../api/conversations';
import type { CallPeer, CallState } from '../calls/call-engine';

/** The other side of a call as the chat list shows them; the caller's screen already knows it. */
export function useCallPeer(state: CallState): CallPeer | null {
  const list = useConversations();
  if (state.peer) return state.peer;
  const other = list.data?.data.find((c) => c.id === state.conversationId)?.other;
  return other ? { name: other.name, picture: other.picture, blurred: other.picture_blurred, gender: other.gender } : null;
}
