import { createStore } from 'zustand/vanilla';
import type { Viewer } from '@/lib/auth/viewer';
import { FINAL_STATUSES } from '@/lib/bookings/status';
import type { TChatStatus, TChatStatusItem } from '@/lib/chat/contracts';
import type { TDictionary, TSiteSettings } from '@/lib/site/schemas';

/** Spec §3 account state. The token itself stays in an HttpOnly cookie: `loggedIn` says it exists. */
export type AccountState = {
  loggedIn: boolean;
  user: Viewer | null;
  reviews: { rating: number | null };
  balance: number;
};

/** Spec §3 site settings state, loaded on the server in the page's language. */
export type SiteState = Pick<TSiteSettings, 'mainMenu' | 'mobMenu' | 'footerMenu' | 'settings' | 'contacts' | 'modals'> & {
  dictionary: TDictionary[number] | null;
  countNotifications: number;
  currentBookingIds: number[];
  /** Per current booking: its status, unread messages and whether a notification about it waits (spec §3). */
  bookingStatusItems: TChatStatusItem[];
  /** What is new as renter and as owner, over all bookings (the menu's badges). */
  unreadAs: TChatStatus['unread_as'];
};

export type AppState = AccountState &
  SiteState & {
    setUser: (user: Viewer) => void;
    /** Spec §4: a failed profile fetch drops the session silently. */
    clearSession: () => void;
    /** Spec §3 chat callback: the status poll's answer (docs/chat.md "The status poll"). */
    setChatStatus: (status: TChatStatus) => void;
  };

export type AppInitialState = AccountState & SiteState;

export function createAppStore(initial: AppInitialState) {
  return createStore<AppState>()((set) => ({
    ...initial,
    setUser: (user) => set({ user, loggedIn: true }),
    clearSession: () => set({ user: null, loggedIn: false, countNotifications: 0, currentBookingIds: [], bookingStatusItems: [], unreadAs: { renter: 0, owner: 0 } }),
    setChatStatus: ({ count_notifications, unread_as, bookings }) =>
      // A booking reported closed is asked about no more: the next poll lists only those still under way.
      set({ countNotifications: count_notifications, unreadAs: unread_as, currentBookingIds: bookings.filter((item) => !FINAL_STATUSES.includes(item.status as never)).map((item) => item.id), bookingStatusItems: bookings }),
  }));
}

export type AppStore = ReturnType<typeof createAppStore>;
