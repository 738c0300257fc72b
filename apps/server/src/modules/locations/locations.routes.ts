import type { FastifyInstance } from 'fastify';
import {
  citiesRequestSchema,
  citiesResponseSchema,
  statesRequestSchema,
  statesResponseSchema,
  type CitiesResponse,
  type StatesResponse,
} from '@inai/shared';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { listCities, listStates } from './locations.service.js';

/**
 * The location calls of the specification, answered from bundled data (no outside service).
 * Both spellings the specification uses are served: /v0.1/countries/… and /countries/….
 */
export async function locationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ['/v0.1/countries', '/countries']) {
    r.post(
      `${prefix}/states`,
      {
        schema: {
          tags: ['locations'],
          summary: "A country's states",
          body: statesRequestSchema,
          response: { 200: statesResponseSchema },
        },
      },
      async (request): Promise<StatesResponse> => ({
        error: false,
        data: listStates(request.body.country),
      }),
    );
    r.post(
      `${prefix}/state/cities`,
      {
        schema: {
          tags: ['locations'],
          summary: "A state's cities",
          body: citiesRequestSchema,
          response: { 200: citiesResponseSchema },
        },
      },
      async (request): Promise<CitiesResponse> => ({
        error: false,
        data: listCities(request.body.country, request.body.state),
      }),
    );
  }
}
