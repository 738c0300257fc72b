import type { FastifyInstance } from 'fastify';
import { type PoruthamAnswer, poruthamAnswerSchema, poruthamSchema } from '@inai/shared';
import { textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { presentPorutham } from '../../lib/porutham/porutham.presenter.js';

/**
 * Calculations per visitor address. The call is cheap and pure, but it is public and needs no
 * session: a limit keeps it from being used as a free bulk service. A person trying pairs by
 * hand stays far below it (the web calculator computes in the browser and never calls it).
 */
export const PORUTHAM_LIMIT = { max: 60, windowMs: 60 * 1000 };

/** POST /api/porutham (docs/api.md, "Porutham and birth chart"): the ten poruthams of two stars, with reasons in the caller's language. */
export async function poruthamRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/porutham',
    {
      schema: {
        tags: ['porutham'],
        summary: 'The ten poruthams of two stars',
        body: poruthamSchema,
        response: { 200: poruthamAnswerSchema },
      },
      config: { rateLimit: routeLimit(PORUTHAM_LIMIT.max, PORUTHAM_LIMIT.windowMs) },
    },
    async (request): Promise<PoruthamAnswer> => presentPorutham(request.body, textsFor(request)),
  );
}
