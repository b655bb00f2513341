import 'server-only';
import { asc } from 'drizzle-orm';
import { cache } from 'react';
import type { CarBrandOption, CarReferences } from '@/lib/cars/car-options';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { carBrands, carModels } from '@/lib/server/db/schema';
import { listCities } from '@/lib/server/geo/list-cities';
import { getDictionary } from '@/lib/server/site/get-dictionary';

/**
 * Every brand with its models, by name: the car form's two linked selects. The reference tables
 * are small (a few hundred models) and change only with a seed, so the page sends them whole.
 */
export const listCarBrands = cache(async (): Promise<CarBrandOption[]> => {
  const db = await getDb();
  const [brands, models] = await Promise.all([
    db.select({ id: carBrands.id, name: carBrands.name }).from(carBrands).orderBy(asc(carBrands.name)),
    db.select({ id: carModels.id, brandId: carModels.brandId, name: carModels.name }).from(carModels).orderBy(asc(carModels.name)),
  ]);
  return brands.map((brand) => ({
    id: brand.id,
    name: brand.name,
    models: models.filter((model) => model.brandId === brand.id).map(({ id, name }) => ({ id, name })),
  }));
});

/** Everything the car form chooses from, in the page's language. */
export async function loadCarReferences(locale: Locale): Promise<CarReferences> {
  const [brands, cities, dictionary] = await Promise.all([listCarBrands(), listCities(locale), getDictionary(locale)]);
  const car = dictionary[0]?.car;
  return {
    brands,
    cities: cities.map(({ id, name, region, lat, lng }) => ({ id, name, region, lat, lng })),
    fuelTypes: (car?.fuel_types ?? []).map(({ key, name }) => ({ key, name })),
    gearboxes: (car?.transmission_types ?? []).map(({ key, name }) => ({ key, name })),
  };
}
