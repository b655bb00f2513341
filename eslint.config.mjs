import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'coverage/**']),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['next/font/google'], message: 'Fonts are self-hosted (offline builds).' }] }],
    },
  },
  {
    // Only server code may reach the database layer.
    files: ['components/**', 'lib/**'],
    ignores: ['lib/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/lib/server/*', '**/server/db/*'], message: 'Client and shared code must not import lib/server.' }] }],
    },
  },
  {
    // One transaction per state change, joined by every domain function beneath it: a direct
    // db.transaction() would open a second connection while one is open (on PGlite: for ever).
    // And no click handler in the capture phase: one that stopped the event would look to the page's
    // loader like a press React dropped while hydrating, and be pressed again (scripts/deferred-chunks.mjs).
    files: ['app/**', 'lib/**', 'scripts/**', 'components/**'],
    ignores: ['lib/server/db/client.ts', 'lib/server/db/migrate.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Use inTransaction() from lib/server/db/client.' },
        { selector: "JSXAttribute[name.name='onClickCapture']", message: 'A click stopped in its capture phase would be pressed again by the page loader (scripts/deferred-chunks.mjs).' },
      ],
    },
  },
]);
