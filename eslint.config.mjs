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
    files: ['app/**', 'lib/**', 'scripts/**'],
    ignores: ['lib/server/db/client.ts', 'lib/server/db/migrate.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Use inTransaction() from lib/server/db/client.' },
      ],
    },
  },
]);
