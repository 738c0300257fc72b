import type { FastifyInstance } from 'fastify';
import {
  adminAuditAnswerSchema,
  adminAuditQuerySchema,
  adminDecisionSchema,
  adminMembersAnswerSchema,
  adminMembersQuerySchema,
  adminQueueAnswerSchema,
  adminQueueQuerySchema,
  adminReasonSchema,
  messageRef,
  okMessageAnswerSchema,
} from '@inai/shared';
import { z } from 'zod';
import { memberOf } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { privateFileAnswer } from '../../lib/response-schemas.js';
import { auditLog, decide, evidenceFor, findMembers, queue, reinstateMember, suspendMember } from './admin.service.js';
import { requireOperator, requireOperatorOrNotFound, sendPrivateFile } from '../../plugins/require-operator.js';

const idParam = (notFound: 'admin.reportNotFound' | 'admin.memberNotFound') =>
  z.object({
    id: z.coerce
      .number({ error: messageRef(notFound) })
      .int({ error: messageRef(notFound) })
      .positive({ error: messageRef(notFound) })
      .max(2_147_483_647, { error: messageRef(notFound) }),
  });
const reportId = idParam('admin.reportNotFound');
const memberId = idParam('admin.memberNotFound');

/** What a stored screenshot is, from the extension its key was given when stored. */
function evidenceType(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    webp: 'image/webp',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    pdf: 'application/pdf',
  };
  return (extension && types[extension]) ?? 'application/octet-stream';
}

/**
 * The operators' console under /api/admin/: every route checks the operator role on
 * the server (401 without a session, 403 for a member), and every action is audited.
 */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = requireOperator(app.ctx);

  r.get(
    '/admin/queue',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Reports and grievances, oldest first',
        querystring: adminQueueQuerySchema,
        response: { 200: adminQueueAnswerSchema },
      },
    },
    async (request) => queue(app.ctx, memberOf(request).user, request.query),
  );

  r.post(
    '/admin/reports/:id/decision',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Decide a report',
        params: reportId,
        body: adminDecisionSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      message: await decide(app.ctx, memberOf(request).user, request.params.id, request.body, textsFor(request), request.log),
    }),
  );

  // Members get 404 here, not 403: whether a report carries a screenshot is not theirs to learn.
  r.get(
    '/admin/reports/:id/evidence',
    {
      preValidation: requireOperatorOrNotFound(app.ctx),
      schema: {
        tags: ['admin'],
        summary: "A report's screenshot, as a download; each opening is audited (404 for anyone but operators)",
        access: 'operator',
        params: reportId,
        response: { 200: privateFileAnswer },
      },
    },
    async (request, reply) => {
      const file = await evidenceFor(app.ctx, memberOf(request).user, request.params.id);
      return sendPrivateFile(reply, { type: evidenceType(file.key), size: file.size, stream: file.stream, name: file.name });
    },
  );

  r.get(
    '/admin/members',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Find members',
        querystring: adminMembersQuerySchema,
        response: { 200: adminMembersAnswerSchema },
      },
    },
    async (request) => findMembers(app.ctx, memberOf(request).user, request.query.q),
  );

  r.post(
    '/admin/members/:id/suspend',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Suspend a member',
        params: memberId,
        body: adminReasonSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => {
      const member = await suspendMember(app.ctx, memberOf(request).user, request.params.id, request.body.reason);
      return { success: true, message: textsFor(request)('admin.done.suspend', { name: member.name }) };
    },
  );

  r.post(
    '/admin/members/:id/reinstate',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Reinstate a member',
        params: memberId,
        body: adminReasonSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => {
      const member = await reinstateMember(app.ctx, memberOf(request).user, request.params.id, request.body.reason);
      return { success: true, message: textsFor(request)('admin.done.reinstate', { name: member.name }) };
    },
  );

  r.get(
    '/admin/audit',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'The audit log',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditAnswerSchema },
      },
    },
    async (request) => auditLog(app.ctx, memberOf(request).user, request.query),
  );
}
