// npm start — build if needed, migrate, seed an empty embedded database, serve on PORT (3000).
import { buildIfNeeded } from './build-if-needed';
import { prepareDatabase } from './prepare-database';
import { runMain } from './run-main';
import { serve } from './serve';

runMain(async () => {
  buildIfNeeded();
  await prepareDatabase();
  serve('start');
});
