'use client';

import 'leaflet/dist/leaflet.css';
import { type DivIcon, divIcon, type LatLngBoundsExpression, type LeafletEventHandlerFnMap, type Map as LeafletMap, type Marker as LeafletMarker, type Popup as LeafletPopup } from 'leaflet';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import type { TCatalogMapResult } from '@/lib/catalog/contracts';
import { catalogHref } from '@/lib/catalog/catalog-href';
import { type Box, boxOfView, withBox } from '@/lib/catalog/map-box';
import { cellKey, CLUSTER_IDS_ZOOM, clusterSpot, MAP_ZOOM } from '@/lib/catalog/map-grid';
import { useMapHighlight } from '@/lib/catalog/map-store';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { MAP_TILES } from '@/lib/maps/tiles';
import { MapPopupCards } from './MapPopupCards';
import styles from './map.module.css';
import { type MapSearchBody, useMapMarkers } from './use-map-markers';

export type CatalogMapViewProps = {
  locale: Locale;
  /** The list's city (slug), or null for the whole country. */
  city: string | null;
  /** Where the map looks before it knows the results. */
  start: { lat: number; lng: number; zoom: number };
  body: MapSearchBody;
  /** The URL's map box: the list is cut to it ("search as I move the map" is on). */
  box: Box | null;
  /** The page's canonical URL query without the page. */
  state: Record<string, string>;
  /** The cards of this page and their approximate places (for lighting up a card's cluster). */
  items: { id: number; lat: number; lng: number }[];
  carQuery: Record<string, string> | null;
  period: { start: string; end: string } | null;
};

/** A moved map waits this long for the next move before it asks for markers or a new list. */
const MOVE_DEBOUNCE_MS = 300;
/** Markers are asked for the view and half of it again on every side, so small pans need nothing new. */
const VIEW_PAD = 0.5;
/** Fitting the results never zooms closer than a few streets. */
const FIT = { padding: [32, 32] as [number, number], maxZoom: 15 };
/** The pill sits above its point: the popup opens above the pill. */
const POPUP_OFFSET: [number, number] = [0, -30];
/** A popup pulls itself into view clear of the option on the map's top and the credits at its foot. */
const POPUP_PAD_TOP_LEFT: [number, number] = [12, 68];
const POPUP_PAD_BOTTOM_RIGHT: [number, number] = [12, 28];

const toBounds = (box: Box): LatLngBoundsExpression => [
  [box[1], box[0]],
  [box[3], box[2]],
];
const viewOf = (map: LeafletMap): Box => {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
};
/** All of a cluster's cars share one public place: no zoom splits it. */
const onePlace = (cluster: TCatalogMapResult['clusters'][number]) => cluster.bounds[0] === cluster.bounds[2] && cluster.bounds[1] === cluster.bounds[3];
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const icons = new Map<string, DivIcon>();
/** Price pills and cluster bubbles as HTML markers (no image files), one icon per look. */
function iconFor(kind: 'car' | 'cluster', text: string, extra?: string): DivIcon {
  const key = `${kind}|${text}|${extra ?? ''}`;
  let icon = icons.get(key);
  if (!icon) {
    const html =
      kind === 'car'
        ? `<span class="${styles.pill}">${escapeHtml(text)}</span>`
        : `<span class="${styles.bubble}"><strong>${escapeHtml(text)}</strong> <span>${escapeHtml(extra ?? '')}</span></span>`;
    // No size: the pill is as wide as its price and centred on its point by CSS (map.module.css).
    icon = divIcon({ className: styles.marker, html, iconSize: undefined, iconAnchor: undefined });
    icons.set(key, icon);
  }
  return icon;
}

type Point = { kind: 'car'; car: TCatalogMapResult['cars'][number] } | { kind: 'cluster'; cluster: TCatalogMapResult['clusters'][number]; cell: string; spot: { lat: number; lng: number } };
type MarkerEvent = 'activate' | 'enter' | 'leave';

type PriceMarkerProps = {
  point: Point;
  icon: DivIcon;
  label: string;
  active: boolean;
  onEvent: (point: Point, event: MarkerEvent, element: HTMLElement | null, keyboard: boolean) => void;
};

