import type { FastifyInstance } from 'fastify';
import { healthAnswerSchema, healthOutageAnswerSchema, type ErrorCode } from '@inai/shared';
import { retryingCounts } from '../../lib/outbound/outbound.repository.js';
import { textsFor } from '../../plugins/locale.js';
import { pingDatabase } from './health.repository.js';
import { HEARTBEAT_RULES } from '../../lib/processes/heartbeat.js';
import { aliveWorkers } from '../../lib/processes/processes.repository.js';

/**
 * GET /api/health, for load balancers and operators: 200 while the database answers, 503
 * otherwise, and what each dependency is doing. Redis or mail being away does not make it 503:
 * the site works through both (rate limits count in memory, mail waits in the queue).
 */
export async function healthRoutes(app: FastifyInstance) {
  const schema = {
    tags: ['health'],
    summary: 'Database reachable (200) or not (503), and what Redis, mail, text messages and (with JOBS=off) workers are doing',
    response: { 200: healthAnswerSchema, 503: healthOutageAnswerSchema },
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
        sms: 'unknown',
      });
    }
    // 'retrying': some mail waits for another attempt after a failed one (the mail server refused or is away).
    const retrying = await retryingCounts(app.ctx.db);
    const mail = retrying.mail > 0 ? 'retrying' : 'ok';
    const sms = retrying.sms > 0 ? 'retrying' : 'ok';
    // JOBS=off: this instance relies on worker processes; none beating is worth a look (docs/operations.md, "Workers").
    const alone =
      app.ctx.config.jobs === 'off' &&
      (await aliveWorkers(app.ctx.db, new Date(Date.now() - HEARTBEAT_RULES.aliveWithinMs))).alive === 0;
    const workers = alone ? { workers: 'none_alive' as const } : {};
    return { status: 'ok', database: 'ok', redis, mail, sms, ...workers };
  });
}
