import type { FastifyInstance } from 'fastify';
import { type PlacesAnswer, placesAnswerSchema, placesQuerySchema } from '@inai/shared';
import { searchPlaces } from '../../lib/places/place-search.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';

/**
 * Searches per visitor address. The web asks as a person types a birth place, a few calls a
 * name; the limit stops the public call from serving as a free bulk geocoder.
 */
export const PLACES_LIMIT = { max: 120, windowMs: 60 * 1000 };

/** GET /api/places?q= (docs/design.md, "Birth chart"): bundled places with their time zones, best first, without a session. */
export async function placesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/places',
    {
      schema: {
        tags: ['jathagam'],
        summary: 'Places matching part of a name, with coordinates and time zone',
        querystring: placesQuerySchema,
        response: { 200: placesAnswerSchema },
      },
      config: { rateLimit: routeLimit(PLACES_LIMIT.max, PLACES_LIMIT.windowMs) },
    },
    async (request): Promise<PlacesAnswer> => ({ success: true, data: searchPlaces(request.query.q) }),
  );
}
