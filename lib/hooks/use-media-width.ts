'use client';

import { useSyncExternalStore } from 'react';

/** Spec §9: device resize handling is debounced by 50 ms. */
export const RESIZE_DEBOUNCE_MS = 50;

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * True while the window is at most `maxWidth` wide (spec §2 breakpoints), re-read 50 ms after
 * resizing stops. `serverValue` is what the server and the first render assume.
 */
export function useMaxWidth(maxWidth: number, serverValue = false): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth <= maxWidth,
    () => serverValue,
  );
}
