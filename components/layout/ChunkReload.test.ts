import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadAfterChunkFailure } from './ChunkReload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('chunk-failure reload', () => {
  it('recognises chunk load failures only', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again within 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkFailure(1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1, storage, reload)).toBe(false);
    expect(reloadAfterChunkFailure(1_000_000 + CHUNK_RELOAD_INTERVAL_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
