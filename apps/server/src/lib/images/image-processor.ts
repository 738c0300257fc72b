import { LIMITS } from '@inai/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Upload rules (issue 4, DESIGN.md §4.5). */
export const IMAGE_RULES = {
  /** Each file must be under 10,000,000 bytes (specification section 5); the web checks the same number. */
  maxBytes: LIMITS.maxFileBytes,
  /** Decoding more than this is refused before it can exhaust memory (a "decompression bomb"). */
  maxPixels: LIMITS.maxImagePixels,
  /** Longest side of the stored full image; thumbnails for cards and galleries. */
  fullSide: 1600,
  thumbSide: 480,
};

/** Formats we accept, judged by the file's first bytes, not its name or declared type. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

export class ImageRejected extends Error {
  constructor(readonly reason: 'not-an-image' | 'unreadable' | 'too-many-pixels') {
    super(reason);
  }
}

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  /** Unrecognisably blurred: what viewers without a plan are sent. Only made for photos. */
  blurred?: Buffer;
  width: number;
  height: number;
}

/**
 * Checks that `data` is an image we accept, then re-encodes it as WebP: upright (the camera's
 * orientation applied), at most 1600 px, with no metadata at all (sharp drops EXIF, GPS and ICC
 * unless asked to keep them), plus a 480 px thumbnail and, for photos, a blurred variant made
 * from a 16 px copy, so no detail survives to be "unblurred".
 */
export async function processImage(data: Buffer, options: { blurred: boolean }): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw new ImageRejected('not-an-image');

  const open = () => sharp(data, { limitInputPixels: IMAGE_RULES.maxPixels, failOn: 'error', animated: false }).rotate();
  let meta;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('unreadable');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_RULES.maxPixels) throw new ImageRejected('too-many-pixels');

  try {
    const full = await open()
      .resize({ width: IMAGE_RULES.fullSide, height: IMAGE_RULES.fullSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data)
      .resize({ width: IMAGE_RULES.thumbSide, height: IMAGE_RULES.thumbSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    let blurred: Buffer | undefined;
    if (options.blurred) {
      const tiny = await sharp(full.data).resize({ width: 16, height: 16, fit: 'inside' }).toBuffer();
      blurred = await sharp(tiny)
        .resize({ width: 320, height: 320, fit: 'inside', kernel: 'cubic' })
        .blur(6)
        .webp({ quality: 60 })
        .toBuffer();
    }
    return { full: full.data, thumb, ...(blurred ? { blurred } : {}), width: full.info.width, height: full.info.height };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('unreadable');
  }
}
