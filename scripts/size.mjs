// Prints the JavaScript a browser must fetch before the home page runs, in each language: the
// entry script, every module it preloads, and that language's core texts (the home page is in
// the entry; other pages and the other language load on demand). Fails when either figure is
// over the budget, so the check can run in `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 120;
const LOCALES = ['en', 'ta'];
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const indexFile = path.join(dist, 'index.html');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(indexFile) || !fs.existsSync(manifestFile)) {
  console.error('apps/web/dist is missing or has no manifest: run `npm run build` first.');
  process.exit(1);
}
const html = fs.readFileSync(indexFile, 'utf8');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);

/** A chunk and every chunk it imports statically, as files. */
function withImports(key, into = new Set()) {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const dep of entry.imports ?? []) withImports(dep, into);
  return into;
}
const coreKey = (locale) => Object.keys(manifest).find((k) => k.endsWith(`packages/shared/src/i18n/${locale}/core.ts`));

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const common = [...new Set([...scripts, ...preloads])];
const commonSize = common.reduce((sum, file) => sum + gz(file), 0);
console.log('Home route, initial JavaScript (gzip -9):');
console.log(`  shared by both languages (${common.length} files)`.padEnd(56) + `${kb(commonSize).padStart(7)} KB`);
let over = false;
for (const locale of LOCALES) {
  const key = coreKey(locale);
  if (!key) throw new Error(`no chunk for the ${locale} core texts in the manifest`);
  const texts = [...withImports(key)].filter((file) => !common.includes(file));
  const textsSize = texts.reduce((sum, file) => sum + gz(file), 0);
  const total = commonSize + textsSize;
  over ||= total > BUDGET_KB * 1024;
  console.log(`  + ${locale} core texts (${texts.join(', ')})`.padEnd(56) + `${kb(textsSize).padStart(7)} KB`);
  console.log(
    `  total in ${locale === 'en' ? 'English' : 'Tamil'}`.padEnd(56) + `${kb(total).padStart(7)} KB (budget ${BUDGET_KB} KB)`,
  );
}
const css = styles.reduce((sum, file) => sum + gz(file), 0);
console.log(`Initial CSS: ${kb(css)} KB gzipped`);
if (over) {
  console.error(`Over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
