'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { forgetLastViewed, isCatalogScreen } from '@/lib/catalog/last-viewed';

/** Spec §2: leaving the catalog screens clears the stored last-viewed car (on every page, so any way out counts). */
export function CatalogMemoryReset() {
  const pathname = usePathname();
  useEffect(() => {
    if (!isCatalogScreen(pathname)) forgetLastViewed();
  }, [pathname]);
  return null;
}
