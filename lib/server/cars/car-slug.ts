import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { type Car, carBrands, carModels, carSlugRedirects, cars } from '@/lib/server/db/schema';

/**
 * A car's slug: brand, model and year from the reference tables, then its id, which makes it
 * unique and stable (`toyota-camry-2021-1234`); a draft without them is `car-1234`. The reference
 * slugs are lower-case Latin already, so the slug is too.
 */
export async function slugFor(car: Pick<Car, 'id' | 'brandId' | 'modelId' | 'year'>): Promise<string> {
  const db = await getDb();
  const [brand] = car.brandId ? await db.select({ slug: carBrands.slug }).from(carBrands).where(eq(carBrands.id, car.brandId)) : [];
  const [model] = car.modelId ? await db.select({ slug: carModels.slug }).from(carModels).where(eq(carModels.id, car.modelId)) : [];
  return composeCarSlug(car.id, { brand: brand?.slug, model: model?.slug, year: car.year });
}

/** The slug from the reference slugs already at hand (the demo fleet's bulk insert, slugFor). */
export function composeCarSlug(id: number, parts: { brand?: string | null; model?: string | null; year?: number | null }): string {
  const words = [parts.brand, parts.model, parts.year ? String(parts.year) : undefined].filter(Boolean);
  return words.length ? `${words.join('-')}-${id}` : `car-${id}`;
}

/**
 * Gives the car the slug its current brand, model and year call for. The old one keeps answering
 * (a 301 to the new one, car-slug redirects) unless it was only a draft's placeholder. Returns the
 * slug in force.
 */
export async function refreshSlug(car: Car): Promise<string> {
  const slug = await slugFor(car);
  if (slug === car.slug) return slug;
  const db = await getDb();
  if (car.status !== 'draft') await db.insert(carSlugRedirects).values({ slug: car.slug, carId: car.id }).onConflictDoNothing();
  // A slug that once redirected here may become current again.
  await db.delete(carSlugRedirects).where(eq(carSlugRedirects.slug, slug));
  await db.update(cars).set({ slug }).where(eq(cars.id, car.id));
  return slug;
}

/** The car a slug names now, or the current slug when it is an old one (for a 301), or null. */
export async function resolveCarSlug(slug: string): Promise<{ car: Car } | { redirectTo: string } | null> {
  const db = await getDb();
  const [car] = await db.select().from(cars).where(eq(cars.slug, slug));
  if (car) return { car };
  const [old] = await db.select({ slug: cars.slug }).from(carSlugRedirects).innerJoin(cars, eq(cars.id, carSlugRedirects.carId)).where(eq(carSlugRedirects.slug, slug));
  return old ? { redirectTo: old.slug } : null;
}
