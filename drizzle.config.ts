import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied from code (lib/server/db/migrate.ts)
// because drizzle-kit's own migrate cannot load PGlite extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './lib/server/db/migrations',
  casing: 'snake_case',
});
