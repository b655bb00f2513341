import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';

/** The list of a city (or of the whole country) with a search's URL query. */
export function catalogHref(locale: Locale, city: string | null, query: Record<string, string>): string {
  return city ? href('catalog-cityslug', { locale, params: { cityslug: city }, query }) : href('catalog', { locale, query });
}

