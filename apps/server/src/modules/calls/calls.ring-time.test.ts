import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { callFrame, newCallId } from '../../test/calls.js';
import { chatPair, openChat } from '../../test/chat.js';
import { listeningChatApp } from '../../test/chat-sockets.js';
import { ENGINES } from '../../test/databases.js';

// CALL_RING_MS shortens the ring for the browser tests, which run the built server as it starts
// from its environment (playwright.config.ts), so a missed call takes seconds there, not 45 s.
describe('CALL_RING_MS', () => {
  it('is read only under NODE_ENV=test, within 1 to 45 s', () => {
    expect(loadConfig({ NODE_ENV: 'test', CALL_RING_MS: '3000' }).callRingMs).toBe(3000);
    expect(loadConfig({ NODE_ENV: 'development', CALL_RING_MS: '3000' }).callRingMs).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).callRingMs).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', CALL_RING_MS: '10' })).toThrow('CALL_RING_MS: must be at least 1000');
  });
});

describe.each(ENGINES)('a ring shortened by CALL_RING_MS on %s', (engine) => {
  const t = listeningChatApp(engine, { env: { CALL_RING_MS: '1500' } });

  it('ends an unanswered call as no_answer after that time', async () => {
    const { a, b } = await chatPair(t.app);
    const id = await openChat(t.app, a, b);
    const sa = await t.signIn(a.token);
    const sb = await t.signIn(b.token);
    const callId = newCallId();
    const started = Date.now();
    sa.send({ type: 'call.invite', call_id: callId, conversation_id: id, media: 'audio' });
    await sb.next(callFrame('call.ring', callId));
    expect(await sa.next(callFrame('call.end', callId), 0, 6_000)).toMatchObject({ reason: 'no_answer' });
    expect(Date.now() - started).toBeLessThan(6_000);
  });
});
