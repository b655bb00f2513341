import 'server-only';
import { sql } from 'drizzle-orm';
import type { TCatalogItem } from '@/lib/catalog/contracts';
import type { Period } from '@/lib/cars/periods';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { catalogItems } from './catalog-items';
import { assertSearchablePeriod } from './search-catalog';
import { LISTED } from './search-cars';

/**
 * The search cards of cars by id, as the list shows them (a map marker's popup): listed cars only,
 * in the order asked, priced for the period like the list's cards. A car that is not listed is left
 * out, as the search would leave it.
 */
export async function catalogCards(ids: readonly number[], locale: Locale, period: Period | null, now: Date): Promise<TCatalogItem[]> {
  if (period) assertSearchablePeriod(period, now);
  const db = await getDb();
  const unique = [...new Set(ids)];
  const result = (await db.execute(sql`select c.id from cars c where ${LISTED} and c.id in (${sql.join(unique.map((id) => sql`${id}::int`), sql`, `)})`)) as unknown as { rows: { id: number }[] };
  const listed = new Set(result.rows.map((row) => Number(row.id)));
  return catalogItems(unique.filter((id) => listed.has(id)), locale, period);
}
