import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis as IORedis, type Redis } from 'ioredis';
import { AppError, type PlainErrorCode } from '../lib/app-error.js';
import { redisOrMemory } from '../lib/rate-limiter.js';
import { redisKeyPrefix } from '../lib/redis-names.js';
import { trackOutage, type Outage } from '../lib/outage.js';

/** REDIS_URL's connection, and whether it is away (shared by every user of it, so an outage is logged once). */
export interface RedisConnection {
  client: Redis;
  outage: Outage;
  /** The start of every key this site keeps there (lib/redis-names.ts). */
  prefix: string;
  /** Quits the connection (the process is stopping). */
  close(): Promise<void>;
}

/**
 * Rate limiting for the routes that opt in (`config.rateLimit`). Counters live in Redis when
 * REDIS_URL is set, so several server instances share them, and fall back to this process's
 * memory while Redis is unreachable (docs/decisions/0028): the limits hold through an outage,
 * per instance, and the site stays up.
 */
export async function registerRateLimit(app: FastifyInstance, redis: RedisConnection | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // The plugin's own key is request.ip (which follows TRUST_PROXY, docs/decisions/0034) with an
    // IPv4-mapped address read as IPv4 and an IPv6 address cut to its /64: one home line or phone
    // is given a whole /64 and may pick any address in it, so single IPv6 addresses would give
    // every client 2^64 fresh buckets. Named here so a change of the plugin's default cannot loosen it.
    ipv6Subnet: 64,
    ...(redis ? { store: fallbackStore(redis) } : {}),
    errorResponseBuilder: (_request: FastifyRequest, context) => new AppError(context.statusCode, 'too_many_requests'),
  });
}

/** A per-route limit whose refusal carries `code` (e.g. 'too_many_logins', with its own text). */
export function routeLimit(max: number, timeWindowMs: number, code: PlainErrorCode = 'too_many_requests') {
  return {
    max,
    timeWindow: timeWindowMs,
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) => new AppError(context.statusCode, code),
  };
}

/**
 * The Redis connection of REDIS_URL, closed with the app; undefined without REDIS_URL. Its keys
 * carry the site's database name, so sites sharing one Redis never share counters.
 */
export function connectRedis(
  log: FastifyBaseLogger,
  redisUrl: string | undefined,
  databaseUrl: string | undefined,
): RedisConnection | undefined {
  if (!redisUrl) return undefined;
  // commandTimeout: a Redis host that stops answering (rather than refusing) fails a command in
  // 2 s instead of holding the request; the limiters then count in memory.
  const client = new IORedis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000 });
  const outage = trackOutage(log, {
    down: 'Redis is unreachable: until it returns, rate limits count in this process’s memory and chat reaches only this instance’s sockets',
    up: 'Redis is reachable again: rate limits count in Redis',
  });
  // ioredis reports every reconnection attempt; the outage is logged once, its end once.
  client.on('error', (err) => outage.failed(err));
  client.on('ready', () => outage.recovered());
  const close = async () => {
    await client.quit().catch(() => client.disconnect());
  };
  return { client, outage, prefix: redisKeyPrefix(databaseUrl), close };
}

/** The shape of @fastify/rate-limit's stores (its LocalStore and RedisStore). */
interface Store {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
type StoreResult = { current: number; ttl: number };
type StoreCallback = (err: Error | null, result?: StoreResult) => void;
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// The plugin's own stores, so both sides count exactly as the plugin would; it exports no types for them.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass;

/** One of a store's calls as a promise. */
const call = (store: Store, method: 'incr' | 'read', key: string, timeWindow: number, max: number) =>
  new Promise<StoreResult>((resolve, reject) =>
    store[method](key, (err, result) => (err ? reject(err) : resolve(result!)), timeWindow, max),
  );

/** A store class for @fastify/rate-limit: Redis while it answers, memory while it does not (redisOrMemory). */
function fallbackStore(redis: RedisConnection) {
  const pick = (shared: Store, memory: Store, method: 'incr' | 'read') =>
    function (key: string, cb: StoreCallback, timeWindow: number, max: number) {
      redisOrMemory(
        redis.client,
        redis.outage,
        () => call(shared, method, key, timeWindow, max),
        () => call(memory, method, key, timeWindow, max),
      ).then(
        (result) => cb(null, result),
        (err: Error) => cb(err),
      );
    };
  const make = (shared: Store, memory: Store): Store => ({
    incr: pick(shared, memory, 'incr'),
    read: pick(shared, memory, 'read'),
    child: (routeOptions) => make(shared.child(routeOptions), memory.child(routeOptions)),
  });
  // The plugin constructs the store with its global options.
  return function FallbackStore(options: { continueExceeding: boolean; exponentialBackoff: boolean }) {
    return make(
      new RedisStore(options.continueExceeding, options.exponentialBackoff, redis.client, `${redis.prefix}rl:`),
      new LocalStore(options.continueExceeding, options.exponentialBackoff),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}
