import { defineConfig } from 'vitest/config';

// One run covers every workspace; each has its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.js'] } },
    ],
  },
});
