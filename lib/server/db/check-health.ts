import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, getDbEngine } from './client';

/** Runs a trivial query; getDb() has already applied migrations, so success means ready. */
export async function checkDatabase(): Promise<{ engine: 'pglite' | 'postgres'; latencyMs: number }> {
  const started = performance.now();
  const db = await getDb();
  await db.execute(sql`select 1`);
  return { engine: await getDbEngine(), latencyMs: Math.round(performance.now() - started) };
}
