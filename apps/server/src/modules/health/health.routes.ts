import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '@inai/shared';
import { retryingMailCount } from '../../lib/mail/mail-queue.repository.js';
import { textsFor } from '../../plugins/locale.js';
import { z } from 'zod';
import { pingDatabase } from './health.repository.js';

/**
 * GET /api/health, for load balancers and operators: 200 while the database answers, 503
 * otherwise, and what each dependency is doing. Redis or mail being away does not make it 503:
 * the site works through both (rate limits count in memory, mail waits in the queue).
 */
export async function healthRoutes(app: FastifyInstance) {
  const schema = {
    tags: ['health'],
    summary: 'Database reachable (200) or not (503), and what Redis and mail are doing',
    response: {
      200: z.object({
        status: z.literal('ok'),
        database: z.literal('ok'),
        redis: z.enum(['ok', 'unreachable', 'not_configured']),
        mail: z.enum(['ok', 'retrying']),
      }),
      // Our error shape, with what each dependency is doing.
      503: z.object({
        success: z.boolean(),
        code: z.string(),
        message: z.string(),
        status: z.literal('error'),
        database: z.literal('unreachable'),
        redis: z.enum(['ok', 'unreachable', 'not_configured']),
        mail: z.literal('unknown'),
      }),
    },
  };
  app.get('/health', { schema }, async (request, reply) => {
    const { database, redis: redisConnection } = app.dependencies;
    const redis = !redisConnection ? 'not_configured' : redisConnection.client.status === 'ready' ? 'ok' : 'unreachable';
    try {
      await pingDatabase(app.ctx.db);
      database.recovered();
    } catch (err) {
      database.failed(err);
      return reply.status(503).send({
        success: false,
        code: 'service_unavailable' satisfies ErrorCode,
        message: textsFor(request)('generic.serviceUnavailable'),
        status: 'error',
        database: 'unreachable',
        redis,
        mail: 'unknown',
      });
    }
    // 'retrying': some mail waits for another attempt after a failed one (the mail server refused or is away).
    const mail = (await retryingMailCount(app.ctx.db)) > 0 ? 'retrying' : 'ok';
    return { status: 'ok', database: 'ok', redis, mail };
  });
}
