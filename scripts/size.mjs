// Prints the JavaScript a browser fetches, gzipped, in each language
// (docs/decisions/0084-islands-hydrated-when-seen-or-touched.md):
// - a visitor's first page, initially: the script every page starts with, what it preloads and
//   that language's core texts, before anything on the page is seen or touched;
// - the same home page once its islands on screen are hydrated (at idle);
// - a member's app: the first script and the whole app's chunks.
// Fails when the first figure is over its budget, the member app over its own, or when any
// island would fetch a chunk of the member app's, so the check can run in `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = { initial: 70, memberApp: 130 };
const LOCALES = ['en', 'ta'];
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(manifestFile)) {
  console.error('apps/web/dist is missing or has no manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** Chunks (by manifest key) and every chunk they import statically, as files. */
function withImports(keys, into = new Set()) {
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry) throw new Error(`no ${key} in the build's manifest`);
    if (into.has(entry.file)) continue;
    into.add(entry.file);
    withImports(entry.imports ?? [], into);
  }
  return into;
}
/** The keys a set of chunks imports on demand. */
const dynamicOf = (files) =>
  Object.entries(manifest)
    .filter(([, entry]) => files.has(entry.file))
    .flatMap(([, entry]) => entry.dynamicImports ?? []);

const TEXTS = /packages\/shared\/src\/i18n\/(en|ta)\/(core|app)\.ts$/;
const coreKey = (locale) => Object.keys(manifest).find((k) => k.endsWith(`packages/shared/src/i18n/${locale}/core.ts`));
const start = withImports(['index.html']);
const fromStart = dynamicOf(start);
// The whole app is a group chunk of its own (apps/web/vite.config.ts), started by main.tsx; the
// islands' runtime is in the first script, and starts each island's part on demand.
const appKey = fromStart.find((k) => k.startsWith('_') && manifest[k].name === 'whole-app');
if (!appKey) throw new Error('main.tsx no longer starts the app on demand');
const islandParts = fromStart.filter((k) => k !== appKey && !TEXTS.test(k));
// The header and the home page's hero are grouped in one chunk (apps/web/vite.config.ts).
const homeIslands = islandParts.filter((k) => k.startsWith('_') && manifest[k].name === 'islands');
if (homeIslands.length !== 1) throw new Error('the islands of the home page are no longer one chunk');
const islands = withImports(homeIslands);
const everyIsland = withImports(islandParts);
const app = withImports([appKey]);

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const sizeOf = (...sets) => [...new Set(sets.flatMap((s) => [...s]))].reduce((sum, file) => sum + gz(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const line = (label, bytes, budget) =>
  console.log(`  ${label}`.padEnd(60) + kb(bytes) + (budget ? ` (budget ${budget} KB)` : ''));

// The app's own groups (its modules and its libraries): a visitor's islands must not need them.
const appOwn = new Set(
  Object.entries(manifest)
    .filter(([key, entry]) => key.startsWith('_') && (entry.name === 'whole-app' || entry.name === 'whole-app-vendor'))
    .map(([, entry]) => entry.file),
);
const leaks = [...everyIsland].filter((file) => appOwn.has(file));
let over = false;
for (const locale of LOCALES) {
  const core = coreKey(locale);
  if (!core) throw new Error(`no chunk for the ${locale} core texts in the manifest`);
  const texts = withImports([core]);
  const initial = sizeOf(start, texts);
  const onScreen = sizeOf(start, texts, islands);
  const memberApp = sizeOf(start, texts, app);
  over ||= initial > BUDGET_KB.initial * 1024 || memberApp > BUDGET_KB.memberApp * 1024;
  console.log(`${locale === 'en' ? 'English' : 'Tamil'} (gzip -9):`);
  line(`a visitor's first page, initially (${start.size + texts.size} files)`, initial, BUDGET_KB.initial);
  line(`  with the home page's islands on screen hydrated`, onScreen);
  line(`a member's app, after sign-in`, memberApp, BUDGET_KB.memberApp);
}
const styles = Object.values(manifest)
  .filter((entry) => start.has(entry.file))
  .flatMap((entry) => entry.css ?? []);
console.log(`Initial CSS: ${kb(sizeOf(new Set(styles))).trim()} gzipped`);
if (leaks.length) {
  console.error(`A visitor's islands fetch the member app's chunks: ${leaks.join(', ')}`);
  process.exit(1);
}
if (over) {
  console.error('Over budget.');
  process.exit(1);
}
