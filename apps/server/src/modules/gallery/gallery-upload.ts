import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type PlainErrorCode } from '../../lib/app-error.js';
import { safeFileName } from '../../lib/file-names.js';
import { memberOf } from '../../plugins/authenticate.js';
import type { UploadedFile } from './gallery.service.js';

/**
 * Reads a multipart upload: the repeated field `files` and the field `user_id`. A file of
 * 10,000,000 bytes or more is refused with the specification's message naming it; more than
 * `maxFiles` files, with the gallery's limit message.
 */
export async function readUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  maxFiles: number,
  limitCode: PlainErrorCode,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new AppError(415, 'not_multipart');
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      if (part.type === 'file') {
        const fileName = safeFileName(part.filename);
        try {
          const data = await part.toBuffer();
          if (part.fieldname === 'files') files.push({ fileName, data });
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError)
            throw new AppError(413, 'file_too_large', { params: { fileName } });
          throw error;
        }
      } else if (part.fieldname === 'user_id' && Number(part.value) !== memberOf(request).user.id) {
        throw new AppError(403, 'not_your_profile');
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.FilesLimitError) throw new AppError(400, limitCode);
    throw error;
  }
  return files;
}
