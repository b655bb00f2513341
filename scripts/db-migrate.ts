// npm run db:migrate — applies the committed migrations to the configured database.
import { closeDb, dbEngine, getDb } from '@/lib/server/db/client';
import { runMain } from './run-main';

runMain(async () => {
  await getDb();
  console.log(`Migrations applied (${dbEngine()}).`);
  await closeDb();
});
