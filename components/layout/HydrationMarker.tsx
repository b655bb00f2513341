'use client';

import { useEffect } from 'react';
import { markRootHydrated } from '@/lib/browser/hydration-gate';

/** Marks <html data-hydrated> once the client islands are live (end-to-end tests wait for it). */
export function HydrationMarker() {
  useEffect(markRootHydrated, []);
  return null;
}
