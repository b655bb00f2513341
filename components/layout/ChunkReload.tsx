'use client';

import { useEffect } from 'react';

/** Spec §4/§9: after a route-chunk load failure the page reloads once, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const KEY = 'kermo:chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(text);
}

/** Reloads unless a reload for the same reason happened within the last 60 s. Returns whether it did. */
export function reloadAfterChunkFailure(now: number, storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function ChunkReload() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadAfterChunkFailure(Date.now(), window.localStorage, () => window.location.reload());
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
