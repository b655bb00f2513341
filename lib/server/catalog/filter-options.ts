import 'server-only';
import { sql } from 'drizzle-orm';
import type { BrandOption } from '@/lib/catalog/brand-option';
import { createTtlCache } from '@/lib/server/cache/ttl-cache';
import { getDb } from '@/lib/server/db/client';

// Brands come and go with listings, not with each search: a few minutes old is fine for a select.
const cache = createTtlCache<BrandOption[]>(() => 5 * 60_000);

/**
 * The makes and models a renter can pick in the filters: only those with a listed car in the city
 * (or anywhere), so no choice leads to an empty page by itself.
 */
export function listedBrands(cityId: number | null): Promise<BrandOption[]> {
  return cache.get(`brands:${cityId ?? 'all'}`, async () => {
    const db = await getDb();
    const city = cityId === null ? sql`` : sql` and c.city_id = ${cityId}::int`;
    const result = await db.execute(sql`
      select b.slug as brand_slug, b.name as brand_name, m.slug as model_slug, m.name as model_name
      from (select distinct c.brand_id, c.model_id from cars c
            where c.status = 'approved' and c.active and c.deleted_at is null${city}) listed
      join car_brands b on b.id = listed.brand_id
      join car_models m on m.id = listed.model_id
      order by b.name, m.name`);
    const rows = (result as unknown as { rows: { brand_slug: string; brand_name: string; model_slug: string; model_name: string }[] }).rows;
    const brands = new Map<string, BrandOption>();
    for (const row of rows) {
      const brand = brands.get(row.brand_slug) ?? { slug: row.brand_slug, name: row.brand_name, models: [] };
      brand.models.push({ slug: row.model_slug, name: row.model_name });
      brands.set(row.brand_slug, brand);
    }
    return [...brands.values()];
  });
}
