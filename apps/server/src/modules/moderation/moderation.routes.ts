import type { FastifyInstance } from 'fastify';
import {
  adminPhotoDecisionSchema,
  adminPhotosAnswerSchema,
  adminPhotosQuerySchema,
  adminSignalsAnswerSchema,
  messageRef,
  okMessageAnswerSchema,
} from '@inai/shared';
import { z } from 'zod';
import { memberOf } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { requireOperator } from '../../plugins/require-operator.js';
import { decidePhoto, listPhotos, signals } from './moderation.service.js';

const notFound = messageRef('moderation.photoNotFound');
const photoId = z.object({
  id: z.coerce
    .number({ error: notFound })
    .int({ error: notFound })
    .positive({ error: notFound })
    .max(2_147_483_647, { error: notFound }),
});

/** Photo moderation and fake-profile signals on the operators' console. */
export async function moderationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = requireOperator(app.ctx);

  r.get(
    '/admin/photos',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Photos to moderate',
        querystring: adminPhotosQuerySchema,
        response: { 200: adminPhotosAnswerSchema },
      },
    },
    async (request) => listPhotos(app.ctx, memberOf(request).user, request.query),
  );

  r.post(
    '/admin/photos/:id/decision',
    {
      preValidation: operator,
      schema: {
        tags: ['admin'],
        summary: 'Keep or remove a photo',
        params: photoId,
        body: adminPhotoDecisionSchema,
        response: { 200: okMessageAnswerSchema },
      },
    },
    async (request) => ({
      success: true,
      message: await decidePhoto(
        app.ctx,
        memberOf(request).user,
        request.params.id,
        request.body,
        textsFor(request),
        request.log,
      ),
    }),
  );

  r.get(
    '/admin/signals',
    {
      preValidation: operator,
      schema: { tags: ['admin'], summary: 'Fake-profile signals', response: { 200: adminSignalsAnswerSchema } },
    },
    async (request) => signals(app.ctx, memberOf(request).user),
  );
}
