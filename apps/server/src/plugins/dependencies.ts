import type { Outage } from '../lib/outage.js';
import type { RedisConnection } from './rate-limit.js';

/** What the app depends on beyond itself, as the health check reports it (docs/decisions/0028). */
export interface Dependencies {
  /** Whether PostgreSQL (or SQLite) was last seen unreachable; logs the outage once. */
  database: Outage;
  /** REDIS_URL's connection, when configured. */
  redis: RedisConnection | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    dependencies: Dependencies;
  }
}
