import type { Redis } from 'ioredis';
import type { Outage } from './outage.js';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface LimitState {
  /** Hits in the current window, this one included. */
  count: number;
  /** Whole seconds until the window resets. */
  retryAfterSec: number;
}

/**
 * Fixed-window counters for limits that are not simply "requests per address": failed sign-ins
 * per account, reset mails per address. Kept in Redis when configured (shared by every server
 * instance), otherwise in this process.
 */
export interface RateLimiter {
  /** Counts one hit for `key` and returns the state after it. */
  hit(key: string, rule: LimitRule): Promise<LimitState>;
  /** The state without counting. */
  peek(key: string, rule: LimitRule): Promise<LimitState>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const state = (w: { count: number; resetAt: number } | undefined): LimitState => ({
    count: w?.count ?? 0,
    retryAfterSec: w ? Math.max(1, Math.ceil((w.resetAt - now()) / 1000)) : 0,
  });
  // Expired windows are dropped as they are met, and swept now and then so idle keys do not pile up.
  const sweep = setInterval(() => {
    for (const [key, w] of windows) if (w.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, rule) {
      const w = current(key) ?? { count: 0, resetAt: now() + rule.windowMs };
      w.count += 1;
      windows.set(key, w);
      return state(w);
    },
    async peek(key) {
      return state(current(key));
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, rule) {
      const k = prefix + key;
      // INCR and PEXPIRE NX in one round trip: the window starts with its first hit.
      const results = await redis.multi().incr(k).pexpire(k, rule.windowMs, 'NX').pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? rule.windowMs);
      return { count, retryAfterSec: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), retryAfterSec: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Runs `shared` (a Redis call) while Redis is connected and answers, `local` (the same call in
 * this process's memory) otherwise: a Redis outage must neither stop the site nor lift
 * the limits. `outage` is shared by every Redis user, so the switch is logged once each way.
 */
export async function redisOrMemory<R>(
  redis: Redis,
  outage: Outage,
  shared: () => Promise<R>,
  local: () => Promise<R>,
): Promise<R> {
  // Not connected: straight to memory, rather than wait for ioredis to give up on the command.
  if (redis.status !== 'ready') {
    outage.failed();
    return local();
  }
  try {
    const result = await shared();
    outage.recovered();
    return result;
  } catch (err) {
    outage.failed(err);
    return local();
  }
}

/**
 * Our limiter on Redis while it answers, in memory while it does not (redisOrMemory). Counts
 * start afresh in memory when Redis goes and in Redis when it returns, so a client gains at most
 * one window's worth at each switch.
 */
export function createFallbackRateLimiter(
  redis: Redis,
  outage: Outage,
  prefix: string,
  memory = createMemoryRateLimiter(),
): RateLimiter {
  const shared = createRedisRateLimiter(redis, prefix);
  const either = <R>(call: (limiter: RateLimiter) => Promise<R>) =>
    redisOrMemory(
      redis,
      outage,
      () => call(shared),
      () => call(memory),
    );
  return {
    hit: (key, rule) => either((l) => l.hit(key, rule)),
    peek: (key, rule) => either((l) => l.peek(key, rule)),
    // Both: a success (a correct password) clears the count wherever it was kept.
    reset: (key) =>
      either(async (l) => {
        await memory.reset(key);
        if (l !== memory) await l.reset(key);
      }),
  };
}
