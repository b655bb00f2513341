import { closeDb, dbEngine, getDb } from '@/lib/server/db/client';
import { isDatabaseEmpty, seedDatabase } from '@/lib/server/db/seed';

/**
 * Migrates, seeds an empty embedded database, then closes the connection: PGlite allows a single
 * opener, and the server process opens it next.
 */
export async function prepareDatabase(): Promise<void> {
  await getDb();
  if (dbEngine() === 'pglite' && (await isDatabaseEmpty())) {
    console.log('Empty embedded database: loading demo data…');
    await seedDatabase();
  }
  await closeDb();
}
