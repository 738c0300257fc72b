// Writes .br and .gz twins of the built text assets; the server sends them to browsers that
// accept them (fastify-static preCompressed), so no CPU is spent compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|svg|html|json|txt|map|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!compressible.test(file) || file.endsWith('.map')) continue;
  // The pages rendered ahead are templates: the server fills them in and compresses each answer.
  if (file.includes(`${path.sep}prerendered${path.sep}`)) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
