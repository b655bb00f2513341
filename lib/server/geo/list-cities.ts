import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { type City, cities } from '@/lib/server/db/schema';

export type CityView = { id: number; slug: string; name: string; region: string; popular: boolean; lat: number; lng: number };

function view(row: City, locale: Locale): CityView {
  const en = locale === 'en';
  return { id: row.id, slug: row.slug, name: en ? row.nameEn : row.nameUk, region: en ? row.regionEn : row.regionUk, popular: row.popular, lat: row.lat, lng: row.lng };
}

/** Every active city in display order. */
export const listCities = cache(async (locale: Locale): Promise<CityView[]> => {
  const db = await getDb();
  const rows = await db.select().from(cities).where(eq(cities.isActive, true)).orderBy(asc(cities.sort), asc(cities.id));
  return rows.map((row) => view(row, locale));
});

/** One active city by slug, or null. */
export const getCityBySlug = cache(async (slug: string, locale: Locale): Promise<CityView | null> => {
  const db = await getDb();
  const [row] = await db.select().from(cities).where(and(eq(cities.slug, slug), eq(cities.isActive, true))).limit(1);
  return row ? view(row, locale) : null;
});
