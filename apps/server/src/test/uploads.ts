import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A JPEG photo; with `gps`, it carries camera EXIF including a GPS position (as phones write it). */
export async function testJpeg(
  options: { width?: number; height?: number; gps?: boolean; colour?: string } = {},
): Promise<Buffer> {
  const image = sharp({
    create: { width: options.width ?? 800, height: options.height ?? 600, channels: 3, background: options.colour ?? '#7b1e3a' },
  }).jpeg({
    quality: 90,
  });
  return options.gps
    ? image
        .withExif({
          IFD0: { Make: 'TestCam', Model: 'Phone 12', Copyright: 'Family' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 1/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 57/1 0/1' },
        })
        .toBuffer()
    : image.toBuffer();
}

/** A PNG with more pixels than we decode (81 megapixels), yet a small file. */
export function hugePixelPng(): Promise<Buffer> {
  return sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A photo-like JPEG of about `bytes` bytes: random noise compresses badly, as real photos do. */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  let side = Math.round(Math.sqrt(bytes / 1.1));
  for (;;) {
    const noise = randomBytes(side * side * 3);
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length >= bytes * 0.97) return jpeg;
    side = Math.round(side * Math.sqrt((bytes * 1.02) / jpeg.length));
  }
}

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** Encodes multipart/form-data, as a browser's FormData upload would be. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----inai${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type = part.fileName !== undefined ? `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload a gallery screen sends: repeated `files` and the member's `user_id`. */
export function galleryUpload(userId: number, files: { name: string; data: Buffer; type?: string }[]) {
  return multipart([
    { name: 'user_id', value: String(userId) },
    ...files.map((f) => ({ name: 'files', value: f.data, fileName: f.name, contentType: f.type ?? 'image/jpeg' })),
  ]);
}

/** Uploads one generated JPEG to the member's photos (the first becomes the profile picture) or horoscopes. */
export async function uploadTestImage(
  app: FastifyInstance,
  member: { userId: number; token: string },
  kind: 'photos' | 'horoscopes' = 'photos',
): Promise<void> {
  const { payload, headers } = galleryUpload(member.userId, [{ name: `${kind}.jpg`, data: await testJpeg() }]);
  const response = await app.inject({
    method: 'POST',
    url: kind === 'photos' ? '/api/uploadPhotos' : '/api/uploadHoroscope',
    payload,
    headers: { ...headers, authorization: `Bearer ${member.token}` },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
}
