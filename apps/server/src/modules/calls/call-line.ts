import { randomUUID } from 'node:crypto';
import { CALL_LIMITS, type CallClientFrame, type CallEndReason, type CallServerFrame } from '@inai/shared';
import type { CallState } from '../../lib/call-store.js';
import type { ChatEvent } from '../../lib/chat-hub.js';
import { AppError } from '../../lib/app-error.js';
import type { LimitRule } from '../../lib/rate-limiter.js';
import { actedBy } from '../entitlements/family.policy.js';
import type { CallSocket, SocketCalls } from '../chat/chat.socket.js';
import { assertMayAnswer, assertMayCall } from './calls.rule.js';
import { endCall, logCall } from './calls.service.js';

/** An unanswered call ends as missed after this long (docs/api.md, "Calls"). */
export const RING_MS = CALL_LIMITS.ringSeconds * 1000;
/**
 * How often each socket in a call looks at its session and the rule: a plan that ends, or news of
 * a block or a suspension that never arrived, ends the call within this (and the time to say so).
 */
export const CALL_WATCH_MS = 3_000;
/** A call's keys outlive their last keeping by this much: a call whose instances died frees its members then. */
const ALIVE_MS = 15_000;
/** Invites a member may send to one member, and to all, in ten minutes: no ringing anyone fifty times. */
export const CALL_INVITE_LIMITS: { perCallee: LimitRule; perCaller: LimitRule } = {
  perCallee: { max: 10, windowMs: 10 * 60_000 },
  perCaller: { max: 30, windowMs: 10 * 60_000 },
};

/** The calls' times, which tests shorten. */
export interface CallTimes {
  ringMs?: number;
  watchMs?: number;
}

type Frame<T extends CallClientFrame['type']> = Extract<CallClientFrame, { type: T }>;

/** Why a rule refused a side in a call, as the call's end says it to both. */
function reasonOf(error: unknown): CallEndReason {
  return error instanceof AppError && error.code === 'chat_blocked' ? 'blocked' : 'unavailable';
}

/**
 * The calls of one chat socket (docs/decisions/0077-calls-signalled-over-chat.md). The socket is
 * in at most one call: the one it placed, or the one it answered; while it rings, every socket of
 * the callee rings, and the first to accept takes the call. Every frame is checked against the
 * rule (calls.rule.ts) before it goes anywhere, and passes only between the two sockets in the
 * call, through the chat hub (so across instances). While in a call the socket looks at its
 * session and the rule every CALL_WATCH_MS, and keeps the call's keys alive.
 */
export class CallLine implements SocketCalls {
  /** Names this socket in a call's state, so frames reach this socket and not the member's others. */
  readonly socketId = randomUUID();
  private current: { id: string; conversationId: number; otherId: number; answered: boolean; missing?: boolean } | undefined;
  /** The last call this socket saw end, so its end is told once. */
  private ended: string | undefined;
  private ringTimer: NodeJS.Timeout | undefined;
  private watchTimer: NodeJS.Timeout | undefined;
  private readonly ringMs: number;
  private readonly watchMs: number;

  constructor(
    private readonly socket: CallSocket,
    times: CallTimes = {},
  ) {
    this.ringMs = times.ringMs ?? RING_MS;
    this.watchMs = times.watchMs ?? CALL_WATCH_MS;
  }

  private get ctx() {
    return this.socket.ctx;
  }

  /** A call frame from this socket's client; the session was found standing just before. */
  async receive(frame: CallClientFrame): Promise<void> {
    switch (frame.type) {
      case 'call.invite':
        return this.invite(frame);
      case 'call.accept':
        return this.accept(frame);
      case 'call.decline':
        return this.decline(frame);
      case 'call.cancel':
        return this.hangUp(frame.call_id, 'cancelled');
      case 'call.end':
        return this.hangUp(frame.call_id, frame.reason ?? 'hung_up');
      default:
        return this.relay(frame);
    }
  }

