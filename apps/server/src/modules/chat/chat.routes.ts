import type { FastifyInstance } from 'fastify';
import { chatMemberSchema, chatSeenSchema, chatSendSchema, messageRef } from '@inai/shared';
import { z } from 'zod';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { block, blockList, conversationList, history, markSeen, openConversation, sendMessage, unblock } from './chat.service.js';

// A conversation id that cannot exist gets the same answer as another member's.
const conversationId = z.object({
  id: z.coerce
    .number({ error: messageRef('server.chat.notFound') })
    .int({ error: messageRef('server.chat.notFound') })
    .positive({ error: messageRef('server.chat.notFound') }),
});
const historyQuery = z.object({ before: z.coerce.number().int().positive().optional() });

/** Chat (issue 12) over REST: the list, opening, history, sending, read marks, and blocking. */
export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });

  r.get('/chat/conversations', { preValidation: member }, async (request) => conversationList(app.ctx, memberOf(request).user));

  r.post('/chat/open', { preValidation: member, schema: { body: chatMemberSchema } }, async (request) => ({
    success: true,
    conversation: await openConversation(app.ctx, memberOf(request).user, request.body.user_id),
  }));

  r.get(
    '/chat/conversations/:id/messages',
    { preValidation: member, schema: { params: conversationId, querystring: historyQuery } },
    async (request) => history(app.ctx, memberOf(request).user, request.params.id, request.query.before),
  );

  r.post(
    '/chat/conversations/:id/messages',
    { preValidation: member, schema: { params: conversationId, body: chatSendSchema } },
    async (request, reply) => {
      const message = await sendMessage(app.ctx, memberOf(request).user, request.params.id, request.body);
      return reply.status(201).send({ success: true, message });
    },
  );

  r.post(
    '/chat/conversations/:id/seen',
    { preValidation: member, schema: { params: conversationId, body: chatSeenSchema } },
    async (request) => ({
      success: true,
      ...(await markSeen(app.ctx, memberOf(request).user, request.params.id, request.body.up_to)),
    }),
  );

  r.post('/block', { preValidation: member, schema: { body: chatMemberSchema } }, async (request) => {
    await block(app.ctx, memberOf(request).user, request.body.user_id);
    return { success: true };
  });

  r.post('/unblock', { preValidation: member, schema: { body: chatMemberSchema } }, async (request) => {
    await unblock(app.ctx, memberOf(request).user, request.body.user_id);
    return { success: true };
  });

  r.get('/blocks', { preValidation: member }, async (request) => blockList(app.ctx, memberOf(request).user));
}
