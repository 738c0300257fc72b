import type { FastifyInstance } from 'fastify';
import { notMeAnswerSchema, notMeSchema } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { secureAccount } from './not-me.service.js';

const MINUTE = 60 * 1000;

/**
 * POST /api/not-me (ours, docs/decisions/0055): "Not you?" from a sign-in alert. Posted by the page
 * the mail's link opens, once the member confirms: a GET changes nothing, since mail scanners open
 * links. The signed token is the whole request; no session, no cookies.
 */
export async function notMeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/not-me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Secure the account from a sign-in alert’s “Not you?” link (no sign-in)',
        access: 'public',
        body: notMeSchema,
        response: { 200: notMeAnswerSchema },
      },
      config: { rateLimit: routeLimit(10, 15 * MINUTE) },
    },
    async (request) => {
      const secured = await secureAccount(app.ctx, request.body.alert, request.log);
      // The account's language: whoever holds the link reads the mail written in it.
      const t = translatorFor(secured.locale);
      return {
        success: true,
        message:
          secured.resetMail === 'sent'
            ? t('notMe.done')
            : t('notMe.doneLater', { retryAt: secured.retryAt ?? new Date().toISOString() }),
        locale: secured.locale,
        reset_mail: secured.resetMail,
        ...(secured.retryAt ? { retry_at: secured.retryAt } : {}),
      };
    },
  );
}
