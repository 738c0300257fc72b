// Prints the JavaScript a browser must fetch before the home page runs: the entry script and
// every module it preloads (the home page is in the entry; other pages load on demand).
// Fails when the figure exceeds the budget, so the check can run in `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 120;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error('apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
const html = fs.readFileSync(indexFile, 'utf8');
const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let total = 0;
console.log('Home route, initial JavaScript (gzip -9):');
for (const file of [...new Set([...scripts, ...preloads])]) {
  const size = gz(file);
  total += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(7)} KB`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(7)} KB (budget ${BUDGET_KB} KB)`);
const css = styles.reduce((sum, file) => sum + gz(file), 0);
console.log(`Initial CSS: ${kb(css)} KB gzipped`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)} KB.`);
  process.exit(1);
}
