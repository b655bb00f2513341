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
