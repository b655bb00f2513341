'use client';

import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the page is wide enough to show the booking and its conversation side by side (the CSS breakpoint). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
