import type { FastifyInstance } from 'fastify';
import { biodataAnswerSchema, profileDetailsAnswerSchema, userDetailsSchema } from '@inai/shared';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { viewBiodata } from './biodata.service.js';
import { viewProfile } from './profile-details.service.js';

/**
 * POST /api/getUserDetails: 401 without a session, 402 without a plan or beyond its quota.
 * POST /api/getBiodata (ours): the same answer for the printable biodata, with the member's
 * partner preferences; one's own needs no plan.
 */
export async function profileDetailsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/getUserDetails',
    {
      config: { need: 'read' },
      preValidation: requireMember(app.ctx, { verified: true }),
      schema: {
        tags: ['profiles'],
        summary: "Another member's full profile (counts against the plan's views)",
        body: userDetailsSchema,
        response: { 200: profileDetailsAnswerSchema },
      },
    },
    async (request) => viewProfile(app.ctx, memberOf(request).user, request.body.user_id, 'details', textsFor(request)),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/getBiodata',
    {
      config: { need: 'read' },
      preValidation: requireMember(app.ctx, { verified: true }),
      schema: {
        tags: ['profiles'],
        summary: "A member's printable biodata (counts as a profile view, like getUserDetails)",
        body: userDetailsSchema,
        response: { 200: biodataAnswerSchema },
      },
    },
    async (request) => viewBiodata(app.ctx, memberOf(request).user, request.body.user_id),
  );
}
