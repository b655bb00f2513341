import type { MetadataRoute } from 'next';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { href, type RouteParams, type ScreenName } from '@/lib/routes';

/**
 * A page's sitemap entries: one `<url>` per language (Google's form for localized pages), each
 * naming every language and x-default (the Ukrainian page) as alternates — the same links as the
 * page's own hreflang (lib/seo/page-metadata.ts). URLs are absolute.
 */
export function localizedEntries(origin: URL, screen: ScreenName, params?: RouteParams, lastModified?: Date): MetadataRoute.Sitemap {
  // `href` gives an encoded path from the root, so the origin is prefixed as text: a file holds
  // 20 000 of these, and parsing each into a URL took most of its time.
  const url = (locale: (typeof locales)[number]) => origin.origin + href(screen, { locale, params });
  const languages: Record<string, string> = Object.fromEntries(locales.map((locale) => [locale, url(locale)]));
  languages['x-default'] = languages[defaultLocale]!;
  return locales.map((locale) => ({ url: url(locale), ...(lastModified ? { lastModified } : {}), alternates: { languages } }));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap index (sitemaps.org): the files that make up the sitemap, with their newest change where known. */
export function sitemapIndexXml(files: readonly { url: string; lastModified?: Date }[]): string {
  const entries = files.map((file) => `<sitemap>\n<loc>${escapeXml(file.url)}</loc>\n${file.lastModified ? `<lastmod>${file.lastModified.toISOString()}</lastmod>\n` : ''}</sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
