import type { FastifyInstance } from 'fastify';
import {
  createSavedSearchSchema,
  okMessageAnswerSchema,
  savedSearchAnswerSchema,
  savedSearchIdSchema,
  savedSearchListSchema,
  updateSavedSearchSchema,
} from '@inai/shared';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { presentSavedSearch } from './saved-searches.presenter.js';
import { createSavedSearch, deleteSavedSearch, savedSearchesOf, updateSavedSearch } from './saved-searches.service.js';

/** Saved searches (ours): the member's own only; another member's id answers 404, as one that does not exist. */
export async function savedSearchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });

  r.get(
    '/saved-searches',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: {
        tags: ['saved-searches'],
        summary: 'My saved searches, the oldest first',
        response: { 200: savedSearchListSchema },
      },
    },
    async (request) => ({
      success: true,
      data: (await savedSearchesOf(app.ctx, memberOf(request).user.id)).map(presentSavedSearch),
    }),
  );

  r.post(
    '/saved-searches',
    {
      config: { need: 'edit' },
      preValidation: member,
      schema: {
        tags: ['saved-searches'],
        summary: 'Save a search under a name (at most 5; alerts on unless told)',
        body: createSavedSearchSchema,
        response: { 201: savedSearchAnswerSchema },
      },
    },
    async (request, reply) => {
      const row = await createSavedSearch(app.ctx, memberOf(request).user.id, request.body, new Date());
      return reply
        .status(201)
        .send({ success: true, message: textsFor(request)('savedSearches.saved'), data: presentSavedSearch(row) });
    },
  );

  r.post(
    '/saved-searches/:id',
    {
      config: { need: 'edit' },
      preValidation: member,
      schema: {
        tags: ['saved-searches'],
        summary: 'Rename a saved search, or switch its alerts on or off',
        params: savedSearchIdSchema,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchAnswerSchema },
      },
    },
    async (request) => {
      const row = await updateSavedSearch(app.ctx, memberOf(request).user.id, request.params.id, request.body, new Date());
      const t = textsFor(request);
      const message =
        request.body.alerts === undefined
          ? t('savedSearches.renamed')
          : t(request.body.alerts ? 'savedSearches.alertsOn' : 'savedSearches.alertsOff', { name: row.name });
      return { success: true, message, data: presentSavedSearch(row) };
    },
  );

  r.post(
    '/saved-searches/:id/delete',
    {
      config: { need: 'edit' },
      preValidation: member,
      schema: {
        tags: ['saved-searches'],
        summary: 'Delete a saved search',
        params: savedSearchIdSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => {
      await deleteSavedSearch(app.ctx, memberOf(request).user.id, request.params.id);
      return { success: true, message: textsFor(request)('savedSearches.deleted') };
    },
  );
}