/** One marker: a button for the keyboard (Tab, Enter), named, and lit while its card is. */
const PriceMarker = memo(function PriceMarker({ point, icon, label, active, onEvent }: PriceMarkerProps) {
  const ref = useRef<LeafletMarker>(null);
  const position = point.kind === 'car' ? point.car : point.spot;
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: () => onEvent(point, 'activate', ref.current?.getElement() ?? null, false),
      // A marker is a button: Enter and Space press it (Leaflet gives divIcon markers the focus only).
      keydown: (event) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        onEvent(point, 'activate', ref.current?.getElement() ?? null, true);
      },
      mouseover: () => onEvent(point, 'enter', null, false),
      mouseout: () => onEvent(point, 'leave', null, false),
    }),
    [onEvent, point],
  );
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    // What the marker stands for, for tests and tools (`data-car-id` is the list's cards').
    if (point.kind === 'car') element.dataset.markerCar = String(point.car.id);
    else {
      element.dataset.markerCell = point.cell;
      element.dataset.markerCount = String(point.cluster.count);
    }
    const focus = () => onEvent(point, 'enter', null, false);
    const blur = () => onEvent(point, 'leave', null, false);
    element.addEventListener('focus', focus);
    element.addEventListener('blur', blur);
    return () => {
      element.removeEventListener('focus', focus);
      element.removeEventListener('blur', blur);
    };
  }, [icon, label, onEvent, point]);
  useEffect(() => {
    const marker = ref.current;
    marker?.getElement()?.toggleAttribute('data-active', active);
    marker?.setZIndexOffset(active ? 1000 : 0);
  }, [active, icon]);
  return <Marker ref={ref} position={[position.lat, position.lng]} icon={icon} keyboard eventHandlers={handlers} />;
});

type Selected = { lat: number; lng: number; ids: number[]; keyboard: boolean; from: HTMLElement | null };

/**
 * The catalog's map (react-leaflet, loaded in the browser only; docs/catalog.md "Map"): the
 * search's cars as price pills and clusters from POST /api/catalog/map, asked again as the map
 * moves. Without "search as I move the map" it fits the results and the list stays as it is; with
 * it, each move puts the visible box in the URL (the list follows, from page 1). Tiles are
 * decoration: without them (offline, tests) the markers are all there.
 */
