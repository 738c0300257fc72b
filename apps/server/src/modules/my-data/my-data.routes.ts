import type { FastifyInstance } from 'fastify';
import { accountDeletionAnswerSchema, deleteAccountSchema, formatDate, hideProfileSchema } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import { accountLocale, requestLocale, textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { deletionStatus, hideProfile, keepAccount, requestDeletion } from './account-deletion.service.js';
import { exportOwnData } from './my-data.service.js';

const MINUTE = 60 * 1000;

/**
 * A member's rights over their data (DPDP Act 2023): download it (GET /api/my-data),
 * delete the account after a grace period (POST /api/account/delete), see whether a deletion is
 * pending (GET /api/account/deletion) and cancel it (POST /api/account/keep), or instead hide the
 * profile (POST /api/account/hide). Any signed-in
 * member, verified or not: these are rights, not plan features.
 */
export async function myDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx);

  r.get(
    '/my-data',
    {
      preValidation: member,
      schema: {
        tags: ['account'],
        summary: 'Download my data (a ZIP)',
        response: { 200: { content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } } },
      },
      config: { need: 'holder', rateLimit: routeLimit(10, 60 * MINUTE, 'too_many_exports') },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportOwnData(app.ctx, memberOf(request).user.id, request.log);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  r.get(
    '/account/deletion',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: { tags: ['account'], summary: 'Whether a deletion is pending', response: { 200: accountDeletionAnswerSchema } },
    },
    async (request) => deletionStatus(app.ctx, memberOf(request).user.id),
  );

  r.post(
    '/account/delete',
    {
      preValidation: member,
      schema: {
        tags: ['account'],
        summary: 'Delete the account after the grace period',
        body: deleteAccountSchema,
        response: { 200: accountDeletionAnswerSchema },
      },
      config: { need: 'holder', rateLimit: routeLimit(10, 15 * MINUTE, 'too_many_deletions') },
    },
    async (request) => {
      const { sessionId, user } = memberOf(request);
      const answer = await requestDeletion(
        app.ctx,
        { sessionId, userId: user.id },
        request.body.password,
        request.body.reason ?? null,
        requestLocale(request),
        request.log,
      );
      const locale = accountLocale(user, request);
      const date = answer.erase_at ? formatDate(answer.erase_at, locale) : '';
      const done = answer.reason === 'found_match' ? 'deleteAccount.foundMatchDone' : 'deleteAccount.pending';
      return { ...answer, message: translatorFor(locale)(done, { date }) };
    },
  );

  r.post(
    '/account/hide',
    {
      preValidation: member,
      schema: {
        tags: ['account'],
        summary: 'Hide my profile from search and matches, or show it again',
        body: hideProfileSchema,
        response: { 200: accountDeletionAnswerSchema },
      },
      config: { need: 'holder', rateLimit: routeLimit(30, 15 * MINUTE) },
    },
    async (request) => {
      const answer = await hideProfile(app.ctx, memberOf(request).user.id, request.body.hidden);
      return { ...answer, message: textsFor(request)(answer.profile_hidden ? 'deleteAccount.hidden' : 'deleteAccount.shown') };
    },
  );

  r.post(
    '/account/keep',
    {
      preValidation: member,
      schema: { tags: ['account'], summary: 'Cancel a pending deletion', response: { 200: accountDeletionAnswerSchema } },
      config: { need: 'holder', rateLimit: routeLimit(30, 15 * MINUTE) },
    },
    async (request) => {
      const answer = await keepAccount(app.ctx, memberOf(request).user.id, requestLocale(request), request.log);
      return { ...answer, message: textsFor(request)('deleteAccount.kept') };
    },
  );
}
