'use client';

import { useEffect } from 'react';

/** Marks <html data-hydrated> once the client islands are live (end-to-end tests wait for it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
