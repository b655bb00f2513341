import 'server-only';

type Entry<V> = { value: Promise<V>; expires: number };

/**
 * A small in-process cache for read-heavy data (settings, menus, dictionary). Concurrent misses
 * share one load; a failed load is not cached. Writers call `clear()` on this replica; other
 * replicas converge within the TTL, which is the documented staleness bound.
 */
export function createTtlCache<V>(ttlMs: () => number) {
  const entries = new Map<string, Entry<V>>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      entries.set(key, { value, expires: now + ttlMs() });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
