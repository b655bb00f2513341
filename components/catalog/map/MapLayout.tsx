'use client';

import { NextIntlClientProvider } from 'next-intl';
import dynamic from 'next/dynamic';
import { Component, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { Messages } from '@/lib/i18n/messages';
import type { CatalogMapViewProps } from './CatalogMapView';
import styles from './map.module.css';

// Leaflet needs a browser, and the list comes first: the map's chunk loads once the page is idle
// (wide screens) or when asked for (the toggle), never in the list's way.
const CatalogMapView = dynamic(() => import('./CatalogMapView'), { ssr: false, loading: () => null });

/** Where the map becomes a column beside the list (map.module.css uses the same width). */
export const MAP_COLUMN_QUERY = '(min-width: 1280px)';

function subscribeColumn(onChange: () => void) {
  const query = window.matchMedia(MAP_COLUMN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the map column (false on the server and while hydrating). */
function useMapColumn(): boolean {
  return useSyncExternalStore(
    subscribeColumn,
    () => window.matchMedia(MAP_COLUMN_QUERY).matches,
    () => false,
  );
}

/** A map that cannot load (its chunk, Leaflet) leaves a note in its place; the list is untouched. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const MapIcon = () => (
  <svg className={styles.toggleIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M9 4 3 6.5v13L9 17l6 2.5 6-2.5V4l-6 2.5L9 4zM9 4v13M15 6.5v13" />
  </svg>
);

const ListIcon = () => (
  <svg className={styles.toggleIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />
  </svg>
);

type Props = CatalogMapViewProps & {
  /** The map's texts (`Catalog.map`): its own, and the island's below it, which alone get them (the list keeps the page's). */
  messages: Messages['Catalog']['map'];
  children: ReactNode;
};

/**
 * The list and its map (docs/catalog.md "Map"). From 1280 px the map is a sticky column beside the
 * list, loaded when the page is idle; below, a button at the bottom of the screen switches between
 * the list and a full-height map, loaded on first use. The column's place is reserved from the
 * server's first paint, so nothing moves when the map arrives.
 */
export function MapLayout({ children, messages, ...view }: Props) {
  const t = (key: 'region' | 'loading' | 'failed' | 'showMap' | 'showList') => messages[key];
  const hydrated = useHydrated();
  const column = useMapColumn();
  const [open, setOpen] = useState(false);
  // Once shown, the map stays (hidden with the list) so coming back to it is instant.
  const [opened, setOpened] = useState(false);
  const [idle, setIdle] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const listScroll = useRef(0);

  useEffect(() => {
    if (!column || idle) return;
    return whenIdle(() => setIdle(true));
  }, [column, idle]);

  const toggle = () => {
    if (!open) {
      listScroll.current = window.scrollY;
      setOpened(true);
    }
    setOpen(!open);
  };

  // The full-height map starts under the header; back on the list, the reader is where they were.
  useEffect(() => {
    if (open) panel.current?.scrollIntoView({ block: 'start' });
    else if (listScroll.current) window.scrollTo({ top: listScroll.current });
  }, [open]);

  const load = opened || (column && idle);

  return (
    <div className={styles.layout} data-map-open={open || undefined}>
      <div className={styles.list}>{children}</div>
      <section ref={panel} id="catalog-map" className={styles.panel} aria-label={t('region')}>
        <MapBoundary fallback={<p className={styles.placeholder}>{t('failed')}</p>}>
          <p className={styles.placeholder}>{t('loading')}</p>
          {load ? (
            <NextIntlClientProvider locale={view.locale} messages={{ Catalog: { map: messages } }}>
              <CatalogMapView {...view} />
            </NextIntlClientProvider>
          ) : null}
        </MapBoundary>
      </section>
      {hydrated ? (
        <button type="button" className={styles.toggle} aria-controls="catalog-map" aria-expanded={open} onClick={toggle}>
          {open ? <ListIcon /> : <MapIcon />}
          {open ? t('showList') : t('showMap')}
        </button>
      ) : null}
    </div>
  );
}
