import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { ImageRejected, processImage } from '../../lib/images/image-processor.js';
import type { AppContext } from '../../types.js';
import {
  addGalleryItems,
  findOwnItem,
  GalleryFull,
  listHoroscopes,
  listImages,
  removeGalleryItem,
  setProfilePicture,
  type GalleryKind,
} from './gallery.repository.js';

/** Specification section 9: 6 photos and 3 horoscope images per member (the web reads the same LIMITS). */
export const GALLERY_RULES = {
  photos: { max: LIMITS.photos, full: 'photo_limit', blurred: true },
  horoscopes: { max: LIMITS.horoscopes, full: 'horoscope_limit', blurred: false },
} as const;

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** The variants of one stored item live under its storage key. */
export const variantKey = (storageKey: string, variant: 'full' | 'thumb' | 'blurred') => `${storageKey}-${variant}.webp`;
const VARIANTS = ['full', 'thumb', 'blurred'] as const;

function newStorageKey(kind: GalleryKind): string {
  const id = randomBytes(16).toString('hex');
  return `${kind}/${id.slice(0, 2)}/${id}`;
}

function rejection(error: ImageRejected, fileName: string): AppError {
  switch (error.reason) {
    case 'not-an-image':
      return new AppError(415, 'not_an_image', { params: { fileName } });
    case 'too-many-pixels':
      return new AppError(413, 'too_many_pixels', { params: { fileName } });
    default:
      return new AppError(415, 'unreadable_image', { params: { fileName } });
  }
}

/**
 * Adds uploaded images to the member's photos or horoscopes. Every file is checked and
 * re-encoded before anything is stored; the files are written, then the rows are added in a
 * transaction that re-checks the limit. If anything fails, the files written so far are
 * removed: a failed upload leaves neither a row nor a file.
 */
export async function uploadToGallery(
  ctx: AppContext,
  userId: number,
  kind: GalleryKind,
  files: UploadedFile[],
  log: FastifyBaseLogger,
): Promise<void> {
  const rules = GALLERY_RULES[kind];
  if (files.length === 0) throw new AppError(400, 'no_files');
  const existing = kind === 'photos' ? await listImages(ctx.db, userId) : await listHoroscopes(ctx.db, userId);
  if (existing.length + files.length > rules.max) throw new AppError(400, rules.full);

  const processed = [];
  for (const file of files) {
    try {
      processed.push({ file, image: await processImage(file.data, { blurred: rules.blurred }) });
    } catch (error) {
      if (error instanceof ImageRejected) throw rejection(error, file.fileName);
      throw error;
    }
  }

  const written: string[] = [];
  try {
    const items = [];
    for (const { file, image } of processed) {
      const storageKey = newStorageKey(kind);
      for (const variant of VARIANTS) {
        const data = image[variant];
        if (!data) continue;
        const key = variantKey(storageKey, variant);
        await ctx.storage.put(key, data);
        written.push(key);
      }
      items.push({ storageKey, fileName: file.fileName, width: image.width, height: image.height, phash: image.phash ?? null });
    }
    await addGalleryItems(ctx.db, ctx.engine, kind, userId, items, rules.max, new Date());
  } catch (error) {
    await Promise.all(
      written.map((key) =>
        ctx.storage.remove(key).catch((err: unknown) => log.error({ err, key }, 'could not remove an upload')),
      ),
    );
    if (error instanceof GalleryFull) throw new AppError(400, rules.full);
    throw error;
  }
}

/** Removes the files of a deleted item (every variant); a failure is logged, the row is already gone. */
export async function removeItemFiles(
  ctx: Pick<AppContext, 'storage'>,
  storageKey: string,
  id: number,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  await Promise.all(
    VARIANTS.map((variant) =>
      ctx.storage
        .remove(variantKey(storageKey, variant))
        .catch((err: unknown) => log.error({ err, id }, 'could not remove a deleted file')),
    ),
  );
}

/** Deletes one of the member's own items and its files; another member's id is "not found". */
export async function deleteFromGallery(
  ctx: AppContext,
  userId: number,
  kind: GalleryKind,
  id: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const item = await findOwnItem(ctx.db, kind, userId, id);
  if (!item) throw new AppError(404, kind === 'photos' ? 'picture_not_found' : 'horoscope_not_found');
  await removeGalleryItem(ctx.db, kind, userId, id);
  await removeItemFiles(ctx, item.storage_key, id, log);
}

/** makeProfilePicture: one of the member's own photos. */
export async function makeProfilePicture(ctx: AppContext, userId: number, imageId: number): Promise<void> {
  if (!(await setProfilePicture(ctx.db, userId, imageId))) throw new AppError(404, 'picture_not_found');
}
