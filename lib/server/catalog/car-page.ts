import 'server-only';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { TBusyPeriod, TCarOwner, TCarPage } from '@/lib/catalog/car-contracts';
import { carTitle } from '@/lib/cars/car-view';
import { type Period, toKyivDateTime } from '@/lib/cars/periods';
import { ROLE } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { pricingTermsOf } from '@/lib/pricing/car-terms';
import { href } from '@/lib/routes';
import { completedTrips, getPublicProfileCard } from '@/lib/server/accounts/public-profile';
import { reviewsOfCar } from '@/lib/server/bookings/review-list';
import { holdingPeriods } from '@/lib/server/cars/car-periods';
import { getDb } from '@/lib/server/db/client';
import { type Car, carBrands, carModels, carPhotos, carSlugRedirects, cars, cities, users } from '@/lib/server/db/schema';
import { getDictionary } from '@/lib/server/site/get-dictionary';

export const CAR_PAGE_LIMITS = {
  /** How far ahead the page's calendar shows busy days (about six months). */
  busyDays: 183,
  /** Spec: cancelling is free up to 24 hours before the start. */
  freeCancellationHours: 24,
} as const;

const DAY_MS = 86_400_000;

/** A car the catalog lists: approved, switched on by its owner, not deleted (the same as the search's). */
const listed = (): SQL => and(eq(cars.status, 'approved'), eq(cars.active, true), isNull(cars.deletedAt))!;

export type ListedCar = {
  car: Car;
  brand: string;
  model: string;
  city: { slug: string; nameUk: string; nameEn: string };
};

async function listedCarWhere(where: SQL): Promise<ListedCar | null> {
  const db = await getDb();
  const [row] = await db
    .select({ car: cars, brand: carBrands.name, model: carModels.name, city: { slug: cities.slug, nameUk: cities.nameUk, nameEn: cities.nameEn } })
    .from(cars)
    .innerJoin(carBrands, eq(carBrands.id, cars.brandId))
    .innerJoin(carModels, eq(carModels.id, cars.modelId))
    .innerJoin(cities, eq(cities.id, cars.cityId))
    .where(and(where, listed()))
    .limit(1);
  return row ?? null;
}

/**
 * The listed car a slug names: by its current slug, or by one it answered to before it was renamed
 * (car_slug_redirects; `moved` is then true, for a 301). Null for a slug that names no car, or a car
 * that is not listed (a draft, under review, switched off, rejected or deleted): those look alike.
 */
export async function findListedCar(slug: string): Promise<(ListedCar & { moved: boolean }) | null> {
  const current = await listedCarWhere(eq(cars.slug, slug));
  if (current) return { ...current, moved: false };
  const db = await getDb();
  const [old] = await db.select({ carId: carSlugRedirects.carId }).from(carSlugRedirects).where(eq(carSlugRedirects.slug, slug)).limit(1);
  if (!old) return null;
  const renamed = await listedCarWhere(eq(cars.id, old.carId));
  return renamed ? { ...renamed, moved: true } : null;
}

/** The listed car with this id, or null (the price call's lookup). */
export function findListedCarById(id: number): Promise<ListedCar | null> {
  return listedCarWhere(eq(cars.id, id));
}

/**
 * Periods that hold the car, merged where they overlap or meet, so a booking and an owner's block
 * (or two of them back to back) read as one busy stretch: the public sees when the car is taken,
 * never why or by whom.
 */
export function mergeBusy(periods: readonly Period[]): Period[] {
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Period[] = [];
  for (const period of sorted) {
    const last = merged[merged.length - 1];
    if (last && period.start.getTime() <= last.end.getTime()) {
      if (period.end > last.end) last.end = period.end;
    } else merged.push({ start: period.start, end: period.end });
  }
  return merged;
}

const busyView = (period: Period): TBusyPeriod => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  start_local: toKyivDateTime(period.start),
  end_local: toKyivDateTime(period.end),
});

/** The owner as the car page introduces them: the public profile's facts, nothing private. */
async function ownerOf(car: Car, locale: Locale): Promise<TCarOwner | null> {
  const db = await getDb();
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, car.ownerId)).limit(1);
  if (!user) return null;
  const kind = user.role === ROLE.legal ? 'legal' : 'host';
  const profile = await getPublicProfileCard(car.ownerId, kind, locale);
  if (!profile) return null;
  return {
    id: profile.id,
    kind: kind === 'legal' ? 'company' : 'host',
    name: profile.full_name,
    photo: profile.avatar,
    // The catalog keeps the owner's rating on the car (docs/catalog.md); null until reviews exist.
    rating: car.ownerRating ?? profile.rating,
    trips: await completedTrips(profile.id),
    response_time: profile.response_time_minutes,
    joined_at: profile.joined_at,
    verified: profile.verified,
    url: href(kind === 'legal' ? 'legal-id' : 'host-id', { locale, params: { id: profile.id } }),
  };
}

