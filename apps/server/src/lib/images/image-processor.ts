import { LIMITS } from '@inai/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Upload rules (docs/design.md, "Uploads"). */
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
  /** The perceptual hash of the upright image (see photoHash); only made for photos. */
  phash?: string;
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
    const phash = options.blurred ? await photoHash(full.data) : undefined;
    return {
      full: full.data,
      thumb,
      ...(blurred ? { blurred } : {}),
      ...(phash ? { phash } : {}),
      width: full.info.width,
      height: full.info.height,
    };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('unreadable');
  }
}

/**
 * A 64-bit difference hash ("dHash") of an image, as 16 hex digits: the image is made grey and
 * shrunk to 9 x 8, and each bit says whether a pixel is brighter than its right neighbour. It
 * survives re-encoding, resizing and small colour changes, so the same photo uploaded to two
 * accounts gives the same hash (docs/decisions/0024-photo-moderation-and-signals.md).
 */
export async function photoHash(data: Buffer): Promise<string> {
  const pixels = await sharp(data, { limitInputPixels: IMAGE_RULES.maxPixels, animated: false })
    .rotate()
    .removeAlpha()
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * Hashes that say nothing about the picture: a plain or smoothly shaded image (a blank upload,
 * a placeholder) gives all zeros or all ones. They are stored but never make a "same photo" signal.
 */
export const UNINFORMATIVE_HASHES: readonly string[] = ['0000000000000000', 'ffffffffffffffff'];
