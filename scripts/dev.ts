// npm run dev — migrate, seed an empty embedded database, then the Next.js dev server.
import { prepareDatabase } from './prepare-database';
import { runMain } from './run-main';
import { serve } from './serve';

runMain(async () => {
  await prepareDatabase();
  serve('dev');
});
