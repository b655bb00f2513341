import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { contentPages } from '@/lib/server/db/schema';
import { sanitizeRichText } from '@/lib/server/html/sanitize';
import { seedPages } from './data/pages';

/** Content pages are inserted once; later edits (by operators) are never overwritten by a re-seed. */
export async function seedContentPages(db: Db): Promise<void> {
  await db
    .insert(contentPages)
    .values(seedPages.map((page) => ({ ...page, bodyUk: sanitizeRichText(page.bodyUk), bodyEn: sanitizeRichText(page.bodyEn) })))
    .onConflictDoNothing({ target: contentPages.slug });
}
