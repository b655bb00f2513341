import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';

/**
 * The listed cars for the sitemap (docs/catalog.md "SEO"), in files by id range: file k holds the
 * listed cars with ids in (k × size, (k + 1) × size]. A range, not an OFFSET: each file is one range
 * scan of the primary key however far the ids run, and a car stays in the same file for life.
 * At most `size` cars a file, each in two languages: 10 000 cars are 20 000 URLs and about 10 MB,
 * inside the sitemap limits (50 000 URLs, 50 MB).
 */
export const CAR_SITEMAP_CHUNK = 10_000;

/** A car is listed when approved, switched on and not deleted: the search's predicate, as its literals (search-cars.ts `LISTED`). */
const LISTED = sql.raw(`c.status = 'approved' and c.active and c.deleted_at is null`);

export type SitemapCar = { id: number; slug: string; citySlug: string; updatedAt: Date };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How many files the cars take: up to the last listed car's id (a descending probe of the primary key). */
export async function carSitemapFileCount(size = CAR_SITEMAP_CHUNK): Promise<number> {
  const db = await getDb();
  const [row] = rowsOf<{ last: number | string | null }>(await db.execute(sql`select max(c.id) as last from cars c where ${LISTED}`));
  const last = Number(row?.last ?? 0);
  return Math.ceil(last / size);
}

/**
 * The files that hold a listed car, each with its newest change (the index's `lastmod`, so a
 * crawler re-reads only the files that changed). One pass over the listed cars: for the index,
 * which crawlers read seldom.
 */
export async function carSitemapFiles(size = CAR_SITEMAP_CHUNK): Promise<{ file: number; lastModified: Date }[]> {
  const db = await getDb();
  const rows = rowsOf<{ file: number | string; last_modified: Date | string }>(
    await db.execute(sql`select (c.id - 1) / ${size}::int as file, max(c.updated_at) as last_modified from cars c where ${LISTED} group by 1 order by 1`),
  );
  return rows.map((row) => ({ file: Number(row.file), lastModified: new Date(row.last_modified) }));
}

/** The listed cars of file `file`, by id, with their city's slug (their page's address) and last change. */
export async function carSitemapFile(file: number, size = CAR_SITEMAP_CHUNK): Promise<SitemapCar[]> {
  const db = await getDb();
  const rows = rowsOf<{ id: number | string; slug: string; city_slug: string; updated_at: Date | string }>(
    await db.execute(sql`select c.id, c.slug, ci.slug as city_slug, c.updated_at from cars c join cities ci on ci.id = c.city_id
      where ${LISTED} and c.id > ${file * size}::int and c.id <= ${(file + 1) * size}::int order by c.id`),
  );
  return rows.map((row) => ({ id: Number(row.id), slug: row.slug, citySlug: row.city_slug, updatedAt: new Date(row.updated_at) }));
}