  private async invite(frame: Frame<'call.invite'>) {
    const { ctx, user } = this.socket;
    const otherId = await assertMayCall(ctx, user, frame.conversation_id);
    await assertMayAnswer(ctx, otherId);
    if (this.current) throw new AppError(409, 'call_already_in_call');
    for (const [key, rule] of [
      [`call-invite:${user.id}:${otherId}`, CALL_INVITE_LIMITS.perCallee],
      [`call-invite:${user.id}`, CALL_INVITE_LIMITS.perCaller],
    ] as const) {
      if ((await ctx.limiter.hit(key, rule)).count > rule.max) throw new AppError(429, 'too_many_calls');
    }
    const by = actedBy(this.socket.actor);
    const now = new Date();
    const call: CallState = {
      id: frame.call_id,
      conversation_id: frame.conversation_id,
      caller_id: user.id,
      callee_id: otherId,
      media: frame.media,
      caller_socket: this.socketId,
      callee_socket: null,
      by_manager_id: by.managerId,
      by_relation: by.relation,
      started_at: now.toISOString(),
      accepted_at: null,
    };
    const begun = await ctx.calls.begin(call, this.ringMs + ALIVE_MS);
    if (begun === 'taken') throw new AppError(400, 'invalid_input');
    if (begun === 'caller_busy') throw new AppError(409, 'call_already_in_call');
    if (begun === 'callee_busy') {
      // Told to the caller alone; the callee finds a missed call in the conversation.
      this.socket.send({ type: 'call.busy', call_id: call.id });
      await logCall(ctx, call, 'busy', now);
      return;
    }
    this.current = { id: call.id, conversationId: call.conversation_id, otherId, answered: false };
    const ring: CallServerFrame = {
      type: 'call.ring',
      call_id: call.id,
      conversation_id: call.conversation_id,
      media: call.media,
      caller_id: user.id,
      by_relation: (by.relation ?? null) as Extract<CallServerFrame, { type: 'call.ring' }>['by_relation'],
      ring_until: new Date(now.getTime() + this.ringMs).toISOString(),
    };
    this.socket.send(ring);
    await ctx.chat.publish({ type: 'call', members: [otherId], frame: ring });
    this.ringTimer = setTimeout(() => this.timeOut(call.id), this.ringMs);
    this.ringTimer.unref();
    this.watch();
  }

  private timeOut(callId: string) {
    this.socket.inOrder(async () => {
      await endCall(this.ctx, callId, 'no_answer', { ringingOnly: true });
    });
  }

  /** The call, if `callId` names one in which this member takes part. */
  private async callOf(callId: string): Promise<CallState> {
    const call = await this.ctx.calls.get(callId);
    const me = this.socket.user.id;
    if (!call || (call.caller_id !== me && call.callee_id !== me)) throw new AppError(404, 'call_not_found');
    return call;
  }

  /** The rule for this side, checked at a frame of a call in progress: refused, the call ends for both. */
  private async assertRule(call: CallState) {
    try {
      await assertMayCall(this.ctx, this.socket.user, call.conversation_id);
    } catch (error) {
      await endCall(this.ctx, call.id, reasonOf(error));
      throw error;
    }
  }

  private async accept(frame: Frame<'call.accept'>) {
    const call = await this.callOf(frame.call_id);
    if (call.callee_id !== this.socket.user.id) throw new AppError(404, 'call_not_found');
    if (this.current) throw new AppError(409, 'call_already_in_call');
    await this.assertRule(call);
    const answered = await this.ctx.calls.accept(call.id, call.callee_id, this.socketId, new Date().toISOString(), ALIVE_MS);
    if (!answered) throw new AppError(404, 'call_not_found');
    this.current = { id: call.id, conversationId: call.conversation_id, otherId: call.caller_id, answered: true };
    this.watch();
    await this.ctx.chat.publish({
      type: 'call',
      members: [call.caller_id],
      sockets: [call.caller_socket],
      frame: { type: 'call.accept', call_id: call.id },
    });
    // The callee's other screens stop ringing.
    await this.ctx.chat.publish({
      type: 'call',
      members: [call.callee_id],
      except: this.socketId,
      frame: { type: 'call.end', call_id: call.id, reason: 'answered_elsewhere' },
    });
  }

  private async decline(frame: Frame<'call.decline'>) {
    const call = await this.callOf(frame.call_id);
    if (call.callee_id !== this.socket.user.id) throw new AppError(404, 'call_not_found');
    if (!(await endCall(this.ctx, call.id, 'declined', { ringingOnly: true }))) throw new AppError(404, 'call_not_found');
  }

