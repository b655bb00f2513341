import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = 'pglite' | 'postgres';

type Handle = { db: Db; engine: DbEngine; close: () => Promise<void> };

/**
 * The open transaction of the current async call chain, what to do in it just before it commits
 * (keyed: the same key asked twice runs once), and what to do once it has committed.
 */
type TxScope = { tx: Db; beforeCommit: Map<string, () => Promise<void>>; afterCommit: (() => unknown)[] };

// Kept on globalThis so dev-mode module reloads (and route bundles that each carry a copy of this
// module) share one connection (PGlite allows one opener) and one transaction context.
const store = globalThis as typeof globalThis & { __kermoDb?: Promise<Handle>; __kermoTx?: AsyncLocalStorage<TxScope> };
const txContext = (store.__kermoTx ??= new AsyncLocalStorage<TxScope>());

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
    const { queueQueries } = await import('./queue-queries');
    pool.on('connect', (client) => void queueQueries(client));
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

async function rootDb(): Promise<Db> {
  store.__kermoDb ??= openAndMigrate().catch((error: unknown) => {
    store.__kermoDb = undefined;
    throw error;
  });
  return (await store.__kermoDb).db;
}

/**
 * The database, opened on first use (never at import time, so `next build` never touches it)
 * and migrated before the first query runs. Inside `inTransaction` it is that transaction, so a
 * domain function called from another joins its transaction instead of opening a second
 * connection (which on PGlite, with its single connection, would wait for ever).
 */
export async function getDb(): Promise<Db> {
  return txContext.getStore()?.tx ?? rootDb();
}

function runAfterCommit(callbacks: (() => unknown)[]): void {
  for (const callback of callbacks) {
    // Detached from the request: a failing follow-up (an immediate e-mail send) never fails a
    // change that has already committed; the job that retries it will pick it up.
    void Promise.resolve()
      .then(callback)
      .catch(async (error: unknown) => {
        const { log } = await import('@/lib/server/log');
        log.warn({ err: error }, 'after-commit task failed');
      });
  }
}

/**
 * Runs `work` in one transaction: every getDb() call beneath it, in any domain function, uses it,
 * so a state change, its event log, notifications and outbox mail commit or roll back together.
 * Called inside an open transaction it becomes a savepoint of it (an inner failure that is caught
 * rolls back only the inner part). `afterCommit` tasks run once the outermost transaction commits.
 */
export async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = txContext.getStore();
  const afterCommit: (() => unknown)[] = [];
  const beforeCommit = new Map<string, () => Promise<void>>();
  const base = outer?.tx ?? (await rootDb());
  const result = await base.transaction((tx) =>
    txContext.run({ tx: tx as unknown as Db, beforeCommit, afterCommit }, async () => {
      const value = await work(tx as unknown as Db);
      if (!outer) await drainBeforeCommit(beforeCommit);
      return value;
    }),
  );
  if (outer) {
    for (const [key, task] of beforeCommit) if (!outer.beforeCommit.has(key)) outer.beforeCommit.set(key, task);
    outer.afterCommit.push(...afterCommit);
  } else runAfterCommit(afterCommit);
  return result;
}

/** Runs the keyed pre-commit tasks in order, and any a task adds, until none are left. */
async function drainBeforeCommit(tasks: Map<string, () => Promise<void>>): Promise<void> {
  while (tasks.size) {
    const [key, task] = tasks.entries().next().value!;
    tasks.delete(key);
    await task();
  }
}

/**
 * Runs `task` in the open transaction just before it commits, once per `key` however often it is
 * asked (a savepoint that rolls back drops its asks): work that must see everything the transaction
 * did, such as settling a booking's money after all its postings. Outside a transaction it runs now.
 */
export async function beforeCommit(key: string, task: () => Promise<void>): Promise<void> {
  const scope = txContext.getStore();
  if (!scope) return task();
  if (!scope.beforeCommit.has(key)) scope.beforeCommit.set(key, task);
}

/** Defers `task` until the open transaction commits (dropped if it rolls back); runs it now outside one. */
export function afterCommit(task: () => unknown): void {
  const scope = txContext.getStore();
  if (scope) scope.afterCommit.push(task);
  else runAfterCommit([task]);
}

/** Whether the current call chain runs inside `inTransaction`. */
export function insideTransaction(): boolean {
  return txContext.getStore() !== undefined;
}

/** Runs `work` outside any open transaction (e.g. to record a failure that must survive its rollback). */
export function outsideTransaction<T>(work: () => Promise<T>): Promise<T> {
  return txContext.exit(work);
}

export async function getDbEngine(): Promise<DbEngine> {
  await rootDb();
  return (await store.__kermoDb!).engine;
}

/** Closes the connection (scripts and tests); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const pending = store.__kermoDb;
  store.__kermoDb = undefined;
  if (pending) await (await pending).close();
}
