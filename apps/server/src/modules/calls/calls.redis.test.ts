import type { ChatServerFrame } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { acceptedWith, answeredCall, callEntries, callFrame, newCallId } from '../../test/calls.js';
import { chatPair, openChat } from '../../test/chat.js';
import { listeningChatApps } from '../../test/chat-sockets.js';
import { postAs } from '../../test/members.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RING_MS = 1_500;
const callMessage = (f: ChatServerFrame) => f.type === 'message' && f.message.kind === 'call';

// Calls across two instances (docs/decisions/0034-two-instances.md, docs/decisions/0077-calls-signalled-over-chat.md):
// the frames pass through the chat hub's channel, and who is in a call is kept in Redis.
describe('calls across two instances on one PostgreSQL database with Redis', () => {
  const site = listeningChatApps(() => [REDIS_URL, REDIS_URL], { calls: { ringMs: RING_MS, watchMs: 250 } });

  it('rings, answers and relays between members on different instances, and logs the call once', async () => {
    const { a, b } = await chatPair(site.first.app);
    const id = await openChat(site.first.app, a, b);
    const sa = await site.signIn(site.bases[0], a.token);
    const sb = await site.signIn(site.bases[1], b.token);
    const callId = await answeredCall(sa, sb, id, 'audio');
    sa.send({ type: 'call.offer', call_id: callId, sdp: 'v=0 from the first' });
    expect(await sb.next(callFrame('call.offer', callId))).toMatchObject({ sdp: 'v=0 from the first' });
    sb.send({ type: 'call.answer', call_id: callId, sdp: 'v=0 from the second' });
    expect(await sa.next(callFrame('call.answer', callId))).toMatchObject({ sdp: 'v=0 from the second' });
    sb.send({ type: 'call.ice', call_id: callId, candidate: { candidate: 'candidate:2 1 udp 1 192.0.2.9 9 typ host' } });
    await sa.next(callFrame('call.ice', callId));
    sa.send({ type: 'call.end', call_id: callId });
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'hung_up' });
    await sb.next(callMessage);
    // Both instances watched the call; only the one that ended it wrote the entry.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await callEntries(site.first.app, id)).map((e) => e.call_outcome)).toEqual(['completed']);
  });

  it('answers busy across the instances, and a block on one ends the call on the other', async () => {
    const { a, b } = await chatPair(site.first.app);
    const id = await openChat(site.first.app, a, b);
    const sa = await site.signIn(site.bases[0], a.token);
    const sb = await site.signIn(site.bases[1], b.token);
    const callId = await answeredCall(sa, sb, id);
    // Chandran, on the first instance, rings Divya, in a call on the second.
    const { member: c, conversationId } = await acceptedWith(site.first.app, b, 'Chandran');
    const sc = await site.signIn(site.bases[0], c.token);
    const tried = newCallId();
    sc.send({ type: 'call.invite', call_id: tried, conversation_id: conversationId, media: 'audio' });
    expect(await sc.next(callFrame('call.busy', tried))).toEqual({ type: 'call.busy', call_id: tried });
    // And Divya, from another screen on the first instance, cannot place a second call.
    const sb2 = await site.signIn(site.bases[0], b.token);
    const another = newCallId();
    sb2.send({ type: 'call.invite', call_id: another, conversation_id: conversationId, media: 'audio' });
    expect(await sb2.next(callFrame('error', another))).toMatchObject({ code: 'call_already_in_call' });

    const at = Date.now();
    expect((await postAs(site.second.app, b.token, '/api/block', { user_id: a.userId })).statusCode).toBe(200);
    expect(await sa.next(callFrame('call.end', callId))).toMatchObject({ reason: 'blocked' });
    expect(await sb.next(callFrame('call.end', callId))).toMatchObject({ reason: 'blocked' });
    expect(Date.now() - at).toBeLessThan(5000);
    // Free again: Chandran's call now rings through.
    const again = newCallId();
    sc.send({ type: 'call.invite', call_id: again, conversation_id: conversationId, media: 'audio' });
    await sb.next(callFrame('call.ring', again));
    expect(await sc.next(callFrame('call.end', again), 0, RING_MS + 3000)).toMatchObject({ reason: 'no_answer' });
  });

  it('keeps who is in the call in Redis, expiring unless kept, and frees both when it ends', async () => {
    const { a, b } = await chatPair(site.first.app);
    const id = await openChat(site.first.app, a, b);
    const sa = await site.signIn(site.bases[0], a.token);
    const sb = await site.signIn(site.bases[1], b.token);
    const callId = await answeredCall(sa, sb, id);
    // The call's keys as Redis holds them: a lapse frees the members (ALIVE_MS in call-line.ts).
    const redis = site.first.app.dependencies.redis!;
    expect(await redis.client.pttl(`${redis.prefix}call:${callId}`)).toBeGreaterThan(0);
    expect(await redis.client.get(`${redis.prefix}in-call:${a.userId}`)).toBe(callId);
    expect(await redis.client.get(`${redis.prefix}in-call:${b.userId}`)).toBe(callId);
    sb.send({ type: 'call.end', call_id: callId });
    await sa.next(callFrame('call.end', callId));
    expect(await redis.client.exists(`${redis.prefix}call:${callId}`, `${redis.prefix}in-call:${a.userId}`)).toBe(0);
  });
});
