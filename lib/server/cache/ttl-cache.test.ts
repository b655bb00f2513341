import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('serves a value until its TTL passes, then loads again', async () => {
    const cache = createTtlCache<number>(() => 1000);
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<string>(() => 1000);
    const load = vi.fn(async () => 'v');
    const values = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(values).toEqual(['v', 'v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>(() => 1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('forgets everything on clear()', async () => {
    const cache = createTtlCache<string>(() => 60_000);
    await cache.get('a', async () => 'old');
    cache.clear();
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });
});
