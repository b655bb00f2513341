import type { MetadataRoute } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { PAGES_SITEMAP, sitemapFile, sitemapIds } from '@/lib/server/seo/sitemaps';

export const dynamic = 'force-dynamic';

/**
 * The sitemap's files, served at /sitemaps/sitemap/{id}.xml: `pages` and the listed cars by id
 * range (lib/server/seo/sitemaps.ts); /sitemap.xml is their index (app/sitemap.xml/route.ts). Not
 * app/sitemap.ts: Next.js counts that as /sitemap.xml even with generateSitemaps, and refuses it
 * beside the index's route.
 * `next build` calls this too (for the route's static params): the database is never opened at
 * build time, and every request asks again, so the files follow the data.
 */
export async function generateSitemaps() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [{ id: PAGES_SITEMAP }];
  return sitemapIds();
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapFile(await id);
}
