import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

/** The list of a city (or of the whole country) with a search's URL query. */
export function catalogHref(locale: Locale, city: string | null, query: Record<string, string>): string {
  return city ? href('catalog-cityslug', { locale, params: { cityslug: city }, query }) : href('catalog', { locale, query });
}

/** Pick-up and return times a search offers: every half hour (the steps owners set their hours in). */
export const HANDOVER_TIMES: readonly string[] = Array.from({ length: 48 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`);
