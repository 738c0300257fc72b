import { z } from 'zod';
import type { FamilyRelation } from './schemas/family-acting.js';

/**
 * Voice and video calls between members who may chat (docs/api.md, "Calls";
 * docs/decisions/0077-calls-signalled-over-chat.md). The browsers talk to each other over WebRTC;
 * the server only passes their signalling frames along the chat socket, keeps who is in a call,
 * and writes one entry per call in the conversation. Nothing of the media reaches the server.
 */
export const CALL_LIMITS = {
  /** An unanswered call ends as missed after this long. */
  ringSeconds: 45,
  /** Characters in one SDP offer or answer (a browser's are a few thousand). */
  maxSdpLength: 20_000,
  /** Characters in one ICE candidate line. */
  maxCandidateLength: 1_000,
} as const;

export const CALL_MEDIA = ['audio', 'video'] as const;
export type CallMedia = (typeof CALL_MEDIA)[number];

/** How a call ended, as its entry in the conversation says. */
export const CALL_OUTCOMES = ['completed', 'missed', 'declined', 'failed'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/**
 * Why a call ended, as `call.end` tells both sides and the entry keeps:
 * - `hung_up`: one side hung up an answered call (completed);
 * - `cancelled`: the caller gave up before an answer, `no_answer`: nobody answered in time,
 *   `busy`: the callee was already in a call (all three missed for the callee);
 * - `declined`: the callee declined;
 * - `answered_elsewhere`: told only to the callee's other screens, which stop ringing;
 * - `blocked`: either blocked the other; `unavailable`: a rule no longer lets one side call (a
 *   plan that ended, a suspension, a session or a co-manager's permission that ended), said
 *   without saying which, to the other side; `connection_lost`: a side's socket went away;
 *   `failed`: a side's browser could not connect the media (all failed).
 */
export const CALL_END_REASONS = [
  'hung_up',
  'cancelled',
  'no_answer',
  'busy',
  'declined',
  'answered_elsewhere',
  'blocked',
  'unavailable',
  'connection_lost',
  'failed',
] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/** A call's id, made by the caller's browser (crypto.randomUUID()). */
const callId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const conversationId = z.coerce.number().int().positive();
const sdp = z.string().min(1).max(CALL_LIMITS.maxSdpLength);
/** RTCIceCandidateInit as the browser gives it; null is the end of candidates. */
const candidate = z
  .object({
    candidate: z.string().max(CALL_LIMITS.maxCandidateLength),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .nullable();

/** The call frames a client sends on the chat socket (after `hello`). */
export const callClientFrameSchemas = [
  z.object({ type: z.literal('call.invite'), call_id: callId, conversation_id: conversationId, media: z.enum(CALL_MEDIA) }),
  z.object({ type: z.literal('call.accept'), call_id: callId }),
  z.object({ type: z.literal('call.decline'), call_id: callId }),
  z.object({ type: z.literal('call.cancel'), call_id: callId }),
  /** `failed`: the browsers could not connect (the entry says failed rather than completed). */
  z.object({ type: z.literal('call.end'), call_id: callId, reason: z.enum(['hung_up', 'failed']).optional() }),
  z.object({ type: z.literal('call.offer'), call_id: callId, sdp }),
  z.object({ type: z.literal('call.answer'), call_id: callId, sdp }),
  z.object({ type: z.literal('call.ice'), call_id: callId, candidate }),
] as const;
export type CallClientFrame = z.output<(typeof callClientFrameSchemas)[number]>;

/** The call frames the server sends on the chat socket. */
export type CallServerFrame =
  /**
   * The callee's screens ring; the caller's socket gets it too, as "it is ringing there".
   * `by_relation`: who of the caller's family calls (null: the member themselves).
   */
  | {
      type: 'call.ring';
      call_id: string;
      conversation_id: number;
      media: CallMedia;
      caller_id: number;
      by_relation: FamilyRelation | null;
      /** When it stops ringing and counts as missed (ISO time). */
      ring_until: string;
    }
  /** The callee answered on one of their screens: the caller may send its offer. */
  | { type: 'call.accept'; call_id: string }
  /** The callee is already in a call; the caller's call ends there. */
  | { type: 'call.busy'; call_id: string }
  | { type: 'call.end'; call_id: string; reason: CallEndReason }
  | { type: 'call.offer'; call_id: string; sdp: string }
  | { type: 'call.answer'; call_id: string; sdp: string }
  | { type: 'call.ice'; call_id: string; candidate: z.output<typeof candidate> };

/** GET /api/calls/ice-servers → where the browser finds a relay, with coturn's time-limited credentials. */
export const iceServersAnswerSchema = z.object({
  success: z.boolean(),
  /** Seconds the credentials last. */
  ttl: z.number().int(),
  /** Empty when no relay is configured: the browsers then connect directly. */
  iceServers: z.array(z.object({ urls: z.array(z.string()), username: z.string(), credential: z.string() })),
});
export type IceServersAnswer = z.output<typeof iceServersAnswerSchema>;
