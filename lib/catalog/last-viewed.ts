import { matchPath } from '@/lib/routes';

/**
 * Spec §2: the catalog remembers the last car opened from a list, so that coming back to that list
 * brings the car's card into view; leaving the catalog screens forgets it. Kept in sessionStorage
 * (per tab, and the list and car pages are full page loads), with the list it was opened from, so
 * a changed search does not jump to a car the person has moved on from.
 */
const KEY = 'kermo.catalog.lastViewed';
const CATALOG_SCREENS = new Set(['catalog', 'catalog-cityslug', 'catalog-cityslug-carslug']);

export type LastViewed = { id: number; list: string };

/** Whether a path (with or without the locale prefix) is one of the catalog screens. */
export function isCatalogScreen(pathname: string): boolean {
  const match = matchPath(pathname);
  return !!match && CATALOG_SCREENS.has(match.name);
}

// Storage may be off (private modes, blocked cookies): the list then simply starts at the top.
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberLastViewed(entry: LastViewed): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(entry));
  } catch {
    // A full or refused storage loses only the convenience.
  }
}

export function recallLastViewed(): LastViewed | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'id' in value && 'list' in value && Number.isSafeInteger(value.id) && typeof value.list === 'string') return { id: value.id as number, list: value.list };
  } catch {
    // Not ours or damaged: as if nothing was stored.
  }
  return null;
}

export function forgetLastViewed(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
