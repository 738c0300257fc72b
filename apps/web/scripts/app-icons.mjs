// Draws the installed app's icons from the site's mark (src/assets/logo-mark.svg) on the site's
// maroon: `npm run icons -w @inai/web`, then commit the PNGs. The maroon ring of the mark would
// vanish on maroon, so the mark sits on a cream seat ringed in gold, as the header's light logo
// does. The maskable icon keeps the seat inside the central circle of 40% radius that every
// launcher's mask leaves whole (the "safe zone"); the others may fill more of the square.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '..');
const MAROON = '#7B1E3A';
const CREAM = '#FBF3E8';
const GOLD = '#D9A441';
/** The mark's drawing in its 64-unit box: the centre of what it covers, and the radius that holds all of it. */
const MARK_CENTRE = { x: 32, y: 29.7 };
const MARK_RADIUS = 30.3;

/**
 * The icons. `corner` rounds the maroon square (launchers that mask an icon cut their own
 * corners, so maskable and Apple's icons stay square); `seat` is the cream circle's radius as a
 * share of the side.
 */
const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, corner: 0.2, seat: 0.4 },
  { file: 'public/icons/icon-512.png', size: 512, corner: 0.2, seat: 0.4 },
  { file: 'public/icons/icon-maskable-512.png', size: 512, corner: 0, seat: 0.33, maskable: true },
  { file: 'public/apple-touch-icon.png', size: 180, corner: 0, seat: 0.37 },
];
const SAFE_ZONE = 0.4;

/** The mark's elements, without its <svg> wrapper and title. */
function markDrawing() {
  const svg = fs.readFileSync(path.join(web, 'src/assets/logo-mark.svg'), 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner) throw new Error('src/assets/logo-mark.svg has no <svg> element');
  return inner.replace(/<title>[\s\S]*?<\/title>/, '').trim();
}

function iconSvg({ size, corner, seat }, mark = markDrawing()) {
  const half = size / 2;
  const seatRadius = seat * size;
  const ring = Math.max(1.5, size * 0.012);
  // The mark fills the seat, leaving a tenth of it as a margin.
  const scale = (seatRadius * 0.9) / MARK_RADIUS;
  const at = (n) => Number(n.toFixed(3));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
<rect width="${size}" height="${size}" rx="${at(corner * size)}" fill="${MAROON}"/>
<circle cx="${half}" cy="${half}" r="${at(seatRadius - ring / 2)}" fill="${CREAM}" stroke="${GOLD}" stroke-width="${at(ring)}"/>
<g transform="translate(${at(half - MARK_CENTRE.x * scale)} ${at(half - MARK_CENTRE.y * scale)}) scale(${at(scale)})">
${mark}
</g>
</svg>`;
}

const mark = markDrawing();
for (const icon of ICONS) {
  if (icon.maskable && icon.seat > SAFE_ZONE) {
    throw new Error(`${icon.file}: the seat reaches outside the maskable safe zone`);
  }
  const target = path.join(web, icon.file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(iconSvg(icon, mark)))
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toFile(target);
  console.log(`${icon.file} (${icon.size}×${icon.size}, ${fs.statSync(target).size} bytes)`);
}
