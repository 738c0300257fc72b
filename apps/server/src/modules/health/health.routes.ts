import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@inai/shared';
import { pingDatabase } from './health.repository.js';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (request, reply) => {
    try {
      await pingDatabase(app.ctx.db);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply
        .status(503)
        .send({ success: false, status: 'error', database: 'unreachable', message: MESSAGES.generic.serviceUnavailable });
    }
  });
}
