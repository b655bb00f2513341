/**
 * When the page counts as interactive: the root has hydrated and every form island
 * (components/ui/form-island.tsx) whose code is on its way has rendered its form (an island nobody
 * has turned to works as the server sent it, its submits held). Marks `<html data-hydrated>` then;
 * end-to-end tests wait for it before they use a page.
 */
let rootHydrated = false;
let pending = 0;

function settle() {
  if (rootHydrated && pending === 0) document.documentElement.dataset.hydrated = 'true';
}

/**
 * Also marks `<html data-root-hydrated>` at once: React listens from then on, so the page's loader
 * (scripts/deferred-chunks.mjs) sends a post or a press it held for React then — not at
 * `data-hydrated`, which a form island holds until its form is live, and which waits, on a phone, for
 * the visitor to leave a field that only that post would let go of.
 */
export function markRootHydrated() {
  rootHydrated = true;
  document.documentElement.dataset.rootHydrated = 'true';
  settle();
}

/** Holds the mark until the returned release runs (it may run more than once; only the first counts). */
export function holdHydration(): () => void {
  pending += 1;
  delete document.documentElement.dataset.hydrated;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pending -= 1;
    settle();
  };
}
