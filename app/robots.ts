import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { href, screenNames, screens } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/site-url';

export const dynamic = 'force-dynamic';

/** Private screens (guarded) stay out of search engines; everything public is crawlable. */
export default function robots(): MetadataRoute.Robots {
  const disallow = screenNames
    .filter((name) => screens[name].guard !== 'public')
    .flatMap((name) => locales.map((locale) => href(name, { locale, params: { id: undefined, carslug: undefined } })));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...new Set([...disallow, '/api/', '/s-login/', '/en/s-login/'])] }],
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}
