'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callApi, type ContractBody } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TCatalogMapResult } from '@/lib/catalog/contracts';
import { type Box, containsBox } from '@/lib/catalog/map-box';

/** The page's search as the map asks for it; the map adds its zoom and box. */
export type MapSearchBody = Omit<ContractBody<typeof endpoints.catalogMap>, 'zoom' | 'bbox'>;

export type MapMarkers = { search: string; zoom: number; box: Box | null; result: TCatalogMapResult };

/**
 * The map's markers for the page's search: `load(zoom, box)` asks POST /api/catalog/map unless the
 * markers already held cover that view (same search and zoom, a box holding it, or every match);
 * `exact` asks for that box only (the list follows the map's box: markers must not spill out of it).
 * A newer request cancels the one under way.
 */
export function useMapMarkers(body: MapSearchBody) {
  const search = JSON.stringify(body);
  const request = useMemo(() => JSON.parse(search) as MapSearchBody, [search]);
  const [markers, setMarkers] = useState<MapMarkers | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const held = useRef<MapMarkers | null>(null);
  const pending = useRef<AbortController | null>(null);
  // The request under way: asking for the same again waits for it instead of starting over.
  const inFlight = useRef<{ key: string; promise: Promise<TCatalogMapResult | null> } | null>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const load = useCallback(
    async (zoom: number, box: Box | null, exact = false): Promise<TCatalogMapResult | null> => {
      const have = held.current;
      const covered =
        have !== null &&
        have.search === search &&
        have.zoom === zoom &&
        (exact ? have.box !== null && box !== null && have.box.join() === box.join() : have.box === null || (box !== null && containsBox(have.box, box)));
      if (covered) {
        // A request for a view not held any more is no longer wanted.
        pending.current?.abort();
        inFlight.current = null;
        setStatus('idle');
        return have.result;
      }
      const key = `${search}|${zoom}|${box?.join() ?? ''}`;
      if (inFlight.current?.key === key) return inFlight.current.promise;
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setStatus('loading');
      const promise = callApi(endpoints.catalogMap, { ...request, zoom, ...(box ? { bbox: box } : {}) }, { signal: controller.signal }).then(
        (result) => {
          const next = { search, zoom, box, result };
          held.current = next;
          setMarkers(next);
          setStatus('idle');
          return result;
        },
        () => {
          if (controller.signal.aborted) return null;
          setStatus('error');
          return null;
        },
      );
      inFlight.current = { key, promise };
      void promise.finally(() => {
        if (inFlight.current?.promise === promise) inFlight.current = null;
      });
      return promise;
    },
    [request, search],
  );

  return { markers, status, load, search };
}
