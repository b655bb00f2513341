import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { contentPages } from '@/lib/server/db/schema';
import { sanitizeRichText } from '@/lib/server/html/sanitize';

export type ContentPageView = { slug: string; title: string; description: string; html: string; updatedAt: Date };

/** A published content page in one language with sanitized HTML, or null. */
export const getContentPage = cache(async (slug: string, locale: Locale): Promise<ContentPageView | null> => {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  const db = await getDb();
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)))
    .limit(1);
  if (!page) return null;
  const en = locale === 'en';
  return {
    slug: page.slug,
    title: en ? page.titleEn : page.titleUk,
    description: en ? page.descriptionEn : page.descriptionUk,
    html: sanitizeRichText(en ? page.bodyEn : page.bodyUk),
    updatedAt: page.updatedAt,
  };
});

/** Slugs of published pages with their last change, for the sitemap. */
export async function listPublishedPages(): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db.select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt }).from(contentPages).where(eq(contentPages.isPublished, true));
}
