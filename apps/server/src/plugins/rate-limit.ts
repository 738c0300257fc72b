import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis as IORedis, type Redis } from 'ioredis';
import { AppError, type PlainErrorCode } from '../lib/app-error.js';

/**
 * Rate limiting for the routes that opt in (`config.rateLimit`). Counters live in Redis when
 * REDIS_URL is set, so several server instances share them; otherwise in this process's memory.
 * If Redis is unreachable the request goes through (logged): an outage of the counter store
 * must not take the site down.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'inai:rl:', skipOnError: true } : {}),
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

/** The Redis connection of REDIS_URL, closed with the app; undefined without REDIS_URL. */
export function connectRedis(app: FastifyInstance, redisUrl: string | undefined): Redis | undefined {
  if (!redisUrl) return undefined;
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
