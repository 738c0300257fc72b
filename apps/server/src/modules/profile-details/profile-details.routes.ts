import type { FastifyInstance } from 'fastify';
import { profileDetailsAnswerSchema, userDetailsSchema } from '@inai/shared';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { viewProfile } from './profile-details.service.js';

/** POST /api/getUserDetails: 401 without a session, 402 without a plan or beyond its quota. */
export async function profileDetailsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/getUserDetails',
    {
      preValidation: requireMember(app.ctx, { verified: true }),
      schema: {
        tags: ['profiles'],
        summary: "Another member's full profile (counts against the plan's views)",
        body: userDetailsSchema,
        response: { 200: profileDetailsAnswerSchema },
      },
    },
    async (request) => viewProfile(app.ctx, memberOf(request).user, request.body.user_id),
  );
}
