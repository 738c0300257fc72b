import type { FastifyInstance } from 'fastify';
import { adminPhotoDecisionSchema, adminPhotosQuerySchema, messageRef } from '@inai/shared';
import { z } from 'zod';
import { startBackgroundJob } from '../../lib/background-job.js';
import { memberOf } from '../../plugins/authenticate.js';
import { textsFor } from '../../plugins/locale.js';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { requireOperator } from '../admin/require-operator.js';
import { backfillPhotoHashes, decidePhoto, listPhotos, signals } from './moderation.service.js';

const notFound = messageRef('moderation.photoNotFound');
const photoId = z.object({
  id: z.coerce
    .number({ error: notFound })
    .int({ error: notFound })
    .positive({ error: notFound })
    .max(2_147_483_647, { error: notFound }),
});

/** How often older photos without a hash are looked for (also once at start). */
const BACKFILL_EVERY_MS = 60 * 60 * 1000;

/** Photo moderation and fake-profile signals on the operators' console (issue 14 points 10 and 11). */
export async function moderationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = requireOperator(app.ctx);

  r.get('/admin/photos', { preValidation: operator, schema: { querystring: adminPhotosQuerySchema } }, async (request) =>
    listPhotos(app.ctx, request.query),
  );

  r.post(
    '/admin/photos/:id/decision',
    { preValidation: operator, schema: { params: photoId, body: adminPhotoDecisionSchema } },
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

  r.get('/admin/signals', { preValidation: operator }, async () => signals(app.ctx));

  // Older photos get their hash in the background: once at start, then hourly. Tests call
  // backfillPhotoHashes themselves.
  if (app.ctx.config.nodeEnv !== 'test') {
    const run = () => backfillPhotoHashes(app.ctx, app.log);
    const onError = (err: unknown) => app.log.error({ err }, 'the photo hash backfill failed');
    let first: Promise<unknown> = Promise.resolve();
    const job = startBackgroundJob(run, BACKFILL_EVERY_MS, onError);
    app.addHook('onReady', async () => {
      first = run().catch(onError);
    });
    app.addHook('onClose', async () => {
      await job.stop();
      await first;
    });
  }
}
