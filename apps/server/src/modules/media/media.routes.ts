import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendNotFound } from '../../plugins/errors.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { findItem } from '../gallery/gallery.repository.js';
import { variantKey } from '../gallery/gallery.service.js';
import { findUserById } from '../users/users.repository.js';
import { mayServe } from './media.policy.js';

const params = z.object({
  kind: z.enum(['photos', 'horoscopes']),
  id: z.coerce.number().int().positive(),
  variant: z.enum(['full', 'thumb', 'blurred']),
});
const query = z.object({ a: z.enum(['o', 'p', 'v']), e: z.coerce.number().int(), s: z.string().max(100) });

/**
 * GET /api/media/:kind/:id/:variant?a&e&s — uploaded files, only through a link the server
 * signed for someone allowed to see them. Anything wrong (signature, expiry, policy, missing
 * file) is the same 404, so the route tells nothing about which files exist.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/media/:kind/:id/:variant', { schema: { params, querystring: query } }, async (request, reply) => {
      const { kind, id, variant } = request.params;
      const grant = { kind, id, variant, audience: request.query.a, expires: request.query.e };
      if (!app.ctx.media.verify(grant, request.query.s)) return sendNotFound(reply);
      const item = await findItem(app.ctx.db, kind, id);
      const owner = item ? await findUserById(app.ctx.db, item.user_id) : undefined;
      if (!item || !owner || !mayServe(grant, owner)) return sendNotFound(reply);
      const file = await app.ctx.storage.open(variantKey(item.storage_key, variant));
      if (!file) return sendNotFound(reply);
      const maxAge = Math.max(0, grant.expires - Math.floor(Date.now() / 1000));
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-disposition', 'inline')
        .send(file.stream);
    });
}
