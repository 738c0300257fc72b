import type { FastifyInstance } from 'fastify';
import { loggedInSearchSchema, MESSAGES, searchSchema } from '@inai/shared';
import { memberOf, optionalMember, requireMember } from '../../plugins/authenticate.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { matchesFor, searchProfiles } from './search.service.js';

/** search (visitors and members) and loggedInSearch (a member's matches). */
export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Generous for people, a brake on copying the member base page by page.
  const limit = { rateLimit: routeLimit(300, 60 * 1000, MESSAGES.generic.tooManyRequests) };

  r.post('/search', { preValidation: optionalMember(app.ctx), schema: { body: searchSchema }, config: limit }, async (request) =>
    searchProfiles(app.ctx, request.body, request.member ? { userId: request.member.user.id } : undefined),
  );

  r.post(
    '/loggedInSearch',
    { preValidation: requireMember(app.ctx, { verified: true }), schema: { body: loggedInSearchSchema }, config: limit },
    async (request) => matchesFor(app.ctx, memberOf(request).user.id, request.body.page, request.body.pageSize),
  );
}
