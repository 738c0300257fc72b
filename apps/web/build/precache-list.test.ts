import { describe, expect, it } from 'vitest';
import { firstVisitFiles } from './precache-list';

const INDEX = `<html><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="stylesheet" crossorigin href="/assets/first-page-c.css">
</head><body><div id="root"></div></body></html>`;
const OFFLINE = `<html><head><link rel="stylesheet" crossorigin href="/assets/first-page-c.css">
<script type="module" crossorigin src="/assets/offline-page-d.js"></script></head></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  '../../packages/shared/src/i18n/en/core.ts': { file: 'assets/core-en.js', imports: ['_plural.js'] },
  '../../packages/shared/src/i18n/ta/core.ts': { file: 'assets/core-ta.js', imports: ['_plural.js'] },
  '_plural.js': { file: 'assets/plural-p.js' },
  '../../packages/shared/src/i18n/ta/app.ts': { file: 'assets/app-ta.js' },
  'src/features/search/routes/search-page.tsx': { file: 'assets/search-page-s.js' },
  'src/styles/fonts.css': { file: 'assets/fonts-f.css' },
};
const FILES = [
  'assets/index-a.js',
  'assets/vendor-b.js',
  'assets/first-page-c.css',
  'assets/offline-page-d.js',
  'assets/core-en.js',
  'assets/core-ta.js',
  'assets/plural-p.js',
  'assets/app-ta.js',
  'assets/search-page-s.js',
  'assets/toaster-t.css',
  'assets/fonts-f.css',
  'assets/inter-latin-wght-normal-i.woff2',
  'assets/inter-cyrillic-wght-normal-c.woff2',
  'assets/playfair-display-latin-wght-normal-p.woff2',
  'assets/playfair-display-vietnamese-wght-normal-v.woff2',
  'assets/noto-sans-tamil-tamil-400-normal-t4.woff2',
  'assets/noto-sans-tamil-tamil-700-normal-t7.woff2',
  'assets/rupee-sans-rs.woff2',
  'assets/rupee-serif-rf.woff2',
  'assets/banner-1-b.svg',
  'assets/logo-mark-m.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
  'apple-touch-icon.png',
  'favicon.svg',
  'og-image.png',
  'offline.html',
];

describe('what the service worker fetches when it installs', () => {
  const files = firstVisitFiles({ index: INDEX, offline: OFFLINE }, MANIFEST, FILES);

  it("is the first visit's files in either language, the icons, the brand mark and the offline page", () => {
    expect([...files].sort()).toEqual(
      [
        'assets/index-a.js',
        'assets/vendor-b.js',
        'assets/first-page-c.css',
        'assets/offline-page-d.js',
        'assets/core-en.js',
        'assets/core-ta.js',
        'assets/plural-p.js',
        'assets/fonts-f.css',
        'assets/inter-latin-wght-normal-i.woff2',
        'assets/playfair-display-latin-wght-normal-p.woff2',
        'assets/noto-sans-tamil-tamil-400-normal-t4.woff2',
        'assets/noto-sans-tamil-tamil-700-normal-t7.woff2',
        'assets/rupee-sans-rs.woff2',
        'assets/rupee-serif-rf.woff2',
        'icons/icon-192.png',
        'icons/icon-512.png',
        'icons/icon-maskable-512.png',
        'apple-touch-icon.png',
        'favicon.svg',
        'assets/logo-mark-m.svg',
        'offline.html',
      ].sort(),
    );
  });

  it('leaves the pages opened later, the other fonts and the sharing picture to be kept as they are used', () => {
    for (const file of [
      'assets/search-page-s.js',
      'assets/app-ta.js',
      'assets/toaster-t.css',
      'assets/inter-cyrillic-wght-normal-c.woff2',
      'og-image.png',
    ]) {
      expect(files.has(file), file).toBe(false);
    }
  });
});
