import type { FastifyInstance } from 'fastify';
import { loggedInSearchSchema, searchPageSchema as searchPageAnswer, searchSchema } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { serializerSchema } from '../../lib/response-schemas.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { searchEngineOf } from './search-engine.js';
import { matchesFor, searchProfiles, visitorSearch } from './search.service.js';
import { optionalSearcher, requireSearcher } from './searchers.js';
import { VisitorAnswers } from './visitor-answers.js';

/**
 * What a search answers, as the plain JSON Schema of Fastify's fast serializer (several times
 * faster than JSON.stringify), made from the zod answer that the other card routes and the
 * document share. It doubles as an allow-list: a field not named there never leaves the server,
 * whatever a card happens to carry.
 */
const searchAnswer = { 200: serializerSchema(searchPageAnswer) };

/** search (visitors and members) and loggedInSearch (a member's matches). */
export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Generous for people, a brake on copying the member base page by page.
  const limit = { rateLimit: routeLimit(300, 60 * 1000) };

  const visitorAnswers = new VisitorAnswers(searchEngineOf(app.ctx));
  r.post(
    '/search',
    {
      preValidation: optionalSearcher(app.ctx),
      schema: {
        tags: ['search'],
        summary: 'Search profiles (visitors and members), a page at a time',
        access: 'optional',
        body: searchSchema,
        response: searchAnswer,
      },
      config: limit,
    },
    async (request, reply) => {
      if (request.searcher || request.body.compatible_stars) return searchProfiles(app.ctx, request.body, request.searcher);
      // Serialized here, by this route's schema serializer (which makes text), so a kept answer
      // is the very text that was sent.
      const json = visitorAnswers.answer(request.body, (prepared) => {
        const page = visitorSearch(app.ctx, request.body, prepared);
        return { text: reply.serialize(page) as string, userIds: page.data.map((card) => card.user_id) };
      });
      reply.type('application/json; charset=utf-8');
      return json;
    },
  );

  r.post(
    '/loggedInSearch',
    {
      preValidation: requireSearcher(app.ctx),
      schema: {
        tags: ['search'],
        summary: "The member's matches, by their preferences",
        body: loggedInSearchSchema,
        response: searchAnswer,
      },
      config: limit,
    },
    async (request) => {
      if (!request.searcher) throw new AppError(401, 'auth_required');
      return matchesFor(app.ctx, request.searcher, request.body);
    },
  );
}
