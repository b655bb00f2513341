import { describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';

const site = {
  mainMenu: [],
  mobMenu: [],
  footerMenu: [],
  settings: { site_name: 'Kermo', favicon: '', socials: { facebook: '', instagram: '', telegram: '' }, app_links: { app_store: '', google_play: '' } },
  contacts: [],
  modals: { host: { title: '', policy: '', btn_name: '' }, user: { title: '', policy: '', btn_name: '' } },
  dictionary: null,
  countNotifications: 3,
  currentBookingIds: [7],
  bookingStatusItems: [],
  unreadAs: { renter: 0, owner: 0 },
};
const user = {
  id: 1, fullName: 'Олена Коваленко', role: 1 as const, isHost: false, isUser: true, legalVerification: 0,
  isDriverLicenseVerified: true, avatarUrl: null, rating: null, notifications: 3,
};

describe('app store', () => {
  it('drops the session without a trace (spec §4)', () => {
    const store = createAppStore({ ...site, loggedIn: true, user, reviews: { rating: 4.9 }, balance: 0 });
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ loggedIn: false, user: null, countNotifications: 0, currentBookingIds: [] });
  });

  it('stores the chat status payload', () => {
    const store = createAppStore({ ...site, loggedIn: true, user, reviews: { rating: null }, balance: 0 });
    const items = [
      { id: 1, as: 'renter' as const, status: 2, unread_messages: 3, notifications: { status: true } },
      { id: 2, as: 'owner' as const, status: 9, unread_messages: 0, notifications: { status: false } },
      { id: 3, as: 'owner' as const, status: 13, unread_messages: 0, notifications: { status: true } },
    ];
    store.getState().setChatStatus({ count_notifications: 5, unread_as: { renter: 2, owner: 3 }, bookings: items });
    // Booking 3 closed: reported once, not asked about again.
    expect(store.getState()).toMatchObject({ countNotifications: 5, unreadAs: { renter: 2, owner: 3 }, currentBookingIds: [1, 2], bookingStatusItems: items });
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ countNotifications: 0, unreadAs: { renter: 0, owner: 0 }, currentBookingIds: [], bookingStatusItems: [] });
  });

  it('stores a new user and marks the session as present', () => {
    const store = createAppStore({ ...site, loggedIn: false, user: null, reviews: { rating: null }, balance: 0 });
    store.getState().setUser({ ...user, role: 2 });
    expect(store.getState()).toMatchObject({ loggedIn: true, user: { role: 2 } });
  });
});
