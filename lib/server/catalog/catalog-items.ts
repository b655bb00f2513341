import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { TCatalogItem } from '@/lib/catalog/contracts';
import { carTitle } from '@/lib/cars/car-view';
import type { Period } from '@/lib/cars/periods';
import type { Locale } from '@/lib/i18n/locales';
import { pricingTermsOf } from '@/lib/pricing/car-terms';
import { quotePrice } from '@/lib/pricing/quote';
import { href } from '@/lib/routes';
import { getDb } from '@/lib/server/db/client';
import { carBrands, carModels, carPhotos, cars, cities } from '@/lib/server/db/schema';

/**
 * The cards of a result page, in the order of `ids`: what a renter compares in a list (title,
 * main photo, price per day and, for dates, the total the price call would quote — the same
 * pricing function), with the public, approximate position for the map.
 */
export async function catalogItems(ids: readonly number[], locale: Locale, period: Period | null): Promise<TCatalogItem[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ car: cars, brand: carBrands.name, model: carModels.name, citySlug: cities.slug, cityUk: cities.nameUk, cityEn: cities.nameEn, photo: { file: carPhotos.file, width: carPhotos.width, height: carPhotos.height } })
    .from(cars)
    .innerJoin(cities, eq(cities.id, cars.cityId))
    .leftJoin(carBrands, eq(carBrands.id, cars.brandId))
    .leftJoin(carModels, eq(carModels.id, cars.modelId))
    .leftJoin(carPhotos, and(eq(carPhotos.carId, cars.id), eq(carPhotos.isMain, true)))
    .where(inArray(cars.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.car.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const car = row.car;
    const terms = pricingTermsOf(car);
    const quote = period ? quotePrice(terms, period) : null;
    return [
      {
        id: car.id,
        slug: car.slug,
        city_slug: row.citySlug,
        city_name: locale === 'en' ? row.cityEn : row.cityUk,
        url: href('catalog-cityslug-carslug', { locale, params: { cityslug: row.citySlug, carslug: car.slug } }),
        title: carTitle(row.brand, row.model, car.year),
        year: car.year,
        price_per_day: terms.pricePerDayKop,
        total: quote?.total ?? null,
        days: quote?.days ?? null,
        hours: quote?.hours ?? null,
        calendar_days: terms.isDailyPrice,
        photo: row.photo?.file ? { file: row.photo.file, width: row.photo.width, height: row.photo.height } : null,
        gearbox: car.gearbox,
        fuel_type: car.fuelType,
        seats: car.seats,
        is_taxi: car.isTaxi,
        delivery: { offered: car.deliveryOffered === true, free: car.deliveryOffered === true && car.deliveryFree, price: car.deliveryOffered && !car.deliveryFree ? car.deliveryPriceKop : null },
        deposit: terms.deposit ? { amount: terms.deposit.minor, currency: terms.deposit.currency } : null,
        rating: car.rating,
        review_count: car.reviewCount,
        owner_rating: car.ownerRating,
        lat: car.approxLat!,
        lng: car.approxLng!,
      },
    ];
  });
}
