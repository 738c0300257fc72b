import type { FastifyInstance } from 'fastify';
import { messageRef, sendInterestSchema } from '@inai/shared';
import { z } from 'zod';
import { memberOf, requireMember, requireOwnUserId } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { sendInterest, sentInterests } from './interests.service.js';

// Only the caller's own id is ever answered, so a malformed one gets the same words as another's.
const ownId = z.coerce
  .number({ error: messageRef('interests.onlyYours') })
  .int({ error: messageRef('interests.onlyYours') })
  .positive({ error: messageRef('interests.onlyYours') });

/** sendInterest and getSentInterests/{userId}; the Interests screen's other calls come later. */
export async function interestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });

  r.post(
    '/sendInterest',
    { preValidation: [member, requireOwnUserId], schema: { body: sendInterestSchema } },
    async (request, reply) => {
      await sendInterest(app.ctx, memberOf(request).user, request.body.partner_id);
      return reply.status(201).send({ success: true, message: textsFor(request)('interests.sent') });
    },
  );

  r.get(
    '/getSentInterests/:userId',
    { preValidation: member, schema: { params: z.object({ userId: ownId }) } },
    async (request) => sentInterests(app.ctx, memberOf(request).user, request.params.userId),
  );
}
