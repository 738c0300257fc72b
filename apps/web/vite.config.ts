import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The shared package is consumed as TypeScript source: one build, no stale dist in dev.
    alias: { '@inai/shared': path.resolve(import.meta.dirname, '../../packages/shared/src/index.ts') },
  },
  server: {
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  build: {
    target: 'es2022',
    // Fonts must stay files: the Content-Security-Policy allows fonts from our origin only.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
  },
});
