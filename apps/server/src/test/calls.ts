import { randomUUID } from 'node:crypto';
import { addDays, latestBirthDate, todayInIndia, type CallServerFrame, type ChatServerFrame } from '@inai/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { backgroundSettled } from '../lib/background.js';
import type { ChatClient } from './chat.js';
import { givePlan, memberWithProfile, postAs, type Registered } from './members.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -10);

/** A frame of the given type (and, with `callId`, of that call). */
export function callFrame<T extends CallServerFrame['type'] | 'error'>(type: T, callId?: string) {
  return (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: T }> =>
    f.type === type && (callId === undefined || (f as { call_id?: string }).call_id === callId);
}

/** A new call id, as the browser makes it. */
export const newCallId = () => randomUUID();

/** A Platinum member (or on `plan`) whose interest `other` accepted, and their conversation's id. */
export async function acceptedWith(app: FastifyInstance, other: Registered, name = 'Senthil', plan: 0 | 3 = 3) {
  const member = await memberWithProfile(app, { name, gender: 'Male', dob });
  if (plan) await givePlan(app, member.userId, plan);
  const sent = await postAs(app, member.token, '/api/sendInterest', {
    user_id: member.userId,
    partner_id: other.userId,
    status: 'Requested',
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await backgroundSettled();
  await app.ctx.db
    .updateTable('interests')
    .set({ status: 'Accepted' })
    .where('user_id', '=', member.userId)
    .where('partner_id', '=', other.userId)
    .execute();
  const opened = await postAs(app, member.token, '/api/chat/open', { user_id: other.userId });
  expect(opened.statusCode, opened.body).toBe(200);
  return { member, conversationId: opened.json().conversation.id as number };
}

/**
 * `caller` rings `callee` and `callee` answers: both sides have seen the ring and the caller the
 * accept. Returns the call's id.
 */
export async function answeredCall(
  caller: ChatClient,
  callee: ChatClient,
  conversationId: number,
  media: 'audio' | 'video' = 'video',
) {
  const callId = newCallId();
  caller.send({ type: 'call.invite', call_id: callId, conversation_id: conversationId, media });
  await callee.next(callFrame('call.ring', callId));
  callee.send({ type: 'call.accept', call_id: callId });
  await caller.next(callFrame('call.accept', callId));
  return callId;
}

/** The call entries of a conversation, as stored. */
export function callEntries(app: FastifyInstance, conversationId: number) {
  return app.ctx.db
    .selectFrom('messages')
    .select([
      'sender_id',
      'kind',
      'call_media',
      'call_outcome',
      'call_duration_s',
      'call_end_reason',
      'call_started_at',
      'sent_by_relation',
    ])
    .where('conversation_id', '=', conversationId)
    .where('kind', '=', 'call')
    .orderBy('id', 'asc')
    .execute();
}
