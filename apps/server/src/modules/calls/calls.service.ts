import type { CallEndReason, CallOutcome } from '@inai/shared';
import type { CallState } from '../../lib/call-store.js';
import type { AppContext } from '../../types.js';
import { insertMessage } from '../chat/chat.repository.js';

/**
 * What a call's entry says, from how it ended: answered, it was completed when hung up and failed
 * otherwise (a rule, a lost socket, media that never connected); unanswered, it was declined, or
 * missed by the callee (no answer, the caller gave up or went away, or they were busy), or failed
 * when a rule ended it.
 */
export function outcomeOf(answered: boolean, reason: CallEndReason): CallOutcome {
  if (answered) return reason === 'hung_up' ? 'completed' : 'failed';
  if (reason === 'declined') return 'declined';
  if (reason === 'cancelled' || reason === 'no_answer' || reason === 'busy' || reason === 'connection_lost') return 'missed';
  return 'failed';
}

/**
 * Writes the call's entry in its conversation and delivers it like a message (the sockets, the
 * unread counts, the digest): its sender is the caller and who of their family rang.
 */
export async function logCall(ctx: AppContext, call: CallState, reason: CallEndReason, endedAt: Date): Promise<void> {
  const answered = call.accepted_at !== null;
  const duration = answered ? Math.max(0, Math.round((endedAt.getTime() - Date.parse(call.accepted_at!)) / 1000)) : 0;
  const row = await insertMessage(ctx.db, {
    conversation_id: call.conversation_id,
    sender_id: call.caller_id,
    text: '',
    warnings: '',
    client_id: null,
    sent_at: endedAt.toISOString(),
    sent_by_manager_id: call.by_manager_id,
    sent_by_relation: call.by_relation,
    kind: 'call',
    call_media: call.media,
    call_outcome: outcomeOf(answered, reason),
    call_started_at: call.started_at,
    call_duration_s: duration,
    call_end_reason: reason,
  });
  const [a, b] = call.caller_id < call.callee_id ? [call.caller_id, call.callee_id] : [call.callee_id, call.caller_id];
  await ctx.chat.publish({ type: 'message', members: [a, b], message: row });
}

/**
 * Ends a call for everyone, once: the instance whose step freed it tells every socket of both
 * members (`call.end` with the reason) and writes the entry; any other finds it ended already.
 * `ringingOnly` ends it only if it was not answered meanwhile. Returns whether this ended it.
 */
export async function endCall(
  ctx: AppContext,
  callId: string,
  reason: CallEndReason,
  options: { ringingOnly?: boolean; now?: () => Date } = {},
): Promise<boolean> {
  const call = await ctx.calls.finish(callId, options.ringingOnly ?? false);
  if (!call) return false;
  const endedAt = (options.now ?? (() => new Date()))();
  await ctx.chat.publish({
    type: 'call',
    members: [call.caller_id, call.callee_id],
    frame: { type: 'call.end', call_id: call.id, reason },
  });
  await logCall(ctx, call, reason, endedAt);
  return true;
}
