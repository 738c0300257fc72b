import type { FastifyInstance } from 'fastify';
import { emailOnlySchema, MESSAGES, resetPasswordSchema } from '@inai/shared';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

const MINUTE = 60 * 1000;

/** forgot-password and reset-password. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/forgot-password',
    { schema: { body: emailOnlySchema }, config: { rateLimit: routeLimit(5, 15 * MINUTE, MESSAGES.auth.tooManyResets) } },
    async (request) => {
      // Not awaited: the answer must not wait on (or reveal) whether a mail is being sent.
      void requestPasswordReset(app.ctx, request.body.email, request.log);
      return { success: true, message: MESSAGES.forgotPassword.sent };
    },
  );

  r.post(
    '/reset-password',
    {
      schema: { body: resetPasswordSchema },
      config: { rateLimit: routeLimit(10, 15 * MINUTE, MESSAGES.generic.tooManyRequests) },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body.token, request.body.password);
      return { success: true, message: MESSAGES.resetPassword.success };
    },
  );
}
