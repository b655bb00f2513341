import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, DbEngine } from './client';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib/server/db/migrations');

// Any constant works; it only has to be the same for every replica that may start at once.
const MIGRATION_LOCK_ID = 7_340_215;

/**
 * Applies the committed SQL migrations. On PostgreSQL several replicas may start together, so the
 * run holds a session advisory lock; PGlite has a single opener and needs none.
 */
export async function runMigrations(db: Db, engine: DbEngine): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: 'public', migrationsTable: '__drizzle_migrations' };
  if (engine === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, config);
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    // The migrator runs its own transaction on another pooled connection; ours only holds the lock.
    await migrate(db as never, config);
  });
}
