import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { cities } from '@/lib/server/db/schema';

export type CityCard = { id: number; slug: string; name: string; region: string };

/** Popular active cities for the home page, in display order. */
export async function listPopularCities(locale: Locale): Promise<CityCard[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(cities)
    .where(and(eq(cities.popular, true), eq(cities.isActive, true)))
    .orderBy(asc(cities.sort), asc(cities.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: locale === 'en' ? row.nameEn : row.nameUk,
    region: locale === 'en' ? row.regionEn : row.regionUk,
  }));
}
