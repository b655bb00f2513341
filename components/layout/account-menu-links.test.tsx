/** @vitest-environment jsdom */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { AppStoreProvider } from '@/components/state/AppStoreProvider';
import type { Viewer } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import type { AppInitialState } from '@/lib/state/app-store';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { accountMenuLinks } from './account-menu-links';
import { UserMenu } from './UserMenu';

const state: AppInitialState = {
  loggedIn: true, user: null, reviews: { rating: null }, balance: 0, mainMenu: [], mobMenu: [], footerMenu: [],
  settings: { site_name: 'Kermo', favicon: '', socials: { facebook: '', instagram: '', telegram: '' }, app_links: { app_store: '', google_play: '' } },
  contacts: [], modals: { host: { title: '', policy: '', btn_name: '' }, user: { title: '', policy: '', btn_name: '' } },
  dictionary: null, countNotifications: 0, currentBookingIds: [], bookingStatusItems: [], unreadAs: { renter: 0, owner: 0 },
};

type Who = Pick<Viewer, 'role' | 'legalVerification' | 'isDriverLicenseVerified' | 'isStaff'>;

/** Renders the header's dropdown as the Header builds it, opens it and returns its links. */
async function openMenu(viewer: Who, locale: Locale = 'uk') {
  const messages = locale === 'uk' ? uk : en;
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <AppStoreProvider initial={state}>
        <UserMenu fullName="Олена Коваленко" rating={null} avatarUrl={null} links={accountMenuLinks(viewer, locale, (screen) => messages.Header.links[screen])} />
      </AppStoreProvider>
    </NextIntlClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: /Меню акаунта|Account menu/ }));
  return within(screen.getByRole('list'));
}

const unverifiedRenter: Who = { role: 1, legalVerification: 0, isDriverLicenseVerified: false };

describe('the account dropdown', () => {
  it('leads an unverified renter to verification', async () => {
    const menu = await openMenu(unverifiedRenter);
    expect(menu.getByRole('link', { name: 'Пройти перевірку' })).toHaveAttribute('href', '/user-verification');
    expect(menu.queryByRole('link', { name: 'Мої поїздки' })).toBeNull();
  });

  it('leads an unverified renter to verification in English', async () => {
    const menu = await openMenu(unverifiedRenter, 'en');
    expect(menu.getByRole('link', { name: 'Verify your account' })).toHaveAttribute('href', '/en/user-verification');
  });

  it('drops the way to verification once the renter is verified, showing my trips instead', async () => {
    const menu = await openMenu({ ...unverifiedRenter, isDriverLicenseVerified: true });
    expect(menu.queryByRole('link', { name: 'Пройти перевірку' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Мої поїздки' })).toHaveAttribute('href', '/mytrips');
  });

  it('leads a host whose details are rejected to verification too', async () => {
    const menu = await openMenu({ role: 2, legalVerification: 3, isDriverLicenseVerified: false });
    expect(menu.getByRole('link', { name: 'Пройти перевірку' })).toHaveAttribute('href', '/user-verification');
    expect(menu.getByRole('link', { name: 'Мої авто' })).toHaveAttribute('href', '/car-list');
  });

  it('leads renters and owners, in both languages, to the inbox — a plain link without a badge', async () => {
    const menu = await openMenu({ ...unverifiedRenter, isDriverLicenseVerified: true });
    expect(menu.getByRole('link', { name: 'Повідомлення' })).toHaveAttribute('href', '/messages');
    cleanup();
    const owner = await openMenu({ role: 3, legalVerification: 2, isDriverLicenseVerified: false }, 'en');
    expect(owner.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/en/messages');
    expect(accountMenuLinks({ role: 2, legalVerification: 2, isDriverLicenseVerified: true }, 'uk', (s) => s).find((link) => link.href === '/messages')?.badge).toBeNull();
  });

  it("gives an operator the console's queue and jobs", async () => {
    const menu = await openMenu({ ...unverifiedRenter, isStaff: true });
    expect(menu.getByRole('link', { name: 'Черга перевірок' })).toHaveAttribute('href', '/admin/verification');
    expect(menu.getByRole('link', { name: 'Модерація авто' })).toHaveAttribute('href', '/admin/cars');
    expect(menu.getByRole('link', { name: 'Фонові завдання' })).toHaveAttribute('href', '/admin/jobs');
    expect(menu.queryByRole('link', { name: 'Пройти перевірку' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Повідомлення' })).toBeNull();
  });

  it('shows the console to no one else', async () => {
    const menu = await openMenu({ role: 2, legalVerification: 2, isDriverLicenseVerified: true }, 'en');
    expect(menu.queryByRole('link', { name: 'Verification queue' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Car moderation' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Background jobs' })).toBeNull();
  });
});
