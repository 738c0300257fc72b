import type { FastifyInstance } from 'fastify';
import { type JathagamAnswer, jathagamAnswerSchema, jathagamSchema } from '@inai/shared';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { jathagamOf } from './jathagam.service.js';

/**
 * Charts per visitor address. One chart is well under a millisecond of CPU, but the call is
 * public and needs no session: the limit keeps it from serving as a free bulk service, far
 * above what a family trying a few birth times by hand asks.
 */
export const JATHAGAM_LIMIT = { max: 60, windowMs: 60 * 1000 };

/** POST /api/jathagam (docs/design.md, "Birth chart"): the birth chart of a local date and time at a place. */
export async function jathagamRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/jathagam',
    {
      schema: {
        tags: ['jathagam'],
        summary: 'The birth chart (rasi, navamsam, dasa, panchangam, chevvai dosham) of a birth',
        body: jathagamSchema,
        response: { 200: jathagamAnswerSchema },
      },
      config: { rateLimit: routeLimit(JATHAGAM_LIMIT.max, JATHAGAM_LIMIT.windowMs) },
    },
    async (request): Promise<JathagamAnswer> => jathagamOf(request.body),
  );
}
