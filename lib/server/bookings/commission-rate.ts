import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { siteSettings } from '@/lib/server/db/schema';
import { storedSettingSchemas } from '@/lib/server/site/stored-settings';

/**
 * The commission rate in force, in basis points, read from the database in the caller's
 * transaction (never the settings cache: a booking must store the rate that applied when it was made).
 */
export async function commissionRateBp(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'commission'));
  return storedSettingSchemas.commission.parse(row?.value).rate_bp;
}
