import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { deliverDueOutbound } from '../../lib/outbound/outbound-delivery.js';
import { sendDailyPicksMailOf } from './daily-picks.notifications.js';

const body = z.object({ user_id: z.number().int().positive() });

/**
 * POST /dev/daily-picks/mail { user_id }: the 7:00 mail of one member now, whatever the hour,
 * for the browser tests (which share one server: a run of the whole job would mail every other
 * test's members). Development only, this machine only (docs/decisions/0038).
 */
export async function devDailyPicksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/daily-picks/mail', { schema: { body } }, async (request) => {
    const sent = await sendDailyPicksMailOf(app.ctx, request.body.user_id, app.log);
    // The picks mail is only queued (docs/decisions/0082-mornings-at-a-million.md); the browser
    // tests' server runs no jobs, so the queue is delivered here, to the dev outbox it reads.
    if (sent && app.ctx.outbox) await deliverDueOutbound(app.ctx, { mail: app.ctx.outbox }, app.log);
    return { sent };
  });
}
