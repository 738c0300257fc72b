import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@inai\/shared$/, replacement: path.resolve(import.meta.dirname, '../../packages/shared/src/index.ts') },
      { find: /^@inai\/shared\/(.+)$/, replacement: path.resolve(import.meta.dirname, '../../packages/shared/src/$1.ts') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // A screen test fills a form in jsdom in about a second on a quiet machine; beside the server's
    // suites on a shared machine at a third of its speed, 5 s (the default) ran out mid-form.
    testTimeout: 20_000,
  },
});
