import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPageChunk } from './build/first-page-chunk.ts';
import { offlinePage } from './build/offline-page.ts';
import { precacheFirstVisit } from './build/precache-list.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const lucide = [{ specifier: 'lucide-react', entry: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ }];
const sharedPackage = /[\\/]packages[\\/]shared[\\/]/;
// Three first loads, each grouped apart: the script every page starts with; the islands a
// visitor's public page hydrates when seen or touched; the whole app
// (docs/decisions/0084-islands-hydrated-when-seen-or-touched.md).
// The islands' runtime (1 KB) goes with the first script: in a chunk of its own it shared modules
// with the islands, and so imported their chunk, and React with it, before any island woke.
const firstPage = firstPageChunk(['/src/main.tsx', '/src/islands/start-islands.ts'], sharedPackage, lucide);
const islands = firstPageChunk(
  ['/src/islands/hydrate-island.tsx', '/src/app/layout/site-header.tsx', '/src/features/home/components/home-hero.tsx'],
  sharedPackage,
  lucide,
);
// Every island's part (as src/islands/island-parts.ts imports them): what they need stays out of
// the app's groups, so no public page's island fetches the member app.
const islandPartFiles = [
  ...fs
    .readFileSync(path.resolve(import.meta.dirname, 'src/islands/island-parts.ts'), 'utf8')
    .matchAll(/import\('\.\.(\/[^']+)'\)/g),
].map((m) => `/src${m[1]}${fs.existsSync(path.resolve(import.meta.dirname, `src${m[1]}.ts`)) ? '.ts' : '.tsx'}`);
const everyIsland = firstPageChunk(['/src/islands/hydrate-island.tsx', ...islandPartFiles], sharedPackage, lucide);
const wholeApp = firstPageChunk(['/src/app/start-app.tsx'], sharedPackage, lucide);
const inIslands = (id: string) => islands.isFirstPage(id) || (everyIsland.isFirstPage(id) && wholeApp.isFirstPage(id));
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

// The service worker (decision 0050), built from src/service-worker/sw.ts with Workbox, and the
// list of files it keeps written into it. The server writes the manifest (one per language),
// and the app registers the worker itself once its page has loaded (lib/service-worker.ts).
function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    includeManifestIcons: false,
    injectManifest: {
      // One classic script: module workers are newer than many of our members' phones.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,woff2,png,svg}'],
      // The raw index.html is a template: the server serves it filled in, per language.
      // The pages rendered ahead are templates too (scripts/prerender.mjs writes them after this).
      globIgnores: ['index.html', 'sw.js', 'prerendered/**'],
      // Hashed names change with their content: fetched as they are, no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [precacheFirstVisit(path.resolve(import.meta.dirname, 'dist'))],
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  // The build's renderer of the public pages (src/prerender, scripts/prerender.mjs) is built for
  // Node from the same sources: no service worker, offline page or chunk grouping for it.
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [firstPage.plugin, islands.plugin, everyIsland.plugin, wholeApp.plugin, offlinePage(), pwa()]),
  ],
  resolve: {
    // The shared package is consumed as TypeScript source: one build, no stale dist in dev.
    alias: [
      { find: /^@inai\/shared$/, replacement: path.resolve(import.meta.dirname, '../../packages/shared/src/index.ts') },
      { find: /^@inai\/shared\/(.+)$/, replacement: path.resolve(import.meta.dirname, '../../packages/shared/src/$1.ts') },
    ],
  },
  server: {
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  build: {
    target: 'es2022',
    // The server reads it to preload the visitor's language (plugins/web-app.ts); `npm run size` too.
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // A chunk is named by its hash alone: the first page lists every chunk's file (the
            // preload map), and the names' words cost the home page about a kilobyte.
            chunkFileNames: 'assets/c[hash].js',
            codeSplitting: {
              // Each first load's modules in a chunk, and its libraries in another (see above).
              groups: [
                { name: 'first-page', test: (id) => firstPage.isFirstPage(id), priority: 7 },
                // Asked by every visitor's page whether another tab holds a session: alone, or it
                // lands in a chunk of the app's and brings React before any island needs it.
                {
                  name: 'tab-session',
                  test: (id) => /[\\/]src[\\/]lib[\\/](session[\\/]tab-session|query-keys)\.ts$/.test(id),
                  priority: 8,
                },
                // React alone: the islands and the app both need it, and nothing else needs all of it.
                { name: 'react', test: (id) => REACT.test(id), priority: 6 },
                // The home page's islands, with what any island shares with the whole app: an island
                // must never fetch a chunk of the app's own.
                { name: 'islands-vendor', test: (id) => /node_modules[\\/]/.test(id) && inIslands(id), priority: 5 },
                { name: 'islands', test: inIslands, priority: 4 },
                { name: 'whole-app-vendor', test: (id) => /node_modules[\\/]/.test(id) && wholeApp.isFirstPage(id), priority: 3 },
                { name: 'whole-app', test: (id) => wholeApp.isFirstPage(id), priority: 2 },
                // The family's small pieces the cards and buttons show (who acted, "Managed with
                // family", a co-manager's refusals, the acting banner) in one chunk: each chunk is a
                // name, and its index in every page's list, in the first page's list of chunks.
                {
                  name: 'family-shared',
                  test: (id) =>
                    /[\\/]src[\\/](components[\\/](acting-banner|family-act-note|family-refusal|family-invite-offer)|lib[\\/](family-words|hooks[\\/]use-acting|api[\\/]family-switch))\.tsx?$/.test(
                      id,
                    ),
                },
                // A profile's facts with their units go with the country names: the cards, details
                // and biodata need both, and one chunk fewer keeps the first page's list of chunks short.
                {
                  name: 'countries',
                  test: (id) => /[\\/]packages[\\/]shared[\\/]src[\\/](countries(\.data)?|i18n[\\/]profile-facts)\.ts$/.test(id),
                },
              ],
            },
          },
        },
    // Fonts must stay files: the Content-Security-Policy allows fonts from our origin only.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
  },
}));
