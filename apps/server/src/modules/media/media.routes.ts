import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendNotFound } from '../../plugins/errors.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { findItem } from '../gallery/gallery.repository.js';
import { variantKey } from '../gallery/gallery.service.js';
import { areAcceptedPartners, mayReach } from '../entitlements/entitlements.service.js';
import { findUserById } from '../users/users.repository.js';
import { recordFileView } from '../operators/audit.service.js';
import { actsAsOperator } from '../operators/operator.policy.js';
import { lockedBy, mayServe } from './media.policy.js';

const params = z.object({
  kind: z.enum(['photos', 'horoscopes']),
  id: z.coerce.number().int().positive(),
  variant: z.enum(['full', 'thumb', 'blurred']),
});
const query = z.object({
  a: z.enum(['o', 'p', 'v', 'a', 'op']),
  u: z.coerce.number().int().positive().optional(),
  e: z.coerce.number().int(),
  s: z.string().max(100),
});

/**
 * GET /api/media/:kind/:id/:variant?a&u&e&s — uploaded files, only through a link the server
 * signed for someone allowed to see them. Anything wrong (signature, expiry, policy, missing
 * file, an operator's link whose operator is one no more) is the same 404, so the route tells
 * nothing about which files exist. Every opening through an operator's link is audited.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:kind/:id/:variant',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded image, through a link the server signed',
        params,
        querystring: query,
        response: { 200: { content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const { kind, id, variant } = request.params;
      const { a: audience, u: viewer, e: expires } = request.query;
      const grant = { kind, id, variant, audience, viewer, expires };
      if (!app.ctx.media.verify(grant, request.query.s)) return sendNotFound(reply);
      const item = await findItem(app.ctx.db, kind, id);
      const owner = item ? await findUserById(app.ctx.db, item.user_id) : undefined;
      if (!item || !owner) return sendNotFound(reply);
      const forOperator = audience === 'op' && viewer !== undefined;
      if (forOperator) {
        // An operator's link opens only while they are still an operator, whatever the member's
        // standing (operators look at suspended members' photos too).
        const operator = await findUserById(app.ctx.db, viewer);
        if (!operator || !actsAsOperator(operator)) return sendNotFound(reply);
      } else if (viewer !== undefined && !(await mayReach(app.ctx, owner.id, viewer))) {
        // A link made for a member stops opening the moment the two may no longer reach each other
        // (a block either way, a suspension, a deletion asked for), whenever it was made.
        return sendNotFound(reply);
      }
      // Asked on every request, so a link stops working the moment the acceptance is withdrawn.
      const partner =
        audience === 'a' && viewer !== undefined && lockedBy(owner, kind)
          ? await areAcceptedPartners(app.ctx, owner.id, viewer)
          : false;
      if (!mayServe(grant, owner, partner)) return sendNotFound(reply);
      const file = await app.ctx.storage.open(variantKey(item.storage_key, variant));
      if (!file) return sendNotFound(reply);
      if (forOperator) {
        // Who looked at whose photo, and when, recorded before a byte is sent (docs/decisions/0057).
        await recordFileView(app.ctx, file, {
          actorId: viewer,
          action: 'photo_viewed',
          targetUserId: owner.id,
          targetRef: `photo ${id}`,
          details: { variant },
        });
      }
      // Until the link expires: an operator's browser may show its copy again for the link's
      // remaining minutes without asking, which discloses nothing it was not already sent.
      const maxAge = Math.max(0, grant.expires - Math.floor(Date.now() / 1000));
      // A partner's view of a locked gallery may end at any moment (the interest rejected): not kept.
      const caching = partner ? 'private, no-store' : `private, max-age=${maxAge}`;
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', caching)
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
}