/** The comment in the asked language, else in the other one, else none. */
function commentOf(car: Car, locale: Locale): TCarPage['comment'] {
  const texts = { uk: car.commentUk?.trim() || null, en: car.commentEn?.trim() || null };
  const other: Locale = locale === 'uk' ? 'en' : 'uk';
  if (texts[locale]) return { text: texts[locale], lang: locale };
  if (texts[other]) return { text: texts[other], lang: other };
  return null;
}

/** Everything the car page shows of a listed car (by a current or old slug), or null. */
export async function getCarPage(slug: string, locale: Locale, now: Date): Promise<TCarPage | null> {
  const found = await findListedCar(slug);
  if (!found) return null;
  return carPageOf(found, locale, now);
}

/** The page's data of a car already found (the page and the API share it). */
export async function carPageOf({ car, brand, model, city }: ListedCar, locale: Locale, now: Date): Promise<TCarPage | null> {
  const db = await getDb();
  // One after another: inside a transaction they would share one connection.
  const owner = await ownerOf(car, locale);
  if (!owner) return null;
  const photos = await db
    .select({ file: carPhotos.file, width: carPhotos.width, height: carPhotos.height, is_main: carPhotos.isMain })
    .from(carPhotos)
    .where(eq(carPhotos.carId, car.id))
    .orderBy(asc(carPhotos.position), asc(carPhotos.id));
  const window = { start: now, end: new Date(now.getTime() + CAR_PAGE_LIMITS.busyDays * DAY_MS) };
  const busy = mergeBusy((await holdingPeriods(car.id, window)).map((row) => row.period));
  const dictionary = (await getDictionary(locale))[0]?.car;
  const named = (entries: { key: string; name: string }[] | undefined, key: string | null) =>
    key === null ? null : { key, name: entries?.find((entry) => entry.key === key)?.name ?? key };
  const terms = pricingTermsOf(car);
  return {
    id: car.id,
    slug: car.slug,
    url: href('catalog-cityslug-carslug', { locale, params: { cityslug: city.slug, carslug: car.slug } }),
    title: carTitle(brand, model, car.year),
    brand,
    model,
    year: car.year!,
    city: { slug: city.slug, name: locale === 'en' ? city.nameEn : city.nameUk },
    specs: {
      gearbox: named(dictionary?.transmission_types, car.gearbox),
      fuel_type: named(dictionary?.fuel_types, car.fuelType),
      engine_capacity: car.engineCapacity,
      fuel_consumption: car.fuelConsumption,
      doors: car.doors,
      seats: car.seats,
      color: car.color,
      is_taxi: car.isTaxi,
    },
    photos,
    comment: commentOf(car, locale),
    location: { lat: car.approxLat!, lng: car.approxLng! },
    schedule: car.schedule,
    min_notice_hours: car.minNoticeHours,
    rules: {
      min_term_days: car.minTermDays!,
      max_term_days: car.maxTermDays!,
      free_km_per_day: car.freeMileagePerDay,
      price_per_km: car.pricePerKmKop,
      deposit: terms.deposit ? { amount: terms.deposit.minor, currency: terms.deposit.currency } : null,
      delivery: {
        offered: terms.delivery.offered,
        free: terms.delivery.offered && terms.delivery.free,
        price: terms.delivery.offered && !terms.delivery.free ? terms.delivery.priceKop : null,
      },
      free_cancellation_hours: CAR_PAGE_LIMITS.freeCancellationHours,
      instant_booking: car.instantBooking,
    },
    prices: {
      per_hour: terms.pricePerHourKop,
      per_day: terms.pricePerDayKop,
      per_month: terms.pricePerMonthKop,
      discounts: terms.discounts.map((discount) => ({ from_days: discount.from_days, to_days: discount.to_days, amount: discount.amount_kop })),
      is_daily_price: terms.isDailyPrice,
    },
    rating: car.reviewCount > 0 ? car.rating : null,
    review_count: car.reviewCount,
    reviews: car.reviewCount > 0 ? await reviewsOfCar(car.id) : [],
    availability: { from: window.start.toISOString(), to: window.end.toISOString(), busy: busy.map(busyView) },
    owner,
  };
}
