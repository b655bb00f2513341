import 'server-only';
import { eq } from 'drizzle-orm';
import type { DepositRates } from '@/lib/payments/deposit';
import { getDb } from '@/lib/server/db/client';
import { siteSettings } from '@/lib/server/db/schema';
import { storedSettingSchemas } from '@/lib/server/site/stored-settings';

/**
 * The operator's rates for holding dollar and euro deposits, read in the caller's transaction (never
 * the settings cache: the booking keeps the rate it was paid at).
 */
export async function depositRates(): Promise<DepositRates> {
  const db = await getDb();
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'deposit_rates'));
  const rates = storedSettingSchemas.deposit_rates.parse(row?.value);
  return { USD: rates.usd_kop, EUR: rates.eur_kop };
}
