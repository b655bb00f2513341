import type { BrandOption } from '@/lib/catalog/brand-option';
import type { CatalogQuery } from '@/lib/catalog/search-query';
import { formatMoney, formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';

type Labels = {
  price: (from: string | null, to: string | null) => string;
  seats: (count: number) => string;
  years: (from: number | null, to: number | null) => string;
  delivery: string;
  freeDelivery: string;
  noDeposit: string;
  depositMax: (amount: string) => string;
  taxi: string;
  rating: (rating: string) => string;
};

/** One filter that is on: its words, and the search without it (what its chip's link removes). */
export type ActiveFilter = { key: string; label: string; without: Omit<CatalogQuery, 'city' | 'perPage'> };

/** The filters a search has on, each with the search it leaves when removed (from the first page). */
export function activeFilters(query: CatalogQuery, names: Record<string, string>, brands: BrandOption[], labels: Labels, locale: Locale): ActiveFilter[] {
  const f = query.filters;
  const without = (...fields: (keyof CatalogQuery['filters'])[]) => {
    const filters = { ...f };
    for (const field of fields) delete filters[field];
    return { ...query, page: 1, filters };
  };
  const money = (kop: number | undefined) => (kop === undefined ? null : formatMoney(kop, locale));
  const found: ActiveFilter[] = [];
  if (f.priceMin !== undefined || f.priceMax !== undefined) found.push({ key: 'price', label: labels.price(money(f.priceMin), money(f.priceMax)), without: without('priceMin', 'priceMax') });
  for (const gearbox of f.gearbox ?? []) found.push({ key: `gearbox-${gearbox}`, label: names[gearbox] ?? gearbox, without: { ...without(), filters: { ...f, gearbox: f.gearbox!.filter((item) => item !== gearbox) } } });
  for (const fuel of f.fuel ?? []) found.push({ key: `fuel-${fuel}`, label: names[fuel] ?? fuel, without: { ...without(), filters: { ...f, fuel: f.fuel!.filter((item) => item !== fuel) } } });
  if (f.seatsMin !== undefined) found.push({ key: 'seats', label: labels.seats(f.seatsMin), without: without('seatsMin') });
  if (f.brand !== undefined) {
    const brand = brands.find((option) => option.slug === f.brand);
    const model = brand?.models.find((option) => option.slug === f.model);
    found.push({ key: 'brand', label: [brand?.name ?? f.brand, model?.name ?? f.model].filter(Boolean).join(' '), without: without('brand', 'model') });
  }
  if (f.yearMin !== undefined || f.yearMax !== undefined) found.push({ key: 'year', label: labels.years(f.yearMin ?? null, f.yearMax ?? null), without: without('yearMin', 'yearMax') });
  if (f.delivery) found.push({ key: 'delivery', label: labels.delivery, without: without('delivery') });
  if (f.freeDelivery) found.push({ key: 'free_delivery', label: labels.freeDelivery, without: without('freeDelivery') });
  if (f.noDeposit) found.push({ key: 'no_deposit', label: labels.noDeposit, without: without('noDeposit') });
  if (f.depositMax !== undefined) found.push({ key: 'deposit_max', label: labels.depositMax(formatMoney(f.depositMax, locale)), without: without('depositMax') });
  if (f.taxi) found.push({ key: 'taxi', label: labels.taxi, without: without('taxi') });
  if (f.ratingMin !== undefined) found.push({ key: 'rating', label: labels.rating(formatNumber(f.ratingMin, { decimals: Number.isInteger(f.ratingMin) ? 0 : 1, locale })), without: without('ratingMin') });
  return found;
}
