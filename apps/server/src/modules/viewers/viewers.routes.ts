import type { FastifyInstance } from 'fastify';
import { viewersAnswerSchema, viewersQuerySchema } from '@inai/shared';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { viewersOf } from './viewers.service.js';

/** GET /api/viewers: who opened my full profile; the list needs a plan, the count does not. */
export async function viewerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/viewers',
    {
      config: { need: 'read' },
      preValidation: requireMember(app.ctx, { verified: true }),
      schema: {
        tags: ['profiles'],
        summary: 'Who opened my full profile (the list needs a plan, the count does not)',
        querystring: viewersQuerySchema,
        response: { 200: viewersAnswerSchema },
      },
    },
    async (request) => viewersOf(app.ctx, memberOf(request).user, request.query),
  );
}
