import path from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [
      { find: /^@inai\/shared$/, replacement: path.resolve(import.meta.dirname, '../../packages/shared/src/index.ts') },
      { find: /^@inai\/shared\/(.+)$/, replacement: path.resolve(import.meta.dirname, '../../packages/shared/src/$1.ts') },
    ],
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
