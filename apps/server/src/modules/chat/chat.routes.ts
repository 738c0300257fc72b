import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  blockListAnswerSchema,
  chatHistoryAnswerSchema,
  chatMemberSchema,
  chatOpenAnswerSchema,
  chatSeenAnswerSchema,
  chatSeenSchema,
  chatSendSchema,
  chatSentAnswerSchema,
  conversationListAnswerSchema,
  messageRef,
  okAnswerSchema,
} from '@inai/shared';
import { z } from 'zod';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { AppError } from '../../lib/app-error.js';
import { block, blockList, conversationList, history, markSeen, openConversation, sendMessage, unblock } from './chat.service.js';

// A conversation id that cannot exist gets the same answer as another member's.
const conversationId = z.object({
  id: z.coerce
    .number({ error: messageRef('server.chat.notFound') })
    .int({ error: messageRef('server.chat.notFound') })
    .positive({ error: messageRef('server.chat.notFound') }),
});
const historyQuery = z.object({ before: z.coerce.number().int().positive().optional() });

/**
 * A member who asked for their account to be deleted may read their chats but not write or mark
 * them read until they keep the account, over REST as over the socket (which closes for them).
 */
async function refuseLeaving(request: FastifyRequest): Promise<void> {
  if (memberOf(request).user.deletion_requested_at !== null) throw new AppError(403, 'account_leaving');
}

/** Chat over REST: the list, opening, history, sending, read marks, and blocking. */
export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });

  r.get(
    '/chat/conversations',
    {
      config: { need: 'chat' },
      preValidation: member,
      schema: { tags: ['chat'], summary: 'My conversations', response: { 200: conversationListAnswerSchema } },
    },
    async (request) => conversationList(app.ctx, memberOf(request).user),
  );

  r.post(
    '/chat/open',
    {
      config: { need: 'chat' },
      preValidation: member,
      schema: {
        tags: ['chat'],
        summary: 'Open (or find) the conversation with a member',
        body: chatMemberSchema,
        response: { 200: chatOpenAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      conversation: await openConversation(app.ctx, memberOf(request).user, request.body.user_id),
    }),
  );

  r.get(
    '/chat/conversations/:id/messages',
    {
      config: { need: 'chat' },
      preValidation: member,
      schema: {
        tags: ['chat'],
        summary: 'A page of messages, newest first',
        params: conversationId,
        querystring: historyQuery,
        response: { 200: chatHistoryAnswerSchema },
      },
    },
    async (request) => history(app.ctx, memberOf(request).user, request.params.id, request.query.before),
  );

  r.post(
    '/chat/conversations/:id/messages',
    {
      config: { need: 'chat' },
      preValidation: [member, refuseLeaving],
      schema: {
        tags: ['chat'],
        summary: 'Send a message',
        params: conversationId,
        body: chatSendSchema,
        response: { 201: chatSentAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user, acting } = memberOf(request);
      const message = await sendMessage(app.ctx, user, request.params.id, request.body, acting);
      return reply.status(201).send({ success: true, message });
    },
  );

  r.post(
    '/chat/conversations/:id/seen',
    {
      config: { need: 'chat' },
      preValidation: [member, refuseLeaving],
      schema: {
        tags: ['chat'],
        summary: 'Mark messages read',
        params: conversationId,
        body: chatSeenSchema,
        response: { 200: chatSeenAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      ...(await markSeen(app.ctx, memberOf(request).user, request.params.id, request.body.up_to)),
    }),
  );

  r.post(
    '/block',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: {
        tags: ['chat'],
        summary: 'Block a member (ends every channel both ways)',
        body: chatMemberSchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      await block(app.ctx, memberOf(request).user, request.body.user_id);
      return { success: true };
    },
  );

  r.post(
    '/unblock',
    {
      config: { need: 'interests' },
      preValidation: member,
      schema: { tags: ['chat'], summary: 'Unblock a member', body: chatMemberSchema, response: { 200: okAnswerSchema } },
    },
    async (request) => {
      await unblock(app.ctx, memberOf(request).user, request.body.user_id);
      return { success: true };
    },
  );

  r.get(
    '/blocks',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: { tags: ['chat'], summary: 'The members I blocked', response: { 200: blockListAnswerSchema } },
    },
    async (request) => blockList(app.ctx, memberOf(request).user),
  );
}
