import { defineConfig } from 'vitest/config';

// One run covers every workspace; each has its own environment (node or jsdom).
export default defineConfig({
  test: {
    // One more worker than the machine's 2 cores: the API tests wait on PostgreSQL, Redis and
    // argon2 much of the time, and a third worker fills those waits (300–350 s → about 250 s).
    maxWorkers: 3,
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.js'] } },
    ],
  },
});
