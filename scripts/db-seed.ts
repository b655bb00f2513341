// npm run db:seed — loads the demo data; safe to run again (see lib/server/db/seed/index.ts).
import { closeDb, dbEngine } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/db/seed';
import { runMain } from './run-main';

runMain(async () => {
  const started = Date.now();
  await seedDatabase();
  console.log(`Demo data seeded into ${dbEngine()} in ${Date.now() - started} ms.`);
  await closeDb();
});
