import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendNotFound } from '../../plugins/errors.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { deliverDueOutbound } from '../../lib/outbound/outbound-delivery.js';
import { findUserByEmail } from '../users/users.repository.js';
import { deliverSavedSearchDigest } from './saved-searches.notifications.js';

/**
 * /dev/saved-searches/digest: sends one member's saved-search digest now, whatever the hour,
 * for the browser tests and a developer trying the mail (the job itself waits for 7:30 India
 * time, and the browser tests' server runs no jobs). One member only, so tests running side by
 * side never take each other's day. Behind the loopback guard of plugins/dev-routes.ts
 * (docs/decisions/0038); never in production.
 */
export async function savedSearchDevRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/saved-searches/digest',
    { schema: { body: z.object({ email: z.string().trim().toLowerCase() }) } },
    async (request, reply) => {
      const member = await findUserByEmail(app.ctx.db, request.body.email);
      if (!member) return sendNotFound(reply);
      const sent = await deliverSavedSearchDigest(app.ctx, member.id, new Date(), request.log);
      // The digest is only queued (docs/decisions/0080-one-outbound-queue.md); the browser tests'
      // server runs no jobs, so the queue is delivered here, to the dev outbox it reads.
      if (sent && app.ctx.outbox) await deliverDueOutbound(app.ctx, { mail: app.ctx.outbox }, request.log);
      return { sent };
    },
  );
}
