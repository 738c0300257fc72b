import type { FastifyInstance } from 'fastify';
import { dailyPicksAnswerSchema } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { requireSearcher } from '../search/searchers.js';
import { dailyPicksAnswer } from './daily-picks.service.js';

/** GET /api/daily-picks (ours): today's matches, docs/decisions/0053. */
export async function dailyPicksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The member is read as search reads them (plan, blocks, partners: searchers.ts), so the cards
  // follow exactly the picture rules of Matches.
  r.get(
    '/daily-picks',
    {
      preValidation: requireSearcher(app.ctx),
      schema: {
        tags: ['search'],
        summary: "Today's matches: up to five new profiles by the member's preferences, the same all day",
        response: { 200: dailyPicksAnswerSchema },
      },
    },
    async (request) => {
      if (!request.searcher) throw new AppError(401, 'auth_required');
      return dailyPicksAnswer(app.ctx, request.searcher);
    },
  );
}
