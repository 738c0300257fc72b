import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageRef } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { SANDBOX_OUTCOMES } from '../../lib/payments/sandbox.js';
import { pageLocale } from '../../plugins/web-app.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { sandboxView, simulateSandboxPayment } from './sandbox.service.js';
import { renderSandboxNotFound, renderSandboxPage, SANDBOX_CSS } from './sandbox.presenter.js';

const params = z.object({
  orderId: z
    .string()
    .min(1)
    .max(64, { error: messageRef('payment.orderNotFound') }),
});

/**
 * The sandbox gateway's checkout page (only with PAYMENT_PROVIDER=sandbox). A browser opens it
 * by navigation, without our session: like a real gateway's page, the unguessable order id is
 * what admits it. Its buttons are plain forms that post back and 303 to the status page.
 */
export async function sandboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // HTML forms post url-encoded bodies; only these routes read them (registered in this plugin's scope).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  r.get(
    '/payment/sandbox.css',
    {
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox checkout page's stylesheet",
        response: { 200: { content: { 'text/css': { schema: { type: 'string' } } } } },
      },
    },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SANDBOX_CSS),
  );

  r.get(
    '/payment/sandbox/:orderId',
    {
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox gateway's checkout page",
        params,
        response: {
          200: { content: { 'text/html': { schema: { type: 'string' } } } },
          404: { content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    },
    async (request, reply) => {
      const locale = pageLocale(request);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Language');
      try {
        return reply.send(renderSandboxPage(await sandboxView(app.ctx, request.params.orderId), locale));
      } catch (error) {
        if (error instanceof AppError && error.code === 'payment_not_found')
          return reply.status(404).send(renderSandboxNotFound(locale));
        throw error;
      }
    },
  );

  r.post(
    '/payment/sandbox/:orderId',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Simulate an outcome, then 303 to the status page',
        consumes: 'application/x-www-form-urlencoded',
        params,
        body: z.object({ outcome: z.enum(SANDBOX_OUTCOMES) }),
        response: { 303: { description: 'To /payment-status?orderId=…' } },
      },
    },
    async (request, reply) => {
      await simulateSandboxPayment(app.ctx, request.params.orderId, request.body.outcome, request.log);
      return reply.redirect(`/payment-status?orderId=${encodeURIComponent(request.params.orderId)}`, 303);
    },
  );
}
