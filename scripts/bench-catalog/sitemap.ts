// The sitemap of cars at the bench's scale (docs/catalog.md "SEO"): one file of CAR_SITEMAP_CHUNK
// cars by id range (the query, then the whole file as Next.js gets it), the file count that every
// file request asks first, and the index's one pass over the listed cars. Warm, median of `runs`.
import { type SQL, sql } from 'drizzle-orm';
// Next.js's own serializer of a sitemap file (internal; for the file's size only).
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { CAR_SITEMAP_CHUNK, carSitemapFile, carSitemapFileCount, carSitemapFiles } from '@/lib/server/catalog/car-sitemap';
import { getDb } from '@/lib/server/db/client';
import { sitemapFile, sitemapIndex } from '@/lib/server/seo/sitemaps';
import { ms, percentile } from './stats';

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

/** The plan of one file's query, as the app runs it (the same text as car-sitemap.ts). */
async function filePlan(file: number): Promise<string[]> {
  const db = await getDb();
  const statement: SQL = sql`explain (analyze, buffers) select c.id, c.slug, ci.slug as city_slug, c.updated_at from cars c join cities ci on ci.id = c.city_id
    where c.status = 'approved' and c.active and c.deleted_at is null and c.id > ${file * CAR_SITEMAP_CHUNK}::int and c.id <= ${(file + 1) * CAR_SITEMAP_CHUNK}::int order by c.id`;
  return ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => String(Object.values(row)[0]));
}

export async function benchSitemap(log: (line: string) => void, runs = 7): Promise<void> {
  const files = await carSitemapFileCount();
  const middle = Math.floor(files / 2);
  const rows = (await carSitemapFile(middle)).length;
  const entries = await sitemapFile(`cars-${middle}`);
  const bytes = Buffer.byteLength(resolveSitemap(entries));
  log(`\nSitemap of cars (${files} files of ${CAR_SITEMAP_CHUNK} ids; file cars-${middle}: ${rows} cars, ${entries.length} URLs, ${(bytes / 2 ** 20).toFixed(1)} MB), warm, median of ${runs} (ms):`);
  log(`  one file's query (carSitemapFile)          ${ms(await median(runs, () => carSitemapFile(middle)))}`);
  log(`  the whole file's entries (sitemapFile)      ${ms(await median(runs, () => sitemapFile(`cars-${middle}`)))}`);
  log(`  the file count asked before each file       ${ms(await median(runs, () => carSitemapFileCount()))}`);
  log(`  the index's files and lastmod (one pass)    ${ms(await median(runs, () => carSitemapFiles()))}`);
  log(`  the index's XML (sitemapIndex)              ${ms(await median(runs, () => sitemapIndex()))}`);
  const plan = await filePlan(middle);
  log(`  plan of one file: ${plan.filter((line) => /Scan|Join|Execution Time/.test(line)).map((line) => line.trim()).join(' | ')}`);
}
