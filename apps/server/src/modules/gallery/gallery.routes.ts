import type { FastifyInstance } from 'fastify';
import { messageRef } from '@inai/shared';
import { z } from 'zod';
import { memberOf, requireMember, requireOwnUserId } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { readUpload } from './gallery-upload.js';
import { deleteFromGallery, GALLERY_RULES, makeProfilePicture, uploadToGallery } from './gallery.service.js';

const itemId = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

/** uploadPhotos, deletePicture, makeProfilePicture, uploadHoroscope, deleteHoroscope: the member's own galleries. */
export async function galleryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(app.ctx, { verified: true });
  const guards = [member, requireOwnUserId];

  for (const [url, kind, message] of [
    ['/uploadPhotos', 'photos', 'pictures.uploaded'],
    ['/uploadHoroscope', 'horoscopes', 'pictures.horoscopeUploaded'],
  ] as const) {
    r.post(url, { preValidation: member }, async (request) => {
      const rules = GALLERY_RULES[kind];
      const files = await readUpload(app, request, rules.max, rules.full);
      const user = await uploadToGallery(app.ctx, memberOf(request).user.id, kind, files, request.log);
      return { success: true, message: textsFor(request)(message), user };
    });
  }

  r.post(
    '/deletePicture',
    { preValidation: guards, schema: { body: z.object({ image_id: itemId(messageRef('pictures.pictureNotFound')) }) } },
    async (request) => {
      const user = await deleteFromGallery(app.ctx, memberOf(request).user.id, 'photos', request.body.image_id, request.log);
      return { success: true, message: textsFor(request)('pictures.deleted'), user };
    },
  );

  r.post(
    '/makeProfilePicture',
    { preValidation: guards, schema: { body: z.object({ image_id: itemId(messageRef('pictures.pictureNotFound')) }) } },
    async (request) => {
      const user = await makeProfilePicture(app.ctx, memberOf(request).user.id, request.body.image_id);
      return { success: true, message: textsFor(request)('pictures.avatarUpdated'), user };
    },
  );

  r.post(
    '/deleteHoroscope',
    { preValidation: guards, schema: { body: z.object({ horoscope_id: itemId(messageRef('pictures.horoscopeNotFound')) }) } },
    async (request) => {
      const user = await deleteFromGallery(
        app.ctx,
        memberOf(request).user.id,
        'horoscopes',
        request.body.horoscope_id,
        request.log,
      );
      return { success: true, message: textsFor(request)('pictures.horoscopeDeleted'), user };
    },
  );
}
