import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { carBrands, carModels, cities } from '@/lib/server/db/schema';
import { seedBrands } from './data/brands';
import { seedCities } from './data/cities';

/** Lower-case ASCII slug for model names such as "Model 3" or "C-Elysée". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export async function seedCitiesTable(db: Db): Promise<void> {
  await db
    .insert(cities)
    .values(seedCities)
    .onConflictDoUpdate({
      target: cities.slug,
      set: {
        nameUk: sql`excluded.name_uk`,
        nameEn: sql`excluded.name_en`,
        regionUk: sql`excluded.region_uk`,
        regionEn: sql`excluded.region_en`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
        popular: sql`excluded.popular`,
        sort: sql`excluded.sort`,
      },
    });
}

export async function seedBrandsAndModels(db: Db): Promise<void> {
  const brands = await db
    .insert(carBrands)
    .values(seedBrands.map(({ slug, name }) => ({ slug, name })))
    .onConflictDoUpdate({ target: carBrands.slug, set: { name: sql`excluded.name` } })
    .returning({ id: carBrands.id, slug: carBrands.slug });
  const idBySlug = new Map(brands.map((brand) => [brand.slug, brand.id]));
  const models = seedBrands.flatMap((brand) =>
    brand.models.map((name) => ({ brandId: idBySlug.get(brand.slug)!, slug: slugify(name), name })),
  );
  await db
    .insert(carModels)
    .values(models)
    .onConflictDoUpdate({ target: [carModels.brandId, carModels.slug], set: { name: sql`excluded.name` } });
}
