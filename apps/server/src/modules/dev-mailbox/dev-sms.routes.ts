import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { recipientQuery } from './dev-mailbox.routes.js';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** /dev/sms: the development text messages (SMS_PROVIDER=dev), for people and browser tests. Never in production. */
export async function devSmsRoutes(app: FastifyInstance) {
  const outbox = app.ctx.smsOutbox;
  if (!outbox) return;
  app.get('/sms', async (_request, reply) => {
    const rows = (await outbox.list())
      .map(
        (m) =>
          `<tr><td>${escapeMarkup(m.createdAt)}</td><td>${escapeMarkup(m.to)}</td><td><code>${escapeMarkup(m.code)}</code></td><td>${escapeMarkup(m.text)}</td></tr>`,
      )
      .join('');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development text messages</title><style>body{font-family:sans-serif;margin:1rem}td,th{border-bottom:1px solid #ddd;padding:.3rem .6rem;text-align:left}</style></head><body><h1>Development text messages</h1><p>Text messages the server would send by SMS, newest first.</p><table><thead><tr><th>Sent</th><th>To</th><th>Code</th><th>Text</th></tr></thead><tbody>${rows || '<tr><td colspan="4">None yet.</td></tr>'}</tbody></table></body></html>`;
    return reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8').send(page);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/sms/messages', { schema: { querystring: recipientQuery } }, async (request) => ({
    data: await outbox.list({ to: request.query.to }),
  }));
}
