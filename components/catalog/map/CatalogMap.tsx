import type { ReactNode } from 'react';
import type { CatalogCity } from '@/lib/catalog/catalog-city';
import type { TCatalogItem } from '@/lib/catalog/contracts';
import { mapBodyOfQuery } from '@/lib/catalog/map-query';
import type { CatalogQuery } from '@/lib/catalog/search-query';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { MapLayout } from './MapLayout';
import styles from './map.module.css';

type Props = {
  locale: Locale;
  city: CatalogCity | null;
  query: CatalogQuery;
  /** The page's canonical URL query without the page (catalogUrlQuery). */
  state: Record<string, string>;
  items: TCatalogItem[];
  /** With dates: what the list's links to a car carry (`start`, `end`). */
  carQuery?: Record<string, string>;
  /** Nothing to show on a map (no match and no box to move): the list alone. */
  hidden?: boolean;
  children: ReactNode;
};

/** Where the map looks before it knows the results: the city, or the whole of Ukraine. */
const UKRAINE = { lat: 48.7, lng: 31.2, zoom: 6 };
const CITY_ZOOM = 11;

/**
 * The list with its map (docs/catalog.md "Map"): the list stays server-rendered and first; the map
 * is a client island that loads after it (a column beside it on wide screens, behind a list/map
 * toggle on narrower ones). Without JavaScript the column is dropped and the list takes the width.
 */
export function CatalogMap({ locale, city, query, state, items, carQuery, hidden, children }: Props) {
  if (hidden) return <>{children}</>;
  const messages = loadMessages(locale).Catalog.map;
  return (
    <>
      <MapLayout
        messages={messages}
        locale={locale}
        city={city?.slug ?? null}
        start={city ? { lat: city.lat, lng: city.lng, zoom: CITY_ZOOM } : UKRAINE}
        body={mapBodyOfQuery(query)}
        box={query.bbox}
        state={state}
        items={items.map(({ id, lat, lng }) => ({ id, lat, lng }))}
        carQuery={carQuery ?? null}
        period={query.period ? { start: query.period.start.toISOString(), end: query.period.end.toISOString() } : null}
      >
        {children}
      </MapLayout>
      <noscript>
        <style>{`.${styles.layout}{display:block}.${styles.panel}{display:none}`}</style>
      </noscript>
    </>
  );
}
