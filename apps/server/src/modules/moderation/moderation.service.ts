import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_LIMITS,
  SIGNAL_THRESHOLDS,
  type AdminPhotoDecisionInput,
  type AdminPhotosAnswer,
  type AdminPhotosQuery,
  type AdminSignalsAnswer,
  type Locale,
  type ModerationMember,
  type Translator,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import { photoHash } from '../../lib/images/image-processor.js';
import type { AppContext } from '../../types.js';
import { recordAudit } from '../operators/audit.service.js';
import { ownPhoto, refuseOwnPhoto } from '../operators/operator.policy.js';
import { removeUnreviewedPhoto } from '../gallery/gallery.repository.js';
import { removeItemFiles, variantKey } from '../gallery/gallery.service.js';
import { findUserById, type UserRow } from '../users/users.repository.js';
import { photoRejectedMail } from './moderation.mail.js';
import {
  addressSignals,
  findPhoto,
  interestBurstSignals,
  listPhotoQueue,
  markPhotoReviewed,
  NO_HASH,
  photosWithoutHash,
  reportedSignals,
  samePhotoSignals,
  sharedNumberSignals,
  setPhotoHash,
} from './moderation.repository.js';
import { operatorPhotoUrl } from '../operators/operators.presenter.js';
import { recordSearch } from '../operators/search-audit.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const member = (row: { id: number; name: string; email: string; suspended_at: string | null }): ModerationMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  suspended: row.suspended_at !== null,
});

/**
 * The photo queue: unreviewed photos, oldest first, of new members, of reported members, or of
 * anyone. The operator's own photos are listed like any other, marked as theirs (not to decide).
 */
export async function listPhotos(
  ctx: AppContext,
  operator: UserRow,
  query: AdminPhotosQuery,
  now = new Date(),
): Promise<AdminPhotosAnswer> {
  const page = query.page ?? 1;
  const limit = ADMIN_LIMITS.pageSize;
  const { rows, total } = await listPhotoQueue(ctx.db, {
    filter: query.filter ?? 'new',
    newSince: new Date(now.getTime() - SIGNAL_THRESHOLDS.newMemberDays * DAY_MS).toISOString(),
    q: query.q || undefined,
    offset: (page - 1) * limit,
    limit,
  });
  await recordSearch(ctx, operator, 'photos', query.q, total);
  return {
    success: true,
    data: rows.map((row) => ({
      id: row.id,
      thumbnail: operatorPhotoUrl(ctx.media, operator, row.id, 'thumb'),
      full: operatorPhotoUrl(ctx.media, operator, row.id, 'full'),
      uploaded_at: row.created_at,
      member: member({ ...row, id: row.user_id }),
      same_elsewhere: Boolean(Number(row.same_elsewhere)),
      own_case: ownPhoto(operator, row),
    })),
    total,
    page,
    pageSize: limit,
  };
}

/**
 * An operator's decision on an unreviewed photo. Approve marks it reviewed; reject deletes the
 * row (the next photo becomes the profile picture, as the gallery's own delete does) and its
 * files, updates search, and tells the member why. The change and its audit record are one
 * transaction; a photo gone is 404, the operator's own 403 (whatever its state: another operator
 * reviews it), one already reviewed (or decided meanwhile) 409. A refusal changes and records nothing.
 */
export async function decidePhoto(
  ctx: AppContext,
  operator: UserRow,
  photoId: number,
  input: AdminPhotoDecisionInput,
  t: Translator,
  log: FastifyBaseLogger,
): Promise<string> {
  const photo = await findPhoto(ctx.db, photoId);
  if (!photo) throw new AppError(404, 'photo_not_found');
  refuseOwnPhoto(operator, photo);
  if (photo.reviewed_at !== null) throw new AppError(409, 'photo_already_reviewed');
  const owner = await findUserById(ctx.db, photo.user_id);
  if (!owner) throw new AppError(404, 'photo_not_found');
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    const done =
      input.action === 'approve'
        ? await markPhotoReviewed(trx, photo.id, operator.id, now)
        : await removeUnreviewedPhoto(trx, owner.id, photo.id);
    if (!done) {
      const still = await findPhoto(trx, photo.id);
      throw still ? new AppError(409, 'photo_already_reviewed') : new AppError(404, 'photo_not_found');
    }
    await recordAudit(
      { db: trx },
      {
        actorId: operator.id,
        action: input.action === 'approve' ? 'photo_approved' : 'photo_rejected',
        targetUserId: owner.id,
        targetRef: `photo ${photo.id}`,
        reason: input.reason,
        details: { photo_id: photo.id, phash: photo.phash },
      },
      now,
    );
  });
  if (input.action === 'approve') return t('moderation.done.approve', { name: owner.name });

  await removeItemFiles(ctx, photo.storage_key, photo.id, log);
  const locale: Locale = owner.locale ?? 'en';
  try {
    await ctx.mailer.send(photoRejectedMail(ctx, owner, input.reason, locale));
  } catch (err) {
    log.error({ err, photoId }, 'the photo rejection mail failed');
  }
  return t('moderation.done.reject', { name: owner.name });
}

