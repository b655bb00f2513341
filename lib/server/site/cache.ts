import 'server-only';
import { createTtlCache } from '@/lib/server/cache/ttl-cache';

const ttl = () => Number(process.env.SITE_CACHE_TTL_MS ?? 60_000);

/** One cache for everything the site shell reads on every page: settings, menus, dictionary. */
export const siteCache = createTtlCache<unknown>(ttl);

export function cachedSite<V>(key: string, load: () => Promise<V>): Promise<V> {
  return siteCache.get(key, load) as Promise<V>;
}

/** Called by every writer of site content (seed, operator console). */
export function invalidateSiteCache(): void {
  siteCache.clear();
}
