import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { filesOfPage } from '../src/service-worker/page-files.ts';

/** Built files in Vite's manifest, by source: the file, and the chunks it imports statically. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The stylesheet of the web fonts, which every page from a browser's second on puts on (src/lib/web-fonts.ts). */
const FONTS_STYLESHEET = /(?:^|\/)src\/styles\/fonts\.css$/;

/**
 * The fonts every page draws with from a browser's second page on (its first keeps the phone's:
 * src/lib/web-fonts.ts): Inter and Playfair's Latin letters, both weights of Tamil, and the
 * faces of the rupee sign.
 */
const FIRST_PAGE_FONTS =
  /^assets\/(?:(?:inter|playfair-display)-latin-wght-normal|noto-sans-tamil-tamil-\d+-normal|rupee-(?:sans|serif))-[\w-]+\.woff2$/;
/** The installed app's icons, the pages' own icon, and the brand mark every page's header shows. */
const ICONS = /^(?:icons\/[\w-]+\.png|apple-touch-icon\.png|favicon\.svg|assets\/logo-mark-[\w-]+\.svg)$/;

/**
 * What the service worker fetches when it installs: what a first visit in either language
 * needs (index.html's scripts and styles, both languages' first texts, the fonts they show and
 * their stylesheet),
 * the icons and the offline page with its script. The rest of the app (some 140 files, most of
 * them pages a visitor may never open) is kept as it is used: on a phone paying for its data,
 * the install costs little beyond what the first visit already downloaded.
 */
export function firstVisitFiles(
  pages: { index: string; offline: string },
  manifest: ViteManifest,
  files: readonly string[],
): Set<string> {
  const keep = new Set<string>(['offline.html']);
  for (const page of [pages.index, pages.offline]) for (const file of filesOfPage(page)) keep.add(file.slice(1));
  const followed = new Set<string>();
  const withImports = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || followed.has(key)) return;
    followed.add(key);
    keep.add(chunk.file);
    for (const imported of chunk.imports ?? []) withImports(imported);
  };
  for (const key of Object.keys(manifest)) {
    if (/packages\/shared\/src\/i18n\/\w+\/core\.ts$/.test(key) || FONTS_STYLESHEET.test(key)) withImports(key);
  }
  for (const file of files) if (FIRST_PAGE_FONTS.test(file) || ICONS.test(file)) keep.add(file);
  return keep;
}

/** Workbox's list of the built files, cut down to firstVisitFiles once the build is written. */
export function precacheFirstVisit(distDir: string): ManifestTransform {
  return (entries) => {
    const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
    const keep = firstVisitFiles(
      { index: read('index.html'), offline: read('offline.html') },
      JSON.parse(read('.vite/manifest.json')) as ViteManifest,
      entries.map((entry) => entry.url),
    );
    const manifest = entries.filter((entry) => keep.has(entry.url));
    const missing = [...keep].filter((file) => !manifest.some((entry) => entry.url === file));
    return { manifest, warnings: missing.map((file) => `precache: ${file} is not among the built files`) };
  };
}
