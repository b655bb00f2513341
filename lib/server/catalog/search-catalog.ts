import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { TCatalogSearchResult } from '@/lib/catalog/contracts';
import type { Period } from '@/lib/cars/periods';
import { type CatalogQuery, searchPeriodProblem } from '@/lib/catalog/search-query';
import { AppError } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { carBrands, carModels, cities } from '@/lib/server/db/schema';
import { catalogItems } from './catalog-items';
import { type SearchTarget, searchCars, searchMarkers } from './search-cars';

/** The ids behind a query's slugs; an unknown city is `city_not_found`, an unknown brand or model a field error. */
export async function resolveTarget(query: Pick<CatalogQuery, 'city' | 'filters'>): Promise<SearchTarget> {
  const db = await getDb();
  let cityId: number | null = null;
  if (query.city !== null) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(and(eq(cities.slug, query.city), eq(cities.isActive, true))).limit(1);
    if (!city) throw new AppError('city_not_found');
    cityId = city.id;
  }
  const target: SearchTarget = { cityId };
  if (query.filters.brand !== undefined) {
    const [brand] = await db.select({ id: carBrands.id }).from(carBrands).where(eq(carBrands.slug, query.filters.brand)).limit(1);
    if (!brand) throw new AppError('validation_failed', { fields: { brand: { key: 'unknownBrand' } } });
    target.brandId = brand.id;
    if (query.filters.model !== undefined) {
      const [model] = await db.select({ id: carModels.id }).from(carModels).where(and(eq(carModels.brandId, brand.id), eq(carModels.slug, query.filters.model))).limit(1);
      if (!model) throw new AppError('validation_failed', { fields: { model: { key: 'unknownModel' } } });
      target.modelId = model.id;
    }
  }
  return target;
}

/** A period the catalog can search at `now`, else the field error (past, reversed, too far ahead or too long). */
export function assertSearchablePeriod(period: Period, now: Date): void {
  const problem = searchPeriodProblem(period, now);
  if (problem) throw new AppError('validation_failed', { fields: { [problem.field]: { key: problem.key, ...(problem.key === 'dateTooFar' || problem.key === 'periodTooLong' ? { params: { years: 2, days: 366 } } : {}) } } });
}

/**
 * A catalog search as the API and the pages answer it: the page of cards, spec §3's pagination
 * and, when asked, the map's markers. Public data only: listed cars, approximate places.
 */
export async function searchCatalog(query: CatalogQuery, options: { locale: Locale; now: Date; markers?: boolean }): Promise<TCatalogSearchResult> {
  if (query.period) assertSearchablePeriod(query.period, options.now);
  const target = await resolveTarget(query);
  const { total, capped, ids } = await searchCars(query, target, options.now);
  const items = await catalogItems(ids, options.locale, query.period);
  const result: TCatalogSearchResult = { items, pagination: { total, per_page: query.perPage, current_page: query.page }, total_capped: capped };
  if (options.markers) {
    const { markers, capped } = await searchMarkers(query, target, options.now);
    result.markers = markers;
    result.markers_capped = capped;
  }
  return result;
}
