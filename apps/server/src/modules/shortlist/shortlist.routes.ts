import type { FastifyInstance } from 'fastify';
import {
  okMessageAnswerSchema,
  shortlistIdsSchema,
  shortlistPageAnswerSchema,
  shortlistPageSchema,
  shortlistSchema,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { requireSearcher } from '../search/searchers.js';
import { addToShortlist, removeFromShortlist, shortlistIds, shortlistPage } from './shortlist.service.js';

/** The shortlist (ours): add, remove, the list as search cards, and its ids for the hearts. */
export async function shortlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });

  r.post(
    '/shortlist',
    {
      config: { need: 'interests' },
      preValidation: member,
      schema: {
        tags: ['shortlist'],
        summary: 'Add a profile (201; 200 when already there)',
        body: shortlistSchema,
        response: { 200: okMessageAnswerSchema, 201: okMessageAnswerSchema },
      },
    },
    async (request, reply) => {
      const added = await addToShortlist(app.ctx, memberOf(request).user.id, request.body.user_id);
      return reply.status(added ? 201 : 200).send({ success: true, message: textsFor(request)('shortlist.added') });
    },
  );

  r.post(
    '/unshortlist',
    {
      config: { need: 'interests' },
      preValidation: member,
      schema: {
        tags: ['shortlist'],
        summary: 'Remove a profile',
        body: shortlistSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => {
      await removeFromShortlist(app.ctx, memberOf(request).user.id, request.body.user_id);
      return { success: true, message: textsFor(request)('shortlist.removed') };
    },
  );

  // The list reads the member as search does (plan, blocks, partners; searchers.ts), so its cards
  // are exactly what a search would show them.
  r.get(
    '/shortlist',
    {
      preValidation: requireSearcher(app.ctx),
      schema: {
        tags: ['shortlist'],
        summary: 'The shortlist as search cards',
        querystring: shortlistPageSchema,
        response: { 200: shortlistPageAnswerSchema },
      },
    },
    async (request) => {
      if (!request.searcher) throw new AppError(401, 'auth_required');
      return shortlistPage(app.ctx, request.searcher, request.query.page, request.query.pageSize);
    },
  );

  r.get(
    '/shortlist/ids',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: {
        tags: ['shortlist'],
        summary: 'The ids on the shortlist (for the hearts)',
        response: { 200: shortlistIdsSchema },
      },
    },
    async (request) => ({
      success: true,
      data: await shortlistIds(app.ctx, memberOf(request).user.id),
    }),
  );
}
