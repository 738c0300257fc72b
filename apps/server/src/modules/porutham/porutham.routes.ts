import type { FastifyInstance } from 'fastify';
import {
  type PoruthamAnswer,
  poruthamAnswerSchema,
  type PoruthamChartsAnswer,
  poruthamChartsAnswerSchema,
  poruthamChartsSchema,
  poruthamSchema,
} from '@inai/shared';
import { textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { presentPorutham } from '../../lib/porutham/porutham.presenter.js';
import { poruthamChartsOf } from './porutham-charts.service.js';

/**
 * Calculations per visitor address. The call is cheap and pure, but it is public and needs no
 * session: a limit keeps it from being used as a free bulk service. A person trying pairs by
 * hand stays far below it (the web calculator computes in the browser and never calls it).
 */
export const PORUTHAM_LIMIT = { max: 60, windowMs: 60 * 1000 };

/**
 * Comparisons of two births per visitor address: two charts each, a couple of milliseconds of
 * CPU, public like the chart calculator, so the same limit keeps it from serving as a bulk service.
 */
export const PORUTHAM_CHARTS_LIMIT = { max: 60, windowMs: 60 * 1000 };

/**
 * POST /api/porutham (docs/api.md, "Porutham and birth chart"): the ten poruthams of two stars, with reasons in the caller's language.
 * POST /api/porutham/charts (docs/design.md, "Porutham of two charts"): two births compared.
 */
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
  app.withTypeProvider<ZodTypeProvider>().post(
    '/porutham/charts',
    {
      schema: {
        tags: ['porutham'],
        summary: 'Two birth charts compared: poruthams, chevvai dosham, papa samyam and dasa sandhi',
        body: poruthamChartsSchema,
        response: { 200: poruthamChartsAnswerSchema },
      },
      config: { rateLimit: routeLimit(PORUTHAM_CHARTS_LIMIT.max, PORUTHAM_CHARTS_LIMIT.windowMs) },
    },
    async (request): Promise<PoruthamChartsAnswer> => poruthamChartsOf(request.body, new Date(), textsFor(request)),
  );
}
