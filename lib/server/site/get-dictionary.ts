import 'server-only';
import { asc } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { TDictionary } from '@/lib/site/schemas';
import { getDb } from '@/lib/server/db/client';
import { dictionaryItems } from '@/lib/server/db/schema';
import { cachedSite } from './cache';

async function loadDictionary(locale: Locale): Promise<TDictionary> {
  const db = await getDb();
  const rows = await db.select().from(dictionaryItems).orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id));
  const entries = (group: string) =>
    rows
      .filter((row) => row.group === group)
      .map((row) => ({ id: row.id, key: row.key, name: locale === 'en' ? row.nameEn : row.nameUk }));
  return [{ car: { fuel_types: entries('fuel_types'), transmission_types: entries('transmission_types') } }];
}

export function getDictionary(locale: Locale): Promise<TDictionary> {
  return cachedSite(`dictionary:${locale}`, () => loadDictionary(locale));
}
