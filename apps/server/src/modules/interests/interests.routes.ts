import type { FastifyInstance } from 'fastify';
import {
  interestListAnswerSchema,
  interestStatesAnswerSchema,
  interestUpdateAnswerSchema,
  messageRef,
  okMessageAnswerSchema,
  sendInterestSchema,
  updateInterestSchema,
  withdrawInterestSchema,
} from '@inai/shared';
import { z } from 'zod';
import { memberOf, requireMember, requireOwnUserId } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import {
  answerInterest,
  incomingInterests,
  interestStates,
  sendInterest,
  sentInterests,
  withdrawInterest,
} from './interests.service.js';

// Only the caller's own id is ever answered, so a malformed one gets the same words as another's.
const ownId = z.coerce
  .number({ error: messageRef('interests.onlyYours') })
  .int({ error: messageRef('interests.onlyYours') })
  .positive({ error: messageRef('interests.onlyYours') });

/** The Interests screen's calls: send, the two lists, answer, and (ours) withdraw. */
export async function interestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });

  r.post(
    '/sendInterest',
    {
      config: { need: 'interests' },
      preValidation: [member, requireOwnUserId],
      schema: {
        tags: ['interests'],
        summary: 'Send an interest',
        body: sendInterestSchema,
        response: { 201: okMessageAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user, acting } = memberOf(request);
      await sendInterest(app.ctx, user, request.body.partner_id, acting, request.log);
      return reply.status(201).send({ success: true, message: textsFor(request)('interests.sent') });
    },
  );

  r.get(
    '/getSentInterests/:userId',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: {
        tags: ['interests'],
        summary: 'The interests I sent',
        params: z.object({ userId: ownId }),
        response: { 200: interestListAnswerSchema },
      },
    },
    async (request) => sentInterests(app.ctx, memberOf(request).user, request.params.userId),
  );

  r.get(
    '/getIncomingInterests/:userId',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: {
        tags: ['interests'],
        summary: 'The interests I received (needs a plan)',
        params: z.object({ userId: ownId }),
        response: { 200: interestListAnswerSchema },
      },
    },
    async (request) => incomingInterests(app.ctx, memberOf(request).user, request.params.userId),
  );

  r.get(
    '/interest-states',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: {
        tags: ['interests'],
        summary: 'Where I stand with each member an interest joins me to, and whether we may chat',
        response: { 200: interestStatesAnswerSchema },
      },
    },
    async (request) => interestStates(app.ctx, memberOf(request).user),
  );

  r.post(
    '/updateInterest',
    {
      config: { need: 'interests' },
      preValidation: member,
      schema: {
        tags: ['interests'],
        summary: 'Accept or reject an interest',
        body: updateInterestSchema,
        response: { 200: interestUpdateAnswerSchema },
      },
    },
    async (request) => {
      const { user, acting } = memberOf(request);
      const interest = await answerInterest(app.ctx, user, request.body, acting, request.log);
      const message = textsFor(request)(request.body.status === 'Accepted' ? 'interests.accepted' : 'interests.rejected');
      return { success: true, message, interest };
    },
  );

  r.post(
    '/withdrawInterest',
    {
      config: { need: 'interests' },
      preValidation: member,
      schema: {
        tags: ['interests'],
        summary: 'Withdraw a sent interest',
        body: withdrawInterestSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => {
      await withdrawInterest(app.ctx, memberOf(request).user, request.body.id);
      return { success: true, message: textsFor(request)('server.interests.withdrawn') };
    },
  );
}