  /** Cancel (ringing) or end (answered) by one of the two sockets in the call. */
  private async hangUp(callId: string, reason: 'cancelled' | 'hung_up' | 'failed') {
    const call = await this.callOf(callId);
    if (!this.speaksIn(call)) throw new AppError(404, 'call_not_found');
    const answered = call.accepted_at !== null;
    // Hanging up before an answer is giving up on it, whatever the frame says.
    const ending = answered ? (reason === 'cancelled' ? 'hung_up' : reason) : reason === 'failed' ? 'failed' : 'cancelled';
    if (!(await endCall(this.ctx, call.id, ending))) throw new AppError(404, 'call_not_found');
  }

  /** Whether this socket is one of the two in the call: the caller's, or the callee's that answered. */
  private speaksIn(call: CallState): boolean {
    const me = this.socket.user.id;
    return (
      (call.caller_id === me && call.caller_socket === this.socketId) ||
      (call.callee_id === me && call.callee_socket === this.socketId)
    );
  }

  /** Offer, answer and ICE candidates: only in an answered call, only to the other socket in it. */
  private async relay(frame: Frame<'call.offer' | 'call.answer' | 'call.ice'>) {
    const call = await this.callOf(frame.call_id);
    if (!this.speaksIn(call) || call.accepted_at === null || call.callee_socket === null)
      throw new AppError(404, 'call_not_found');
    await this.assertRule(call);
    const toCaller = call.callee_id === this.socket.user.id;
    const out: CallServerFrame =
      frame.type === 'call.ice'
        ? { type: 'call.ice', call_id: call.id, candidate: frame.candidate }
        : { type: frame.type, call_id: call.id, sdp: frame.sdp };
    await this.ctx.chat.publish({
      type: 'call',
      members: [toCaller ? call.caller_id : call.callee_id],
      sockets: [toCaller ? call.caller_socket : call.callee_socket],
      frame: out,
    });
  }

  /** A call event of the hub for this member: passed on when it is meant for this socket. */
  hear(event: Extract<ChatEvent, { type: 'call' }>) {
    if (event.sockets && !event.sockets.includes(this.socketId)) return;
    if (event.except === this.socketId) return;
    const frame = event.frame;
    if (frame.type === 'call.end' && frame.call_id === this.ended) return;
    if (this.current && frame.call_id === this.current.id) {
      if (frame.type === 'call.end') this.clear();
      else if (frame.type === 'call.accept') {
        this.current.answered = true;
        clearTimeout(this.ringTimer);
      }
    }
    this.socket.send(frame);
  }

  /** The member blocked the other, or was blocked: a call between them ends at once. */
  heardBlock(otherId: number) {
    const current = this.current;
    if (current?.otherId !== otherId) return;
    this.socket.inOrder(async () => {
      await endCall(this.ctx, current.id, 'blocked');
    });
  }

  /** Looks at the session and the rule, and keeps the call alive; ends it when either fails. */
  private watch() {
    clearTimeout(this.watchTimer);
    this.watchTimer = setTimeout(() => {
      this.socket.inOrder(async () => {
        const current = this.current;
        if (!current) return;
        // A session that no longer stands closes the socket, and its close ends the call.
        if (!(await this.socket.stands())) return;
        try {
          await assertMayCall(this.ctx, this.socket.user, current.conversationId);
        } catch (error) {
          await endCall(this.ctx, current.id, reasonOf(error));
          return;
        }
        if (await this.ctx.calls.keep(current.id, ALIVE_MS + (current.answered ? 0 : this.ringMs))) current.missing = false;
        else if (current.missing) {
          // Gone for a whole watch without its end reaching this socket: the other side's
          // instance went away, or the end was lost with Redis.
          this.socket.send({ type: 'call.end', call_id: current.id, reason: 'connection_lost' });
          this.clear();
          return;
        } else {
          // Ended a moment ago, most likely, with its `call.end` still on the way.
          current.missing = true;
        }
        if (this.current === current) this.watch();
      });
    }, this.watchMs);
    this.watchTimer.unref();
  }

  private clear() {
    this.ended = this.current?.id ?? this.ended;
    this.current = undefined;
    clearTimeout(this.ringTimer);
    clearTimeout(this.watchTimer);
  }

  /**
   * The socket closed: its call ends for the other side too. `unavailable` when its session ended
   * (a sign-out, a suspension, a co-manager removed), `connection_lost` when the connection went.
   */
  closed(reason: 'unavailable' | 'connection_lost') {
    const current = this.current;
    this.clear();
    if (!current) return;
    endCall(this.ctx, current.id, reason).catch((err: unknown) => this.socket.log.warn({ err }, 'a call did not end cleanly'));
  }
}
