import type { Metadata } from 'next';
import { defaultLocale, type Locale, locales } from '@/lib/i18n/locales';
import { href, type RouteParams, type RouteQuery, type ScreenName } from '@/lib/routes';
import { siteUrl } from './site-url';

/**
 * Metadata every page shares: title and description, the canonical URL of this language, hreflang
 * alternates for uk/en plus x-default (the Ukrainian page), and Open Graph.
 */
export function pageMetadata(options: {
  locale: Locale;
  screen: ScreenName;
  params?: RouteParams;
  title: string;
  description: string;
  siteName: string;
  absoluteTitle?: boolean;
  /** Part of the canonical URL (a list's `page`); every language's link carries it too. */
  query?: RouteQuery;
  /** A variant of a page (a filtered or dated search): kept out of the index, its links still followed. */
  noindex?: boolean;
}): Metadata {
  const { locale, screen, params, query, title, description, siteName } = options;
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, href(screen, { locale: l, params, query })]));
  languages['x-default'] = href(screen, { locale: defaultLocale, params, query });
  const canonical = href(screen, { locale, params, query });
  return {
    metadataBase: siteUrl(),
    ...(options.noindex ? { robots: { index: false, follow: true } } : {}),
    title: options.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName,
      title,
      description,
      url: canonical,
      locale: locale === 'uk' ? 'uk_UA' : 'en_US',
      alternateLocale: locales.filter((l) => l !== locale).map((l) => (l === 'uk' ? 'uk_UA' : 'en_US')),
    },
  };
}
