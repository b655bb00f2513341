'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TCatalogFacetsResult } from '@/lib/catalog/facet-contracts';
import type { Locale } from '@/lib/i18n/locales';

/** How long the form must rest before its counts are asked (typing a price is several changes). */
export const FACETS_DEBOUNCE_MS = 300;

type Answer = { id: number; result: TCatalogFacetsResult | null; values: Record<string, string> };

/**
 * The filters dialog's counts (`POST /api/catalog/facets`): asked when the dialog opens and again,
 * debounced, after each change inside it; never before, so the list's first paint does not wait on
 * them. `result` is the last answer (kept while the next is on its way), `values` the form it
 * answers, `fresh` whether that is the form as it is now. Answers are remembered per body for as long as the page lives, so going
 * back to an earlier choice is instant; a failed call just leaves the dialog without counts.
 */
export function useFacetCounts(city: string | null, locale: Locale) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [asked, setAsked] = useState(0);
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const known = useRef(new Map<string, TCatalogFacetsResult>());

  /** Asks for the counts of the form as `read` gives it when the call goes out (now, or once the form rests). */
  const request = useCallback(
    (read: () => Record<string, string>, options: { now?: boolean } = {}) => {
      const id = ++last.current;
      setAsked(id);
      clearTimeout(timer.current);
      const run = async () => {
        // The body's builder (and the time-zone data for the dates) loads with the first call, not with the page.
        const { facetsBody } = await import('@/lib/catalog/facets-body');
        const values = read();
        const body = facetsBody(city, values, locale);
        const key = JSON.stringify(body);
        const remembered = known.current.get(key);
        if (remembered) {
          if (id === last.current) setAnswer({ id, result: remembered, values });
          return;
        }
        controller.current?.abort();
        const call = new AbortController();
        controller.current = call;
        try {
          const result = await callApi(endpoints.catalogFacets, body, { signal: call.signal });
          known.current.set(key, result);
          if (id === last.current) setAnswer({ id, result, values });
        } catch {
          if (!call.signal.aborted && id === last.current) setAnswer({ id, result: null, values });
        }
      };
      if (options.now) void run();
      else timer.current = setTimeout(() => void run(), FACETS_DEBOUNCE_MS);
    },
    [city, locale],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  return { result: answer?.result ?? null, values: answer?.values ?? null, fresh: answer !== null && answer.id === asked, request };
}
