'use client';

import { type ComponentType, lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { holdHydration } from '@/lib/browser/hydration-gate';

/**
 * A client island whose code is not part of the page's first load. The server renders it as usual
 * (the HTML is complete), and the browser fetches its module once the page has hydrated; React
 * keeps the server's markup in place meanwhile. Used for the public forms (react-hook-form and the
 * form components), so the page paints without waiting for them (docs/performance.md).
 *
 * React does not replay a submit on a boundary it cannot hydrate yet, so the browser would post the
 * form to the page and the visitor would lose what they typed. Until the island is live, the
 * wrapper holds a submit back and sends it again (same submitter) as soon as the form can take it.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazy(async () => ({ default: await load() }));

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const release = useRef<() => void>(() => {});
    const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);

    // A layout effect runs before any passive effect of the same commit, so the hold is in place
    // before the root marks itself hydrated, and before the island can report that it is live.
    useLayoutEffect(() => {
      const element = box.current;
      if (!element) return;
      if (!live.current) release.current = holdHydration();
      const holdSubmit = (event: SubmitEvent) => {
        if (live.current || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        held.current = { form: event.target, submitter: event.submitter };
      };
      element.addEventListener('submit', holdSubmit, true);
      return () => {
        element.removeEventListener('submit', holdSubmit, true);
        release.current();
      };
    }, []);

    const onLive = useCallback(() => {
      live.current = true;
      release.current();
      const pending = held.current;
      held.current = null;
      if (pending?.form.isConnected) pending.form.requestSubmit(pending.submitter?.isConnected ? pending.submitter : undefined);
    }, []);

    return (
      <div ref={box} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Island {...props} />
          <Live onLive={onLive} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}

/** Mounts (and so runs its effect) only when the island beside it in the boundary has hydrated. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}
