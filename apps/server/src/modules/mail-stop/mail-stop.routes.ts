import type { FastifyInstance } from 'fastify';
import { mailStopAnswerSchema, mailStopQuerySchema } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { routeLimit } from '../../plugins/rate-limit.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { stopByLink } from './mail-stop.service.js';

/**
 * POST /api/mail-stop?t=…: the one-click stop of a mail (ours, docs/decisions/0053). Called by
 * the page a mail's stop link opens, and by mail programs themselves (RFC 8058), which post the
 * form `List-Unsubscribe=One-Click` to the List-Unsubscribe URL. The token in the address is the
 * whole request: the body, whatever its type, is not read. No session, no cookies.
 */
export async function mailStopRoutes(app: FastifyInstance) {
  // Mail programs post a form: accepted here (and only here) as text nobody reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_r, _body, done) =>
    done(null, undefined),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/mail-stop',
    {
      schema: {
        tags: ['account'],
        summary: 'Stop a mail by its one-click link (no sign-in)',
        access: 'public',
        querystring: mailStopQuerySchema,
        response: { 200: mailStopAnswerSchema },
      },
      config: { rateLimit: routeLimit(30, 60 * 1000) },
    },
    async (request) => {
      const { list, locale } = await stopByLink(app.ctx, request.query.t);
      return { success: true, message: translatorFor(locale)('mailStop.stopped'), list, locale };
    },
  );
}
