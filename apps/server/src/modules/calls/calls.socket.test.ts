import type { ChatMessage, ChatServerFrame } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { acceptedWith, answeredCall, callEntries, callFrame, newCallId } from '../../test/calls.js';
import { chatPair, openChat } from '../../test/chat.js';
import { listeningChatApp } from '../../test/chat-sockets.js';
import { ENGINES } from '../../test/databases.js';
import { addCoManager } from '../../test/family.js';
import { bearer, postAs } from '../../test/members.js';
import { CLOSE_SESSION_ENDED } from '../chat/chat.socket.js';
import { CALL_INVITE_LIMITS } from './call-line.js';

/** The ring's timeout and the watch, shortened: a call unanswered for 2 s is missed here. */
const RING_MS = 2_000;
const WATCH_MS = 250;

const callMessage = (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: 'message' }> =>
  f.type === 'message' && f.message.kind === 'call';

// Calls signalled over the chat socket (docs/decisions/0077-calls-signalled-over-chat.md).
describe.each(ENGINES)('calls over the chat socket on %s', (engine) => {
  const t = listeningChatApp(engine, { calls: { ringMs: RING_MS, watchMs: WATCH_MS } });
  const getAs = (_app: unknown, token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  /** Two Platinum members with an accepted interest, their conversation, and a socket each. */
  const pair = async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    return { a, b, id, sa: await t.signIn(a.token), sb: await t.signIn(b.token) };
  };

  it('rings, answers, passes the offer, answer and candidates between the two, and logs the completed call', async () => {
    const { a, b, id, sa, sb } = await pair();
    const bOnLaptop = await t.signIn(b.token);
    const callId = newCallId();
    sa.send({ type: 'call.invite', call_id: callId, conversation_id: id, media: 'video' });
    const ring = await sb.next(callFrame('call.ring', callId));
    expect(ring).toMatchObject({ conversation_id: id, media: 'video', caller_id: a.userId, by_relation: null });
    expect(Date.parse(ring.ring_until) - Date.now()).toBeGreaterThan(0);
    // Every screen of the callee rings; the caller hears it ringing.
    await bOnLaptop.next(callFrame('call.ring', callId));
    await sa.next(callFrame('call.ring', callId));

    sb.send({ type: 'call.accept', call_id: callId });
    await sa.next(callFrame('call.accept', callId));
    expect(await bOnLaptop.next(callFrame('call.end', callId))).toMatchObject({ reason: 'answered_elsewhere' });

    sa.send({ type: 'call.offer', call_id: callId, sdp: 'v=0 offer' });
    expect(await sb.next(callFrame('call.offer', callId))).toEqual({ type: 'call.offer', call_id: callId, sdp: 'v=0 offer' });
    sb.send({ type: 'call.answer', call_id: callId, sdp: 'v=0 answer' });
    expect(await sa.next(callFrame('call.answer', callId))).toMatchObject({ sdp: 'v=0 answer' });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.7 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    sb.send({ type: 'call.ice', call_id: callId, candidate });
    expect(await sa.next(callFrame('call.ice', callId))).toMatchObject({ candidate });
    sa.send({ type: 'call.ice', call_id: callId, candidate: null });
    expect(await sb.next(callFrame('call.ice', callId))).toMatchObject({ candidate: null });
    // The screen that did not answer takes no part.
    expect(bOnLaptop.frames.some((f) => f.type === 'call.offer' || f.type === 'call.ice')).toBe(false);
    bOnLaptop.send({ type: 'call.ice', call_id: callId, candidate });
    expect(await bOnLaptop.next(callFrame('error', callId))).toMatchObject({ code: 'call_not_found' });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    sb.send({ type: 'call.end', call_id: callId });
    expect(await sa.next(callFrame('call.end', callId))).toMatchObject({ reason: 'hung_up' });
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'hung_up' });

    // The entry reaches both sockets and the history; an answered call is no unread.
    const entry = (await sa.next(callMessage)).message;
    expect(entry).toMatchObject({
      kind: 'call',
      text: null,
      media: 'video',
      outcome: 'completed',
      caller_id: a.userId,
      sender_id: a.userId,
      end_reason: 'hung_up',
    });
    expect(entry.duration_s).toBeGreaterThanOrEqual(1);
    expect((await sb.next(callMessage)).message).toMatchObject({ outcome: 'completed', duration_s: entry.duration_s });
    const history = (await getAs(t.app, b.token, `/api/chat/conversations/${id}/messages`)).json();
    expect(history.data.at(-1)).toMatchObject({ kind: 'call', outcome: 'completed', started_at: entry.started_at });
    const list = (await getAs(t.app, b.token, '/api/chat/conversations')).json();
    expect(list.data.find((c: { id: number }) => c.id === id)).toMatchObject({
      unread: 0,
      last_message: { kind: 'call', text: null, media: 'video', outcome: 'completed', duration_s: entry.duration_s },
    });
    // Both are free for the next call.
    expect(await answeredCall(sb, sa, id, 'audio')).toBeTruthy();
  });

  it('a declined call ends for both and is logged declined', async () => {
    const { id, sa, sb } = await pair();
    const callId = newCallId();
    sa.send({ type: 'call.invite', call_id: callId, conversation_id: id, media: 'audio' });
    await sb.next(callFrame('call.ring', callId));
    sb.send({ type: 'call.decline', call_id: callId });
    expect(await sa.next(callFrame('call.end', callId))).toMatchObject({ reason: 'declined' });
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'declined' });
    expect((await sa.next(callMessage)).message).toMatchObject({ outcome: 'declined', duration_s: 0, media: 'audio' });
    expect(await sb.next(callFrame('error'), 0, 300).catch(() => 'none')).toBe('none');
  });

  it('a cancelled call and one nobody answered are missed calls, unread for the callee alone', async () => {
    const { a, b, id, sa, sb } = await pair();
    const cancelled = newCallId();
    sa.send({ type: 'call.invite', call_id: cancelled, conversation_id: id, media: 'audio' });
    await sb.next(callFrame('call.ring', cancelled));
    sa.send({ type: 'call.cancel', call_id: cancelled });
    expect(await sb.next(callFrame('call.end', cancelled))).toMatchObject({ reason: 'cancelled' });
    expect((await sb.next(callMessage)).message).toMatchObject({ outcome: 'missed', end_reason: 'cancelled' });
    expect(await sb.next((f) => f.type === 'unread')).toEqual({ type: 'unread', unread_total: 1 });

    const unanswered = newCallId();
    const from = sb.frames.length;
    const rangAt = Date.now();
    sa.send({ type: 'call.invite', call_id: unanswered, conversation_id: id, media: 'video' });
    await sb.next(callFrame('call.ring', unanswered), from);
    expect(await sa.next(callFrame('call.end', unanswered), 0, RING_MS + 3000)).toMatchObject({ reason: 'no_answer' });
    expect(await sb.next(callFrame('call.end', unanswered), from)).toMatchObject({ reason: 'no_answer' });
    expect(Date.now() - rangAt).toBeGreaterThanOrEqual(RING_MS - 50);
    expect(await sb.next((f) => f.type === 'unread' && f.unread_total === 2, from)).toBeTruthy();
    // Only a missed call waits to be read: the caller has none, the callee two.
    const unread = async (token: string) =>
      (await getAs(t.app, token, '/api/chat/conversations')).json().data.find((c: { id: number }) => c.id === id).unread;
    expect(await unread(b.token)).toBe(2);
    expect(await unread(a.token)).toBe(0);
    expect((await callEntries(t.app, id)).map((e) => [e.call_outcome, e.call_end_reason, e.sender_id])).toEqual([
      ['missed', 'cancelled', a.userId],
      ['missed', 'no_answer', a.userId],
    ]);
    // A late answer finds the call over.
    sb.send({ type: 'call.accept', call_id: unanswered });
    expect(await sb.next(callFrame('error', unanswered))).toMatchObject({ code: 'call_not_found' });
  });

  it('answers busy when the callee is in another call, and refuses a second call of a member in one', async () => {
    const { a, b, id, sa, sb } = await pair();
    await answeredCall(sa, sb, id);
    const { member: c, conversationId: withB } = await acceptedWith(t.app, b, 'Chandran');
    const sc = await t.signIn(c.token);
    const tried = newCallId();
    sc.send({ type: 'call.invite', call_id: tried, conversation_id: withB, media: 'audio' });
    expect(await sc.next(callFrame('call.busy', tried))).toEqual({ type: 'call.busy', call_id: tried });
    // The callee is not rung, and finds a missed call.
    expect(sb.frames.some((f) => f.type === 'call.ring' && f.call_id === tried)).toBe(false);
    expect((await sb.next((f) => callMessage(f) && f.message.conversation_id === withB)) as unknown).toMatchObject({
      message: { outcome: 'missed', end_reason: 'busy', caller_id: c.userId },
    });
    // The caller in a call cannot place another.
    const { conversationId: withA } = await acceptedWith(t.app, a, 'Dinesh');
    const second = newCallId();
    sa.send({ type: 'call.invite', call_id: second, conversation_id: withA, media: 'audio' });
    expect(await sa.next(callFrame('error', second))).toMatchObject({ code: 'call_already_in_call' });
  });

  it('refuses a call in a stranger’s conversation, and frames for a call that is not one’s own', async () => {
    const { b, id, sa, sb } = await pair();
    const { member: stranger } = await acceptedWith(t.app, b, 'Ezhil');
    const ss = await t.signIn(stranger.token);
    const callId = newCallId();
    ss.send({ type: 'call.invite', call_id: callId, conversation_id: id, media: 'audio' });
    expect(await ss.next(callFrame('error', callId))).toMatchObject({ code: 'conversation_not_found' });

    const ours = await answeredCall(sa, sb, id);
    ss.send({ type: 'call.offer', call_id: ours, sdp: 'v=0 intruder' });
    expect(await ss.next(callFrame('error', ours))).toMatchObject({ code: 'call_not_found' });
    ss.send({ type: 'call.end', call_id: ours });
    expect(await ss.next((f) => f.type === 'error' && f.call_id === ours, ss.frames.length)).toMatchObject({
      code: 'call_not_found',
    });
    expect(sb.frames.some((f) => f.type === 'call.offer')).toBe(false);
    // A malformed call frame is refused, the socket stays.
    ss.send({ type: 'call.invite', call_id: 'not-a-uuid', conversation_id: id, media: 'hologram' } as Record<string, unknown>);
    expect(await ss.next((f) => f.type === 'error' && f.call_id === 'not-a-uuid')).toMatchObject({ code: 'invalid_input' });
    expect(await ss.answersPing()).toBe(true);
  });

  it('refuses a caller without Platinum, and a callee whose plan cannot answer', async () => {
    const { a, b } = await chatPair(t.app, [3, 0]);
    const id = await openChat(t.app, a, b);
    const [sa, sb] = [await t.signIn(a.token), await t.signIn(b.token)];
    const fromB = newCallId();
    sb.send({ type: 'call.invite', call_id: fromB, conversation_id: id, media: 'audio' });
    expect(await sb.next(callFrame('error', fromB))).toMatchObject({ code: 'call_requires_platinum' });
    const fromA = newCallId();
    sa.send({ type: 'call.invite', call_id: fromA, conversation_id: id, media: 'audio' });
    expect(await sa.next(callFrame('error', fromA))).toMatchObject({ code: 'call_other_cannot_answer' });
    expect(sb.frames.some((f) => f.type === 'call.ring')).toBe(false);
  });

  it('a block mid-call ends it on both sides at once, logged failed; a blocked member cannot ring', async () => {
    const { a, b, id, sa, sb } = await pair();
    const callId = await answeredCall(sa, sb, id);
    const blockedAt = Date.now();
    expect((await postAs(t.app, b.token, '/api/block', { user_id: a.userId })).statusCode).toBe(200);
    expect(await sa.next(callFrame('call.end', callId))).toMatchObject({ reason: 'blocked' });
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'blocked' });
    expect(Date.now() - blockedAt).toBeLessThan(5000);
    await expect
      .poll(async () => (await callEntries(t.app, id)).map((e) => [e.call_outcome, e.call_end_reason]))
      .toEqual([['failed', 'blocked']]);
    const again = newCallId();
    sa.send({ type: 'call.invite', call_id: again, conversation_id: id, media: 'audio' });
    expect(await sa.next(callFrame('error', again))).toMatchObject({ code: 'chat_blocked' });
    expect(sb.frames.some((f) => f.type === 'call.ring' && f.call_id === again)).toBe(false);
  });

  it('a suspension ends the call: the suspended socket closes, the other side hears unavailable', async () => {
    const { a, id, sa, sb } = await pair();
    const callId = await answeredCall(sa, sb, id);
    const at = Date.now();
    const suspended = await postAs(t.app, t.operator.token, `/api/admin/members/${a.userId}/suspend`, {
      reason: 'Asked for money',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'unavailable' });
    expect(Date.now() - at).toBeLessThan(5000);
    expect(await sa.closed()).toBe(CLOSE_SESSION_ENDED);
    await expect.poll(async () => (await callEntries(t.app, id)).map((e) => e.call_outcome)).toEqual(['failed']);
  });

  it('a session ended mid-call (a sign-out) ends it on both sides', async () => {
    const { b, id, sa, sb } = await pair();
    const callId = await answeredCall(sa, sb, id);
    const at = Date.now();
    expect((await postAs(t.app, b.token, '/api/logout')).statusCode).toBe(200);
    expect(await sa.next(callFrame('call.end', callId))).toMatchObject({ reason: 'unavailable' });
    expect(Date.now() - at).toBeLessThan(5000);
    expect(await sb.closed()).toBe(CLOSE_SESSION_ENDED);
    await expect.poll(async () => (await callEntries(t.app, id)).map((e) => e.call_end_reason)).toEqual(['unavailable']);
  });

  it('a plan that ends mid-call ends it within the watch', async () => {
    const { a, id, sa, sb } = await pair();
    const callId = await answeredCall(sa, sb, id);
    await t.app.ctx.db
      .updateTable('member_plans')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', a.userId)
      .execute();
    const at = Date.now();
    expect(await sa.next(callFrame('call.end', callId))).toMatchObject({ reason: 'unavailable' });
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'unavailable' });
    expect(Date.now() - at).toBeLessThan(5000);
  });

  it('a co-manager with chat rings as the family, and removing them ends the call', async () => {
    const { a, b, id, sb } = await pair();
    const mother = await addCoManager(t.app, a, { relation: 'Mother', permissions: { chat: true } });
    const sm = await t.signIn(mother.token);
    const callId = newCallId();
    sm.send({ type: 'call.invite', call_id: callId, conversation_id: id, media: 'video' });
    expect(await sb.next(callFrame('call.ring', callId))).toMatchObject({ caller_id: a.userId, by_relation: 'Mother' });
    sb.send({ type: 'call.accept', call_id: callId });
    await sm.next(callFrame('call.accept', callId));
    const at = Date.now();
    expect((await postAs(t.app, a.token, `/api/family/managers/${mother.linkId}/remove`)).statusCode).toBe(200);
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'unavailable' });
    expect(Date.now() - at).toBeLessThan(5000);
    expect(await sm.closed()).toBe(CLOSE_SESSION_ENDED);
    const entry = (await sb.next(callMessage)).message as ChatMessage;
    expect(entry).toMatchObject({ outcome: 'failed', sent_by_relation: 'Mother', caller_id: a.userId });
    expect(b.userId).not.toBe(a.userId);
  });

  it('ends the call when a side’s socket goes away', async () => {
    const { id, sa, sb } = await pair();
    const callId = await answeredCall(sa, sb, id);
    await sa.close();
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'connection_lost' });
    expect((await sb.next(callMessage)).message).toMatchObject({ outcome: 'failed', end_reason: 'connection_lost' });
  });

  it('limits the invites to one member, with a clear error', async () => {
    const { id, sa, sb } = await pair();
    for (let i = 0; i < CALL_INVITE_LIMITS.perCallee.max; i++) {
      const callId = newCallId();
      sa.send({ type: 'call.invite', call_id: callId, conversation_id: id, media: 'audio' });
      await sb.next(callFrame('call.ring', callId));
      sa.send({ type: 'call.cancel', call_id: callId });
      await sa.next(callFrame('call.end', callId));
    }
    const over = newCallId();
    sa.send({ type: 'call.invite', call_id: over, conversation_id: id, media: 'audio' });
    const refused = await sa.next(callFrame('error', over));
    expect(refused).toMatchObject({ code: 'too_many_calls' });
    expect(refused.message).toMatch(/wait a few minutes/);
    expect(sb.frames.some((f) => f.type === 'call.ring' && f.call_id === over)).toBe(false);
  });
});
