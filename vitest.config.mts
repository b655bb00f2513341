import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;
const resolve = {
  alias: {
    '@': root,
    // The real package throws outside React Server Components; tests run server code directly.
    'server-only': path.join(root, 'tests/support/server-only.ts'),
  },
};

const integration = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve,
  test: {
    name: `integration-${engine}`,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/integration/global-setup.ts'],
    setupFiles: ['tests/integration/setup.ts'],
    // Every in-process request shares one unknown address; rate-limit tests set the factor back to 1.
    env: { TEST_DB_ENGINE: engine, NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ADDRESS_MULTIPLIER: '1000' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // next-intl's ESM imports `next/server` without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine runs every file one after
    // another; integration files wait on the database as much as they compute, so use them all
    // (on 2 cores: integration 819 → 504 s, unit 147 → 94 s). At most 8: each integration worker
    // holds a PGlite in memory or up to 10 PostgreSQL connections (the server allows 100).
    maxWorkers: Math.min(8, Math.max(2, availableParallelism())),
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'components/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
          env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
        },
      },
      integration('pglite'),
      // The same suite against a real PostgreSQL server when one is provided (CI starts one).
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
