import type { FastifyInstance } from 'fastify';
import { iceServersAnswerSchema } from '@inai/shared';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { assertMayCallAtAll } from './calls.rule.js';
import { iceServersFor } from './ice-servers.js';

/** Calls over REST: only where the browser finds a relay; the calls themselves go over the chat socket. */
export async function callRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });

  r.get(
    '/calls/ice-servers',
    {
      config: { need: 'chat' },
      preValidation: member,
      schema: {
        tags: ['calls'],
        summary: "The ICE servers for a call, with coturn's time-limited credentials",
        response: { 200: iceServersAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      await assertMayCallAtAll(app.ctx, user);
      // Credentials are the member's own and short-lived: no cache may keep them for another.
      reply.header('cache-control', 'no-store');
      return iceServersFor(app.ctx.config.turn, user.id, new Date());
    },
  );
}
