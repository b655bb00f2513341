'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import { type AppInitialState, type AppState, type AppStore, createAppStore } from '@/lib/state/app-store';

const AppStoreContext = createContext<AppStore | null>(null);

/** One store per page load (never shared between requests on the server), seeded by the layout. */
export function AppStoreProvider({ initial, children }: { initial: AppInitialState; children: ReactNode }) {
  const [store] = useState(() => createAppStore(initial));
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore must be used inside <AppStoreProvider>');
  return useStore(store, selector);
}
