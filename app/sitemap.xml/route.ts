import { sitemapIndex } from '@/lib/server/seo/sitemaps';

export const dynamic = 'force-dynamic';

/** The sitemap index: Next.js serves the files of app/sitemaps/sitemap.ts but writes no index of them. */
export async function GET() {
  return new Response(await sitemapIndex(), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' } });
}
