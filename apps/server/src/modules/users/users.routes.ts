import type { FastifyInstance } from 'fastify';
import { MESSAGES, updateUserSchema } from '@inai/shared';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { loadPublicUser, updatePrivacySettings } from './users.service.js';

/** POST /api/updateUser: the privacy switches. */
export async function userRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/updateUser',
      { preValidation: requireMember(app.ctx, { verified: true }), schema: { body: updateUserSchema } },
      async (request) => {
        const user = await updatePrivacySettings(app.ctx, memberOf(request).user, request.body);
        return { success: true, message: MESSAGES.privacySettings.updated, user: await loadPublicUser(app.ctx, user.id) };
      },
    );
}
