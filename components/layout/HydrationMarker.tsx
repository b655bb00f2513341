'use client';

import { useEffect } from 'react';
import { markRootHydrated } from '@/lib/browser/hydration-gate';

/** Reports the page's root as hydrated; <html data-hydrated> follows once no form island holds it (lib/browser/hydration-gate.ts). */
export function HydrationMarker() {
  useEffect(markRootHydrated, []);
  return null;
}
