import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './scripts/eslint/server-boundaries.js';
import { webBoundaries } from './scripts/eslint/web-boundaries.js';
import { webDataLayer } from './scripts/eslint/web-data-layer.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: [
      'apps/server/**/*.ts',
      'packages/**/*.ts',
      'scripts/**/*.mjs',
      'apps/web/scripts/**/*.mjs',
      '*.config.{js,ts}',
      'e2e/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests included: they may import anything (they boot the whole app), and only they may
    // import the test support in src/test/.
    files: ['apps/server/src/**/*.ts'],
    plugins: { inai: serverBoundaries },
    rules: { 'inai/server-boundaries': 'error' },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    // Migrations and the migrator work on a schema that changes over time: `any` is honest there.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/*/scripts/**/*.{mjs,ts}', 'apps/server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, inai: { rules: { ...webBoundaries.rules, ...webDataLayer.rules } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'inai/web-boundaries': 'error',
      'inai/query-hooks-in-api': 'error',
      'inai/no-hooks-in-components': 'error',
    },
  },
);
