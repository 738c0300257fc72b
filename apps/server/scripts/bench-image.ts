// Times the processing of one 8 MB camera photo (24 megapixels, like a phone's), as an upload
// does it: magic-byte check, decode, orient, re-encode at 1600 px, thumbnail, blurred copy.
// Prints each of 10 runs and the median. `npm run bench:image` from the repository root.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import { processImage } from '../src/lib/images/image-processor.js';

const WIDTH = 6000;
const HEIGHT = 4000;
const TARGET = 8_000_000;

/** A 24 MP JPEG near 8 MB: smooth colour fields plus grain, which compresses like a real photo. */
async function cameraLikeJpeg(): Promise<Buffer> {
  const base = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#a0522d' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g"><stop offset="0" stop-color="#7b1e3a"/><stop offset="1" stop-color="#e8862a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="3000" cy="2000" r="1500" fill="#fbf3e8" opacity="0.5"/></svg>`,
        ),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  let grain = 40;
  for (let attempt = 0; attempt < 8; attempt++) {
    const noise = randomBytes(base.length);
    const pixels = Buffer.alloc(base.length);
    for (let i = 0; i < base.length; i++)
      pixels[i] = Math.max(0, Math.min(255, base[i]! + ((noise[i]! * grain) >> 8) - (grain >> 1)));
    const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (Math.abs(jpeg.length - TARGET) < TARGET * 0.05) return jpeg;
    grain = Math.max(1, Math.round(grain * (TARGET / jpeg.length) ** 2));
  }
  throw new Error('could not make an 8 MB test photo');
}

const photo = await cameraLikeJpeg();
console.log(
  `test photo: ${(photo.length / 1e6).toFixed(2)} MB, ${WIDTH}×${HEIGHT} (${(WIDTH * HEIGHT) / 1e6} MP) on ${os.cpus().length} cores`,
);
await processImage(photo, { blurred: true }); // warm-up: first use loads libvips' codecs
const times: number[] = [];
for (let run = 1; run <= 10; run++) {
  const start = process.hrtime.bigint();
  await processImage(photo, { blurred: true });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  times.push(ms);
  console.log(`run ${String(run).padStart(2)}: ${ms.toFixed(0)} ms`);
}
times.sort((a, b) => a - b);
console.log(
  `median of 10: ${((times[4]! + times[5]!) / 2).toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[9]!.toFixed(0)})`,
);
