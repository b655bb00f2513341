import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and while hydrating, true once the page's script runs: for controls that only work with it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
