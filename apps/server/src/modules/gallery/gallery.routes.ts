import type { FastifyInstance } from 'fastify';
import { memberAnswerSchema, messageRef } from '@inai/shared';
import { z } from 'zod';
import { MAX_ROW_ID } from '../../db/row-id.js';
import { memberOf, requireMember, requireOwnUserId, viewReaderOf } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import type { MemberViewOption } from '../../lib/member-view.js';
import { readUpload } from './gallery-upload.js';
import { deleteFromGallery, GALLERY_RULES, makeProfilePicture, uploadToGallery } from './gallery.service.js';

// Above MAX_ROW_ID no row can match, and PostgreSQL refuses to compare an integer column with it.
const itemId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ROW_ID, { error: message });

/** The multipart upload's parts, for the document (the handler reads the stream itself). */
const uploadFields = z.object({ files: z.array(z.file()).describe('One or more images'), user_id: z.string().optional() });

/** uploadPhotos, deletePicture, makeProfilePicture, uploadHoroscope, deleteHoroscope: the member's own galleries. */
export async function galleryRoutes(app: FastifyInstance, { memberView }: MemberViewOption) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });
  const guards = [member, requireOwnUserId];

  for (const [url, kind, message] of [
    ['/uploadPhotos', 'photos', 'pictures.uploaded'],
    ['/uploadHoroscope', 'horoscopes', 'pictures.horoscopeUploaded'],
  ] as const) {
    r.post(
      url,
      {
        config: { need: 'edit' },
        preValidation: member,
        schema: {
          tags: ['gallery'],
          summary: kind === 'photos' ? 'Add photos (multipart, field files)' : 'Add horoscopes (multipart, field files)',
          multipart: uploadFields,
          response: { 200: memberAnswerSchema },
        },
      },
      async (request) => {
        const rules = GALLERY_RULES[kind];
        const files = await readUpload(app, request, rules.max, rules.full);
        const userId = memberOf(request).user.id;
        await uploadToGallery(app.ctx, userId, kind, files, request.log);
        return { success: true, message: textsFor(request)(message), user: await memberView(userId, viewReaderOf(request)) };
      },
    );
  }

  r.post(
    '/deletePicture',
    {
      config: { need: 'edit' },
      preValidation: guards,
      schema: {
        tags: ['gallery'],
        summary: 'Delete a photo',
        body: z.object({ image_id: itemId(messageRef('pictures.pictureNotFound')) }),
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => {
      const userId = memberOf(request).user.id;
      await deleteFromGallery(app.ctx, userId, 'photos', request.body.image_id, request.log);
      return {
        success: true,
        message: textsFor(request)('pictures.deleted'),
        user: await memberView(userId, viewReaderOf(request)),
      };
    },
  );

  r.post(
    '/makeProfilePicture',
    {
      config: { need: 'edit' },
      preValidation: guards,
      schema: {
        tags: ['gallery'],
        summary: 'Make a photo the profile picture',
        body: z.object({ image_id: itemId(messageRef('pictures.pictureNotFound')) }),
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => {
      const userId = memberOf(request).user.id;
      await makeProfilePicture(app.ctx, userId, request.body.image_id);
      return {
        success: true,
        message: textsFor(request)('pictures.avatarUpdated'),
        user: await memberView(userId, viewReaderOf(request)),
      };
    },
  );

  r.post(
    '/deleteHoroscope',
    {
      config: { need: 'edit' },
      preValidation: guards,
      schema: {
        tags: ['gallery'],
        summary: 'Delete a horoscope',
        body: z.object({ horoscope_id: itemId(messageRef('pictures.horoscopeNotFound')) }),
        response: { 200: memberAnswerSchema },
      },
    },
    async (request) => {
      const userId = memberOf(request).user.id;
      await deleteFromGallery(app.ctx, userId, 'horoscopes', request.body.horoscope_id, request.log);
      return {
        success: true,
        message: textsFor(request)('pictures.horoscopeDeleted'),
        user: await memberView(userId, viewReaderOf(request)),
      };
    },
  );
}