export default function CatalogMapView({ locale, city, start, body, box, state, items, carQuery, period }: CatalogMapViewProps) {
  const t = useTranslations('Catalog.map');
  const router = useRouter();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { markers, status, load, search } = useMapMarkers(body);
  const boxKey = box ? box.join(',') : '';
  // The checkbox answers at once; the URL (and so `box`) follows a moment later.
  const [asked, setAsked] = useState<{ forBox: string; on: boolean } | null>(null);
  // Once the URL has moved on, it says whether the list follows: back to the plain list is off
  // again, forward to a box on (a choice kept for its old box would come back with that URL).
  if (asked && asked.forBox !== boxKey) setAsked(null);
  const boxMode = asked && asked.forBox === boxKey ? asked.on : box !== null;
  const [selected, setSelected] = useState<Selected | null>(null);
  const listCar = useMapHighlight((s) => s.listCar);
  const setMapCars = useMapHighlight((s) => s.setMapCars);

  // Moves the map itself makes (fitting the results or the URL's box, resizing) are not the user's.
  const quiet = useRef(false);
  const quietly = useCallback((work: () => void) => {
    quiet.current = true;
    try {
      work();
    } finally {
      quiet.current = false;
    }
  }, []);
  // The box this map last put in the URL: when the URL brings it back, the map is already there.
  const ownBox = useRef<string | null>(null);
  const lastSearch = useRef<string | null>(null);
  const latest = useRef({ box, boxKey, boxMode, state });
  useEffect(() => {
    latest.current = { box, boxKey, boxMode, state };
  });

  /** Asks for the markers of what is on screen (cut to the URL's box when the list follows the map). */
  const refresh = useCallback(() => {
    if (!map) return;
    const { box: urlBox } = latest.current;
    if (urlBox) void load(map.getZoom(), urlBox, true);
    else void load(map.getZoom(), boxOfView(viewOf(map), VIEW_PAD));
  }, [load, map]);

  const navigate = useCallback(
    (next: Box | null, how: 'push' | 'replace') => {
      ownBox.current = next ? next.join(',') : null;
      const url = catalogHref(locale, city, withBox(latest.current.state, next));
      if (how === 'push') router.push(url, { scroll: false });
      else router.replace(url, { scroll: false });
    },
    [city, locale, router],
  );

  // A new search fits its results (or the URL's box); the URL's box changed from outside (back,
  // forward, a shared link) moves the map to it; the box switched off leaves the map where it is.
  useEffect(() => {
    if (!map) return;
    const searchChanged = lastSearch.current !== search;
    lastSearch.current = search;
    if (box) {
      if (ownBox.current !== boxKey) quietly(() => map.fitBounds(toBounds(box), { animate: false }));
      ownBox.current = boxKey;
      void load(map.getZoom(), box, true);
      return;
    }
    ownBox.current = null;
    if (!searchChanged) {
      refresh();
      return;
    }
    void load(map.getZoom(), null).then((result) => {
      if (result?.bounds) quietly(() => map.fitBounds(toBounds(result.bounds!), { ...FIT, animate: false }));
      if (result) refresh();
    });
    // `box` is read through boxKey: a new array of the same box is the same box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, search, boxKey, load, quietly, refresh]);

  // The user's moves: markers for the new view, or with the option on, the new box in the URL.
  useEffect(() => {
    if (!map) return;
    let timer: number | undefined;
    let autoPan = false;
    const onAutoPan = () => {
      // A popup pulling itself into view is not a new search area.
      autoPan = true;
    };
    const onMoveEnd = () => {
      if (quiet.current) return;
      const fromPopup = autoPan;
      autoPan = false;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const { boxMode: following, boxKey: current } = latest.current;
        if (!following || fromPopup) {
          refresh();
          return;
        }
        const view = boxOfView(viewOf(map));
        if (view.join(',') === current) return;
        navigate(view, 'replace');
        void load(map.getZoom(), view, true);
      }, MOVE_DEBOUNCE_MS);
    };
    map.on('autopanstart', onAutoPan);
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('autopanstart', onAutoPan);
      map.off('moveend', onMoveEnd);
      window.clearTimeout(timer);
    };
  }, [load, map, navigate, refresh]);

  // The map's box follows its frame (a column that grows, a panel shown again after the list).
  useEffect(() => {
    const element = frame.current;
    if (!map || !element || typeof ResizeObserver === 'undefined') return;
    let first = true;
    const observer = new ResizeObserver(([entry]) => {
      // The first report is the size the map was made at.
      if (first || !entry || entry.contentRect.width === 0 || entry.contentRect.height === 0) {
        first = false;
        return;
      }
      quietly(() => map.invalidateSize({ pan: false }));
      refresh();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [map, quietly, refresh]);

  // The map's own element: a named group (Leaflet makes it focusable for panning with the keys).
  useEffect(() => {
    const element = map?.getContainer();
    element?.setAttribute('role', 'group');
    element?.setAttribute('aria-label', t('region'));
  }, [map, t]);

  const onModeChange = (on: boolean) => {
    setAsked({ forBox: boxKey, on });
    if (!map) return;
    navigate(on ? boxOfView(viewOf(map)) : null, 'push');
  };

  // --- Markers and their lights ---------------------------------------------------------------
  const result = markers?.search === search ? markers.result : null;
  const cell = result?.cell ?? null;
  const litCar = listCar;
  const litPlace = litCar !== null ? items.find((item) => item.id === litCar) : undefined;
  const litCell = litPlace && cell ? cellKey(litPlace.lat, litPlace.lng, cell) : null;

  // Markers replaced (a new view or search) or gone take their light off the cards with them.
  useEffect(() => () => setMapCars([]), [result, setMapCars]);

  const itemsRef = useRef(items);
  const cellRef = useRef(cell);
  useEffect(() => {
    itemsRef.current = items;
    cellRef.current = cell;
  });

  const onEvent = useCallback(
    (point: Point, event: MarkerEvent, element: HTMLElement | null, keyboard: boolean) => {
      const currentCell = cellRef.current;
      if (event === 'leave') {
        setMapCars([]);
        return;
      }
      if (event === 'enter') {
        if (point.kind === 'car') setMapCars(itemsRef.current.some((item) => item.id === point.car.id) ? [point.car.id] : []);
        else if (currentCell) setMapCars(itemsRef.current.filter((item) => cellKey(item.lat, item.lng, currentCell) === point.cell).map((item) => item.id));
        return;
      }
      if (!map) return;
      if (point.kind === 'car') {
        setSelected({ lat: point.car.lat, lng: point.car.lng, ids: [point.car.id], keyboard, from: element });
        return;
      }
      const { cluster } = point;
      if (cluster.ids && (onePlace(cluster) || map.getZoom() >= map.getMaxZoom())) {
        setSelected({ lat: cluster.lat, lng: cluster.lng, ids: cluster.ids, keyboard, from: element });
      } else if (onePlace(cluster)) {
        map.setView([cluster.lat, cluster.lng], Math.max(map.getZoom() + 2, CLUSTER_IDS_ZOOM));
      } else {
        map.fitBounds(toBounds(cluster.bounds), { padding: [48, 48], maxZoom: map.getMaxZoom() });
      }
    },
    [map, setMapCars],
  );

  const popup = useRef<LeafletPopup>(null);
  const relayoutPopup = useCallback(() => popup.current?.update(), []);
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  });
  const closePopup = useCallback((which: Selected) => {
    // Replaced by another marker's popup: that one stays.
    if (selectedRef.current !== which) return;
    selectedRef.current = null;
    setSelected(null);
    if (which.keyboard) which.from?.focus();
  }, []);

  // react-leaflet takes a popup off the map and puts it back whenever its `position` is a new array
  // (its effect depends on it), and a card put back has lost the focus its link had: the map drawn
  // again while a card is open (a list card lit, late markers) sent Escape nowhere. One position
  // and one set of handlers per selection.
  const popupPosition = useMemo<[number, number] | null>(() => (selected ? [selected.lat, selected.lng] : null), [selected]);
  const closeLabel = t('close');
  const popupEvents = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      add: (event) => event.target.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closeLabel),
      remove: () => {
        if (selected) closePopup(selected);
      },
    }),
    [closeLabel, closePopup, selected],
  );

  const points = useMemo<Point[]>(
    () =>
      result
        ? [
            // A cluster is known by its cell (a corner of its box is one of its cars) and drawn inside it.
            ...result.clusters.map((cluster) => ({ kind: 'cluster' as const, cluster, cell: cellKey(cluster.bounds[1], cluster.bounds[0], result.cell), spot: clusterSpot(cluster, result.cell) })),
            ...result.cars.map((car) => ({ kind: 'car' as const, car })),
          ]
        : [],
    [result],
  );

  const statusText =
    status === 'error' ? null : result && result.total === 0 ? t('empty') : result?.capped ? t('capped') : null;

  return (
    <div ref={frame} className={styles.frame} data-map-status={status} data-map-zoom={result ? markers?.zoom : undefined} data-map-total={result?.total}>
      <MapContainer
        ref={setMap}
        center={[start.lat, start.lng]}
        zoom={start.zoom}
        minZoom={MAP_ZOOM.min}
        maxZoom={MAP_ZOOM.max}
        zoomControl={false}
        className={styles.map}
      >
        <TileLayer url={MAP_TILES.url} attribution={`<a href="${MAP_TILES.copyrightUrl}">© ${t('osmContributors')}</a>`} maxZoom={MAP_TILES.maxZoom} />
        <ZoomControl position="topright" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        {points.map((point) => {
          if (point.kind === 'car') {
            const price = formatMoney(point.car.price_per_day, locale);
            return <PriceMarker key={`car-${point.car.id}`} point={point} icon={iconFor('car', price)} label={t('carMarker', { price })} active={point.car.id === litCar} onEvent={onEvent} />;
          }
          const cars = t('clusterCount', { count: point.cluster.count });
          const from = t('clusterFrom', { price: formatMoney(point.cluster.price_from, locale) });
          const listed = point.cluster.ids && map && (onePlace(point.cluster) || map.getZoom() >= map.getMaxZoom());
          return (
            <PriceMarker
              key={`cluster-${point.cell}`}
              point={point}
              icon={iconFor('cluster', cars, from)}
              label={t(listed ? 'clusterList' : 'clusterZoom', { cars, from })}
              active={point.cell === litCell}
              onEvent={onEvent}
            />
          );
        })}
        {selected ? (
          <Popup
            ref={popup}
            key={selected.ids.join(',')}
            position={popupPosition!}
            offset={POPUP_OFFSET}
            maxWidth={300}
            autoPanPaddingTopLeft={POPUP_PAD_TOP_LEFT}
            autoPanPaddingBottomRight={POPUP_PAD_BOTTOM_RIGHT}
            minWidth={selected.ids.length > 1 ? 260 : 240}
            eventHandlers={popupEvents}
          >
            <MapPopupCards ids={selected.ids} locale={locale} period={period} carQuery={carQuery} focusFirst={selected.keyboard} onClose={() => map?.closePopup()} onResize={relayoutPopup} />
          </Popup>
        ) : null}
      </MapContainer>
      <label className={styles.follow}>
        <input type="checkbox" checked={boxMode} onChange={(event) => onModeChange(event.target.checked)} />
        <span>{t('searchAsMove')}</span>
      </label>
      {status === 'loading' ? <span className={styles.progress} aria-hidden="true" /> : null}
      <div role="status" className={styles.status}>
        {statusText ? <p>{statusText}</p> : null}
        {status === 'error' ? (
          <p>
            {t('error')}{' '}
            <button type="button" onClick={refresh}>
              {t('retry')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
