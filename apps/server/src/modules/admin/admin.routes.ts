import type { FastifyInstance } from 'fastify';
import {
  adminAuditQuerySchema,
  adminDecisionSchema,
  adminMembersQuerySchema,
  adminQueueQuerySchema,
  adminReasonSchema,
  messageRef,
} from '@inai/shared';
import { z } from 'zod';
import { memberOf } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { auditLog, decide, evidenceOf, findMembers, queue, reinstateMember, suspendMember } from './admin.service.js';
import { requireOperator, requireOperatorOrNotFound } from './require-operator.js';

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
 * The operators' console (issue 14) under /api/admin/: every route checks the operator role on
 * the server (401 without a session, 403 for a member), and every action is audited.
 */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = requireOperator(app.ctx);

  r.get('/admin/queue', { preValidation: operator, schema: { querystring: adminQueueQuerySchema } }, async (request) =>
    queue(app.ctx, request.query),
  );

  r.post(
    '/admin/reports/:id/decision',
    { preValidation: operator, schema: { params: reportId, body: adminDecisionSchema } },
    async (request) => ({
      success: true,
      message: await decide(app.ctx, memberOf(request).user, request.params.id, request.body, textsFor(request), request.log),
    }),
  );

  // Members get 404 here, not 403: whether a report carries a screenshot is not theirs to learn.
  r.get(
    '/admin/reports/:id/evidence',
    { preValidation: requireOperatorOrNotFound(app.ctx), schema: { params: reportId } },
    async (request, reply) => {
      const file = await evidenceOf(app.ctx, request.params.id);
      return reply
        .type(evidenceType(file.key))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );

  r.get('/admin/members', { preValidation: operator, schema: { querystring: adminMembersQuerySchema } }, async (request) =>
    findMembers(app.ctx, request.query.q),
  );

  r.post(
    '/admin/members/:id/suspend',
    { preValidation: operator, schema: { params: memberId, body: adminReasonSchema } },
    async (request) => {
      const member = await suspendMember(app.ctx, memberOf(request).user, request.params.id, request.body.reason);
      return { success: true, message: textsFor(request)('admin.done.suspend', { name: member.name }) };
    },
  );

  r.post(
    '/admin/members/:id/reinstate',
    { preValidation: operator, schema: { params: memberId, body: adminReasonSchema } },
    async (request) => {
      const member = await reinstateMember(app.ctx, memberOf(request).user, request.params.id, request.body.reason);
      return { success: true, message: textsFor(request)('admin.done.reinstate', { name: member.name }) };
    },
  );

  r.get('/admin/audit', { preValidation: operator, schema: { querystring: adminAuditQuerySchema } }, async (request) =>
    auditLog(app.ctx, request.query),
  );
}
