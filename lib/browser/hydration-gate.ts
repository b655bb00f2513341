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

export function markRootHydrated() {
  rootHydrated = true;
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
