import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { dictionaryItems } from '@/lib/server/db/schema';

const fuelTypes = [
  { key: 'petrol', uk: 'Бензин', en: 'Petrol' },
  { key: 'diesel', uk: 'Дизель', en: 'Diesel' },
  { key: 'lpg', uk: 'Газ', en: 'LPG' },
  { key: 'petrol_lpg', uk: 'Бензин / газ', en: 'Petrol / LPG' },
  { key: 'hybrid', uk: 'Гібрид', en: 'Hybrid' },
  { key: 'plugin_hybrid', uk: 'Підключуваний гібрид', en: 'Plug-in hybrid' },
  { key: 'electric', uk: 'Електро', en: 'Electric' },
];

const transmissionTypes = [
  { key: 'manual', uk: 'Механічна', en: 'Manual' },
  { key: 'automatic', uk: 'Автоматична', en: 'Automatic' },
  { key: 'robotic', uk: 'Роботизована', en: 'Automated manual' },
  { key: 'cvt', uk: 'Варіатор', en: 'CVT' },
];

export async function seedDictionary(db: Db): Promise<void> {
  const rows = [
    ...fuelTypes.map((item, index) => ({ group: 'fuel_types', key: item.key, nameUk: item.uk, nameEn: item.en, sort: index + 1 })),
    ...transmissionTypes.map((item, index) => ({ group: 'transmission_types', key: item.key, nameUk: item.uk, nameEn: item.en, sort: index + 1 })),
  ];
  await db
    .insert(dictionaryItems)
    .values(rows)
    .onConflictDoUpdate({
      target: [dictionaryItems.group, dictionaryItems.key],
      set: { nameUk: sql`excluded.name_uk`, nameEn: sql`excluded.name_en`, sort: sql`excluded.sort` },
    });
}
