import type { FastifyInstance, FastifyRequest } from 'fastify';
import { filedAnswerSchema, grievanceSchema, messageRef, myReportsAnswerSchema, REPORT_LIMITS, reportSchema } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { admitMemberIfSignedIn, memberOf, requireMember } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { refuseNul, type ZodTypeProvider } from '../../plugins/zod-validation.js';
import { safeFileName } from '../../lib/file-names.js';
import { z } from 'zod';
import { fileGrievance, myReports, reportMember, type Screenshot } from './reports.service.js';

/** Grievances per visitor address, as for enquiries: enough for a person, too few for a spam run. */
export const GRIEVANCE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

// A Tamil character takes up to 3 bytes (4 for some): room for the longest note, and a little more.
const FIELD_BYTES = REPORT_LIMITS.noteMax * 4 + 64;

/**
 * The fields and the optional `screenshot` of a multipart report. A second file is refused; a
 * file of 10,000,000 bytes or more, with the photos' message naming it.
 */
async function readMultipartReport(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; screenshot: Screenshot | undefined }> {
  const fields: Record<string, string> = {};
  let screenshot: Screenshot | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fieldSize: FIELD_BYTES } })) {
      if (part.type === 'file') {
        const fileName = safeFileName(part.filename);
        try {
          const data = await part.toBuffer();
          if (part.fieldname === 'screenshot' && data.length > 0) screenshot = { fileName, data };
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError)
            throw new AppError(413, 'file_too_large', { params: { fileName } });
          throw error;
        }
      } else if (part.valueTruncated) {
        throw new AppError(400, 'invalid_input', {
          errors: { [part.fieldname]: messageRef('reports.noteTooLong', { max: REPORT_LIMITS.noteMax }) },
        });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.FilesLimitError) throw new AppError(400, 'invalid_input');
    throw error;
  }
  return { fields, screenshot };
}

/** Reports of a profile, the member's own list, and grievances. */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });

  r.post(
    '/report',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: {
        tags: ['reports'],
        summary: 'Report a profile (JSON, or multipart with an optional screenshot)',
        documentedBody: reportSchema,
        multipart: reportSchema.extend({ screenshot: z.file().optional() }),
        response: { 201: filedAnswerSchema },
      },
    },
    async (request, reply) => {
      const { fields, screenshot } = request.isMultipart()
        ? await readMultipartReport(app, request)
        : { fields: (request.body ?? {}) as Record<string, unknown>, screenshot: undefined };
      refuseNul(fields); // multipart fields do not pass the validation hook
      const input = reportSchema.parse(fields);
      const locale = request.locale();
      const reference = await reportMember(app.ctx, memberOf(request).user, input, screenshot, locale, request.log);
      return reply.status(201).send({ success: true, message: textsFor(request)('reports.sent', { reference }), reference });
    },
  );

  r.get(
    '/reports',
    {
      config: { need: 'read' },
      preValidation: member,
      schema: { tags: ['reports'], summary: 'My reports and grievances', response: { 200: myReportsAnswerSchema } },
    },
    async (request) => myReports(app.ctx, memberOf(request).user.id),
  );

  r.post(
    '/grievance',
    {
      preValidation: admitMemberIfSignedIn(app.ctx),
      schema: {
        tags: ['reports'],
        summary: 'File a grievance (visitors too)',
        access: 'optional',
        body: grievanceSchema,
        response: { 201: filedAnswerSchema },
      },
      config: { rateLimit: routeLimit(GRIEVANCE_LIMIT.max, GRIEVANCE_LIMIT.windowMs, 'too_many_grievances') },
    },
    async (request, reply) => {
      const reference = await fileGrievance(app.ctx, request.member?.user, request.body, request.locale(), request.log);
      return reply.status(201).send({ success: true, message: textsFor(request)('grievance.sent', { reference }), reference });
    },
  );
}
