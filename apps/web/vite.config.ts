import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPageChunk } from './build/first-page-chunk.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const firstPage = firstPageChunk('/src/main.tsx', /[\\/]packages[\\/]shared[\\/]/, [
  { specifier: 'lucide-react', entry: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ },
]);

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPage.plugin],
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
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs in one chunk, the first page's own modules in another.
          groups: [
            { name: 'vendor', test: (id) => /node_modules[\\/]/.test(id) && firstPage.isFirstPage(id), priority: 2 },
            { name: 'first-page', test: (id) => firstPage.isFirstPage(id), priority: 1 },
          ],
        },
      },
    },
    // Fonts must stay files: the Content-Security-Policy allows fonts from our origin only.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
  },
});
