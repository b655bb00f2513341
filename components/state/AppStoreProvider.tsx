'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import { type AppInitialState, type AppState, type AppStore, createAppStore } from '@/lib/state/app-store';

const AppStoreContext = createContext<AppStore | null>(null);

/** One store per page load (never shared between requests on the server), seeded by the layout. */
export function AppStoreProvider({ initial, store: given, children }: { initial: AppInitialState; store?: AppStore; children: ReactNode }) {
  const [store] = useState(() => given ?? createAppStore(initial));
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore must be used inside <AppStoreProvider>');
  return useStore(store, selector);
}

/** The store itself, for islands that act on it outside rendering (the status poll). */
export function useAppStoreApi(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStoreApi must be used inside <AppStoreProvider>');
  return store;
}

/** A value from the store where there is one (signed in); `fallback` on pages rendered without it. */
export function useOptionalAppStore<T>(selector: (state: AppState) => T, fallback: T): T {
  const store = useContext(AppStoreContext);
  return useStore(store ?? EMPTY, (state) => (store ? selector(state) : fallback));
}

const EMPTY = createAppStore({
  loggedIn: false, user: null, reviews: { rating: null }, balance: 0, mainMenu: [], mobMenu: [], footerMenu: [],
  settings: { site_name: '', favicon: '', socials: { facebook: '', instagram: '', telegram: '' }, app_links: { app_store: '', google_play: '' } },
  contacts: [], modals: { host: { title: '', policy: '', btn_name: '' }, user: { title: '', policy: '', btn_name: '' } },
  dictionary: null, countNotifications: 0, currentBookingIds: [], bookingStatusItems: [], unreadAs: { renter: 0, owner: 0 },
});
