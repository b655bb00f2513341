import 'server-only';
import { count } from 'drizzle-orm';
import { getDb, inTransaction } from '@/lib/server/db/client';
import { cities, users } from '@/lib/server/db/schema';
import { invalidateSiteCache } from '@/lib/server/site/cache';
import { seedDemoAccounts } from './seed-accounts';
import { seedDemoBookings } from './seed-demo-bookings';
import { seedDemoFleet } from './seed-demo-fleet';
import { seedDictionary } from './seed-dictionary';
import { seedMenus } from './seed-menus';
import { seedMedia } from './seed-media';
import { seedContentPages } from './seed-pages';
import { seedBrandsAndModels, seedCitiesTable } from './seed-places-and-brands';
import { seedSiteSettings } from './seed-settings';

/** True when nothing has been seeded or registered yet (used by `npm start` on the embedded database). */
export async function isDatabaseEmpty(): Promise<boolean> {
  const db = await getDb();
  const [[cityCount], [userCount]] = await Promise.all([
    db.select({ n: count() }).from(cities),
    db.select({ n: count() }).from(users),
  ]);
  return (cityCount?.n ?? 0) === 0 && (userCount?.n ?? 0) === 0;
}

/**
 * Demo data for a newcomer: cities, brands and models, dictionaries, menus 1/10/21, settings,
 * content pages, one account per role and the demo fleet's hosts and companies, their cars
 * (seed-demo-fleet.ts) and the trips and reviews made in them (seed-demo-bookings.ts;
 * SEED_DEMO_FLEET=false leaves cars and trips out). Idempotent: reference data is
 * upserted, while content, settings, accounts and cars are only inserted when missing, so a re-run
 * never undoes later edits.
 */
export async function seedDatabase(options: { demoAccounts?: boolean; demoFleet?: boolean } = {}): Promise<void> {
  const demoAccounts = options.demoAccounts ?? process.env.SEED_DEMO_ACCOUNTS !== 'false';
  await inTransaction(async (tx) => {
    await seedCitiesTable(tx);
    await seedBrandsAndModels(tx);
    await seedDictionary(tx);
    await seedMenus(tx);
    await seedSiteSettings(tx);
    await seedContentPages(tx);
    if (demoAccounts) await seedDemoAccounts(tx);
  });
  await seedMedia();
  // After the accounts commit: the fleet renders its photos outside any transaction, then adds its rows in one.
  if (demoAccounts && (options.demoFleet ?? process.env.SEED_DEMO_FLEET !== 'false')) {
    await seedDemoFleet();
    // Past trips with reviews, and the demo renter's upcoming bookings (seed-demo-bookings.ts).
    await seedDemoBookings();
  }
  invalidateSiteCache();
}
