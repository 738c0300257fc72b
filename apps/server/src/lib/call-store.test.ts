import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCallStore, createRedisCallStore, type CallState } from './call-store.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true });
afterAll(() => redis.disconnect());

let next = 1_000_000 + Math.floor(Math.random() * 1_000_000);
const call = (caller: number, callee: number): CallState => ({
  id: randomUUID(),
  conversation_id: 1,
  caller_id: caller,
  callee_id: callee,
  media: 'audio',
  caller_socket: 'caller-socket',
  callee_socket: null,
  by_manager_id: null,
  by_relation: null,
  started_at: new Date().toISOString(),
  accepted_at: null,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One call at a time per member, in one process or shared through Redis (docs/decisions/0077-calls-signalled-over-chat.md).
describe.each([
  ['in memory', () => createMemoryCallStore()],
  ['in Redis', () => createRedisCallStore(redis, `inai:test-${randomUUID()}:`)],
] as const)('the calls %s', (_name, make) => {
  it('claims both members at once, answers once, ends once, and frees them', async () => {
    const store = make();
    const [a, b, c] = [next++, next++, next++];
    const first = call(a, b);
    expect(await store.begin(first, 10_000)).toBe('ok');
    expect(await store.begin(first, 10_000)).toBe('taken');
    expect(await store.begin(call(c, b), 10_000)).toBe('callee_busy');
    expect(await store.begin(call(b, c), 10_000)).toBe('caller_busy');
    expect(await store.accept(first.id, a, 'wrong-member', 'now', 10_000)).toBeUndefined();
    const answered = await store.accept(first.id, b, 'callee-socket', '2026-11-30T02:00:00.000Z', 10_000);
    expect(answered).toMatchObject({ callee_socket: 'callee-socket', accepted_at: '2026-11-30T02:00:00.000Z' });
    expect(await store.accept(first.id, b, 'another-screen', 'later', 10_000)).toBeUndefined();
    // An answered call is no longer ended by what ends only a ringing one.
    expect(await store.finish(first.id, true)).toBeUndefined();
    expect(await store.get(first.id)).toMatchObject({ callee_socket: 'callee-socket' });
    expect(await store.finish(first.id)).toMatchObject({ id: first.id, caller_id: a });
    expect(await store.finish(first.id)).toBeUndefined();
    expect(await store.keep(first.id, 10_000)).toBe(false);
    expect(await store.begin(call(c, b), 10_000)).toBe('ok');
  });

  it('lets a call that nobody keeps lapse, freeing its members', async () => {
    const store = make();
    const [a, b] = [next++, next++];
    const kept = call(a, b);
    expect(await store.begin(kept, 300)).toBe('ok');
    await sleep(200);
    expect(await store.keep(kept.id, 300)).toBe(true);
    await sleep(200);
    expect(await store.begin(call(b, a), 300)).toBe('caller_busy');
    await sleep(400);
    expect(await store.get(kept.id)).toBeUndefined();
    expect(await store.begin(call(b, a), 300)).toBe('ok');
  });
});
