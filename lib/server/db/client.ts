import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = 'pglite' | 'postgres';

type Handle = { db: Db; engine: DbEngine; close: () => Promise<void> };

// Kept on globalThis so dev-mode module reloads reuse one connection (PGlite allows one opener).
const store = globalThis as typeof globalThis & { __kermoDb?: Promise<Handle> };

/** Where the embedded database lives; `memory://` keeps it in memory (tests). */
export function pgliteDataDir(): string {
  const dir = process.env.PGLITE_DATA_DIR || '.data/pglite';
  return dir.startsWith('memory://') ? dir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
}

export function dbEngine(): DbEngine {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

async function open(): Promise<Handle> {
  const schemaModule = await import('./schema');
  const url = process.env.DATABASE_URL;
  if (url) {
    const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    const { log } = await import('@/lib/server/log');
    pool.on('error', (error) => log.warn({ err: error }, 'idle PostgreSQL connection closed'));
    const db = drizzle({ client: pool, schema: schemaModule, casing: 'snake_case' }) as unknown as Db;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const [{ PGlite }, { btree_gist }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
  ]);
  const dataDir = pgliteDataDir();
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { extensions: { btree_gist } });
  const db = drizzle({ client, schema: schemaModule, casing: 'snake_case' }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close() };
}

async function openAndMigrate(): Promise<Handle> {
  const handle = await open();
  try {
    const { runMigrations } = await import('./migrate');
    await runMigrations(handle.db, handle.engine);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

/**
 * The database, opened on first use (never at import time, so `next build` never touches it)
 * and migrated before the first query runs.
 */
export async function getDb(): Promise<Db> {
  store.__kermoDb ??= openAndMigrate().catch((error: unknown) => {
    store.__kermoDb = undefined;
    throw error;
  });
  return (await store.__kermoDb).db;
}

export async function getDbEngine(): Promise<DbEngine> {
  await getDb();
  return (await store.__kermoDb!).engine;
}

/** Closes the connection (scripts and tests); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const pending = store.__kermoDb;
  store.__kermoDb = undefined;
  if (pending) await (await pending).close();
}
