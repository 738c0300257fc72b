import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminIdListAnswerSchema,
  adminIdListQuerySchema,
  ID_UPLOAD,
  idDecisionSchema,
  idUploadFieldsSchema,
  idVerificationAnswerSchema,
  messageRef,
  okMessageAnswerSchema,
} from '@inai/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { memberOf, requireMember } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { requireOperator, requireOperatorOrNotFound, sendPrivateFile } from '../../plugins/require-operator.js';
import { privateFileAnswer } from '../../lib/response-schemas.js';
import { safeFileName } from '../../lib/file-names.js';
import { adminList, decideId, fileFor, stateOf, submitId, type IdFile } from './id-verification.service.js';

const notFound = messageRef('idVerification.notFound');
const idParam = z.object({
  id: z.coerce
    .number({ error: notFound })
    .int({ error: notFound })
    .positive({ error: notFound })
    .max(2_147_483_647, { error: notFound }),
});

/**
 * The multipart upload: the field `document_type` and one `file`. A second file is refused; a
 * file over ID_UPLOAD.maxBytes stops being read at the limit.
 */
async function readIdUpload(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: IdFile }> {
  if (!request.isMultipart()) throw new AppError(415, 'not_multipart');
  const fields: Record<string, string> = {};
  let file: IdFile | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: ID_UPLOAD.maxBytes, fieldSize: 200 } })) {
      if (part.type === 'file') {
        const fileName = safeFileName(part.filename);
        const data = await part.toBuffer().catch((error: unknown) => {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError)
            throw new AppError(413, 'id_file_too_large', { params: { fileName, mb: ID_UPLOAD.maxBytes / (1024 * 1024) } });
          throw error;
        });
        if (part.fieldname === 'file') file = { fileName, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.FilesLimitError) throw new AppError(400, 'invalid_input');
    throw error;
  }
  return file ? { fields, file } : { fields };
}

/** ID verification: the member's upload and status, and the operators' decisions. */
export async function idVerificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });
  const operator = requireOperator(app.ctx);

  r.get(
    '/id-verification',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: { tags: ['id-verification'], summary: 'My ID verification state', response: { 200: idVerificationAnswerSchema } },
    },
    async (request) => stateOf(app.ctx, memberOf(request).user),
  );

  r.post(
    '/id-verification',
    {
      config: { need: 'holder' },
      preValidation: member,
      schema: {
        tags: ['id-verification'],
        summary: 'Send a government ID (multipart: document_type and one file)',
        multipart: idUploadFieldsSchema.extend({ file: z.file() }),
        response: { 201: idVerificationAnswerSchema },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readIdUpload(app, request);
      const input = idUploadFieldsSchema.parse(fields);
      const state = await submitId(app.ctx, memberOf(request).user, input.document_type, file);
      return reply.status(201).send({ ...state, message: textsFor(request)('idVerification.sent') });
    },
  );

  r.get(
    '/admin/id-verifications',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'ID submissions',
        querystring: adminIdListQuerySchema,
        response: { 200: adminIdListAnswerSchema },
      },
    },
    async (request) => adminList(app.ctx, memberOf(request).user, request.query),
  );

  // Members get 404 here, not 403: whether someone sent an ID is not theirs to learn.
  r.get(
    '/admin/id-verifications/:id/file',
    {
      preValidation: requireOperatorOrNotFound(app.ctx),
      schema: {
        tags: ['admin'],
        summary: "A pending submission's file, as a download; each opening is audited (404 for anyone but operators)",
        access: 'operator',
        params: idParam,
        response: { 200: privateFileAnswer },
      },
    },
    async (request, reply) => {
      const file = await fileFor(app.ctx, memberOf(request).user, request.params.id);
      return sendPrivateFile(reply, { type: file.mimeType, size: file.size, stream: file.stream, name: file.name });
    },
  );

  r.post(
    '/admin/id-verifications/:id/decision',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Approve or reject an ID',
        params: idParam,
        body: idDecisionSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => {
      const { name } = await decideId(app.ctx, memberOf(request).user, request.params.id, request.body, request.log);
      const t = textsFor(request);
      return {
        success: true,
        message:
          request.body.action === 'approve'
            ? t('idVerification.admin.approved', { name })
            : t('idVerification.admin.rejected', { name }),
      };
    },
  );
}
