import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.js';

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
afterAll(async () => {
  await redis.quit();
});

const rule = { max: 3, windowMs: 60_000 };

describe.each([
  ['memory', () => createMemoryRateLimiter()],
  ['redis', () => createRedisRateLimiter(redis, `inai:test:${randomBytes(4).toString('hex')}:`)],
] as const)('the %s rate limiter', (_name, make: () => RateLimiter) => {
  it('counts hits per key within a window and reports when it resets', async () => {
    const limiter = make();
    expect(await limiter.peek('a', rule)).toEqual({ count: 0, retryAfterSec: 0 });
    for (let i = 1; i <= 4; i++) expect((await limiter.hit('a', rule)).count).toBe(i);
    expect((await limiter.hit('b', rule)).count).toBe(1);
    const state = await limiter.peek('a', rule);
    expect(state.count).toBe(4);
    expect(state.retryAfterSec).toBeGreaterThan(55);
    expect(state.retryAfterSec).toBeLessThanOrEqual(60);
    await limiter.reset('a');
    expect((await limiter.peek('a', rule)).count).toBe(0);
  });
});

describe('the memory rate limiter', () => {
  it('starts a new window once the old one has passed', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('k', rule);
    await limiter.hit('k', rule);
    now += 60_000;
    expect((await limiter.hit('k', rule)).count).toBe(1);
  });
});
