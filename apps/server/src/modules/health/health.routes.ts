import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '@inai/shared';
import { textsFor } from '../../plugins/locale.js';
import { pingDatabase } from './health.repository.js';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (request, reply) => {
    try {
      await pingDatabase(app.ctx.db);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({
        success: false,
        code: 'service_unavailable' satisfies ErrorCode,
        status: 'error',
        database: 'unreachable',
        message: textsFor(request)('generic.serviceUnavailable'),
      });
    }
  });
}