/** The five fake-profile signals, listed for `operator`; nothing is acted on. */
export async function signals(ctx: AppContext, operator: UserRow, now = new Date()): Promise<AdminSignalsAnswer> {
  const T = SIGNAL_THRESHOLDS;
  const since = new Date(now.getTime() - T.interestDays * DAY_MS);
  const [addresses, photos, numbers, reported, bursts] = await Promise.all([
    addressSignals(ctx.db, T.accountsPerAddress, T.listMax),
    samePhotoSignals(ctx.db, T.accountsPerPhoto, T.listMax),
    sharedNumberSignals(ctx.db, T.accountsPerNumber, T.listMax),
    reportedSignals(ctx.db, T.distinctReporters, T.listMax),
    interestBurstSignals(ctx.db, T.interestsPerHour, since, T.listMax),
  ]);
  return {
    success: true,
    thresholds: T,
    addresses: addresses.map((a) => ({
      address: a.address,
      count: a.count,
      accounts: a.accounts.slice(0, T.groupMax).map(member),
    })),
    same_photos: photos.map((p) => ({
      hash: p.hash,
      count: p.count,
      photos: p.photos.slice(0, T.groupMax).map((row) => ({
        id: row.photo_id,
        thumbnail: operatorPhotoUrl(ctx.media, operator, row.photo_id, 'thumb'),
        member: member(row),
      })),
    })),
    shared_numbers: numbers.map((n) => ({
      phone: n.phone,
      count: n.count,
      accounts: n.accounts.slice(0, T.groupMax).map((a) => ({ ...member(a), phone_verified: a.phone_verified_at !== null })),
    })),
    reported: reported.map((r) => ({ member: member(r), reporters: r.reporters, open_reports: r.open_reports })),
    interest_bursts: bursts.map((b) => ({ member: member(b.member), most: b.most, hour: b.hour })),
  };
}

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

/**
 * Hashes photos uploaded before hashes existed, `batch` at a time, at most `maxBatches` per
 * run (the rest waits for the next run). A photo whose file cannot be read gets NO_HASH, so it
 * is not tried again and makes no signal. Safe on several instances: a hash is set only where
 * none is yet. Returns how many photos were hashed.
 */
export async function backfillPhotoHashes(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  log: Log,
  { batch = 50, maxBatches = 20 } = {},
): Promise<number> {
  let done = 0;
  for (let round = 0; round < maxBatches; round++) {
    const rows = await photosWithoutHash(ctx.db, batch);
    for (const row of rows) {
      let phash = NO_HASH;
      try {
        const file = await ctx.storage.open(variantKey(row.storage_key, 'full'));
        if (file) {
          const chunks: Buffer[] = [];
          for await (const chunk of file.stream) chunks.push(chunk as Buffer);
          phash = await photoHash(Buffer.concat(chunks));
        }
      } catch (err) {
        log.error({ err, id: row.id }, 'could not hash an older photo');
      }
      await setPhotoHash(ctx.db, row.id, phash);
      done++;
    }
    if (rows.length < batch) break;
  }
  if (done > 0) log.info({ done }, 'older photos hashed');
  return done;
}

/** How often older photos without a hash are looked for; the first pass comes a minute after start. */
const BACKFILL_EVERY_MS = 60 * 60 * 1000;
const FIRST_PASS_AFTER_MS = 60 * 1000;

/**
 * Hashes older photos in the background: a first pass a minute after start (once the search
 * index has loaded), then hourly; unref'd timers. Each photo is written once, so several
 * instances at worst hash one twice.
 */
export function startPhotoHashJob(ctx: AppContext, log: Log): BackgroundJob {
  const onError = (err: unknown) => log.error({ err }, 'the photo hash backfill failed');
  let first: Promise<unknown> = Promise.resolve();
  const firstTimer = setTimeout(() => {
    first = backfillPhotoHashes(ctx, log).catch(onError);
  }, FIRST_PASS_AFTER_MS);
  firstTimer.unref();
  const job = startBackgroundJob(() => backfillPhotoHashes(ctx, log), BACKFILL_EVERY_MS, onError);
  return {
    async stop() {
      clearTimeout(firstTimer);
      await job.stop();
      await first;
    },
  };
}
