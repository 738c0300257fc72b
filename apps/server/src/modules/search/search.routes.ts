import type { FastifyInstance } from 'fastify';
import { loggedInSearchSchema, searchSchema } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { matchesFor, searchProfiles, visitorSearch } from './search.service.js';
import { optionalSearcher, requireSearcher } from './searchers.js';
import { VisitorAnswers } from './visitor-answers.js';

const text = { type: ['string', 'null'] } as const;

/**
 * What a search answers, as a JSON schema: Fastify turns it into a serializer several times
 * faster than JSON.stringify, and it doubles as an allow-list: a field not named here never
 * leaves the server, whatever a card happens to carry.
 */
const searchAnswer = {
  200: {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      data: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            user_id: { type: 'integer' },
            name: { type: 'string' },
            gender: text,
            profile_picture: text,
            picture_blurred: { type: 'boolean' },
            photos_locked: { type: 'boolean' },
            degree: text,
            job_type: text,
            age: { type: ['integer', 'null'] },
            height: text,
            city: text,
            state: text,
            id_verified: { type: 'boolean' },
            // Matches only (issue 13): the score against the member's preferences, and the porutham line.
            match: {
              type: 'object',
              properties: {
                met: { type: 'integer' },
                total: { type: 'integer' },
                items: {
                  type: 'array',
                  items: { type: 'object', properties: { key: { type: 'string' }, met: { type: 'boolean' } } },
                },
              },
            },
            porutham: {
              type: ['object', 'null'],
              properties: { matched: { type: 'integer' }, compatible: { type: 'boolean' } },
            },
          },
        },
      },
      // loggedInSearch only, when it found nobody: the widening that would help most, or null.
      widen: {
        type: ['object', 'null'],
        properties: {
          field: { type: 'string' },
          more: { type: 'integer' },
          range: { type: 'object', properties: { min: { type: 'integer' }, max: { type: 'integer' } } },
        },
      },
    },
  },
} as const;

/** search (visitors and members) and loggedInSearch (a member's matches). */
export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Generous for people, a brake on copying the member base page by page.
  const limit = { rateLimit: routeLimit(300, 60 * 1000) };

  const visitorAnswers = new VisitorAnswers(app.ctx.search);
  r.post(
    '/search',
    { preValidation: optionalSearcher(app.ctx), schema: { body: searchSchema, response: searchAnswer }, config: limit },
    async (request, reply) => {
      if (request.searcher) return searchProfiles(app.ctx, request.body, request.searcher);
      // Serialized here, by this route's schema serializer (which makes text), so a kept answer
      // is the very text that was sent.
      const json = visitorAnswers.answer(request.body, () => {
        const page = visitorSearch(app.ctx, request.body);
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
      schema: { body: loggedInSearchSchema, response: searchAnswer },
      config: limit,
    },
    async (request) => {
      if (!request.searcher) throw new AppError(401, 'auth_required');
      return matchesFor(app.ctx, request.searcher, request.body);
    },
  );
}
