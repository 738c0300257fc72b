import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendNotFound } from '../../plugins/errors.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { renderMailboxPage } from './dev-mailbox.presenter.js';

// These pages are ours and dev-only; they keep their small inline stylesheet, nothing else.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
// A mail's HTML is shown sandboxed: no scripts, no requests except inline images.
const MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

const idParams = z.object({ id: z.string().regex(/^[0-9]{13}-[0-9a-f]{12}$/) });
/** `?to=`: only the messages to one address or number, so a test that waits for its own is not handed everyone's. */
export const recipientQuery = z.object({ to: z.string().max(320).optional() });

/** /dev/mailbox: the development outbox, readable by people and by browser tests. Never in production. */
export async function devMailboxRoutes(app: FastifyInstance) {
  const outbox = app.ctx.outbox;
  if (!outbox) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/mailbox', async (_request, reply) => {
    const page = renderMailboxPage(await outbox.list());
    return reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8').send(page);
  });
  r.get('/mailbox/messages', { schema: { querystring: recipientQuery } }, async (request) => ({
    data: await outbox.list({ to: request.query.to }),
  }));
  r.get('/mailbox/messages/:id', { schema: { params: idParams } }, async (request, reply) => {
    const entry = await outbox.get(request.params.id);
    return entry ?? sendNotFound(reply);
  });
  r.get('/mailbox/messages/:id/html', { schema: { params: idParams } }, async (request, reply) => {
    const entry = await outbox.get(request.params.id);
    if (!entry) return sendNotFound(reply);
    return reply.header('content-security-policy', MAIL_CSP).type('text/html; charset=utf-8').send(entry.html);
  });
}
