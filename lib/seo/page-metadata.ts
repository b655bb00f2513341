import type { Metadata } from 'next';
import { defaultLocale, type Locale, locales } from '@/lib/i18n/locales';
import { href, type RouteParams, type ScreenName } from '@/lib/routes';
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
}): Metadata {
  const { locale, screen, params, title, description, siteName } = options;
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, href(screen, { locale: l, params })]));
  languages['x-default'] = href(screen, { locale: defaultLocale, params });
  const canonical = href(screen, { locale, params });
  return {
    metadataBase: siteUrl(),
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
