/** Runs `work` when the browser is idle (at the latest after `timeout` ms; soon, where it cannot tell). Returns a cancel. */
export function whenIdle(work: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 300);
  return () => window.clearTimeout(id);
}
