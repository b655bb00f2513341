/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { AppStoreProvider } from '@/components/state/AppStoreProvider';
import type { AppInitialState } from '@/lib/state/app-store';
import uk from '@/messages/uk.json';
import { UserMenu } from './UserMenu';

const ITEMS: AppInitialState['bookingStatusItems'] = [
  { id: 1, as: 'renter', status: 2, unread_messages: 2, notifications: { status: true } },
  { id: 2, as: 'owner', status: 9, unread_messages: 4, notifications: { status: false } },
];

function state(count: number): AppInitialState {
  return {
    loggedIn: true, user: null, reviews: { rating: null }, balance: 0, mainMenu: [], mobMenu: [], footerMenu: [],
    settings: { site_name: 'Kermo', favicon: '', socials: { facebook: '', instagram: '', telegram: '' }, app_links: { app_store: '', google_play: '' } },
    contacts: [], modals: { host: { title: '', policy: '', btn_name: '' }, user: { title: '', policy: '', btn_name: '' } },
    dictionary: null, countNotifications: count, currentBookingIds: count ? [1, 2] : [], bookingStatusItems: count ? ITEMS : [], unreadAs: count ? { renter: 3, owner: 4 } : { renter: 0, owner: 0 },
  };
}

function setup(count: number) {
  render(
    <NextIntlClientProvider locale="uk" messages={uk}>
      <AppStoreProvider initial={state(count)}>
        <button type="button">outside</button>
        <UserMenu
          fullName="Олена Коваленко"
          rating={4.86}
          avatarUrl={null}
          links={[
            { href: '/cabinet', label: 'Мій профіль', badge: null },
            { href: '/mytrips', label: 'Мої поїздки', badge: 'renter' },
            { href: '/myactivity', label: 'Моя активність', badge: 'owner' },
          ]}
        />
      </AppStoreProvider>
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

describe('UserMenu', () => {
  it('shows the badge only when there are notifications', () => {
    setup(0);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('shows the total on the avatar, and on each badged link what is new on its side', async () => {
    const user = setup(7);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('7');
    await user.click(screen.getByRole('button', { name: /Олена Коваленко, 7 нових сповіщень/ }));
    // Renting: two messages and a status change; my cars: four messages (the poll's per-side totals).
    expect(screen.getByRole('link', { name: 'Мої поїздки 3 нові сповіщення' })).toHaveTextContent('Мої поїздки 3');
    expect(screen.getByRole('link', { name: 'Моя активність 4 нові сповіщення' })).toHaveTextContent('Моя активність 4');
    expect(screen.getByRole('link', { name: 'Мій профіль' })).toHaveTextContent(/^Мій профіль$/);
  });

  it('opens on click with the name and rating, closes on an outside click and on Escape', async () => {
    const user = setup(0);
    const trigger = screen.getByRole('button', { name: /Меню акаунта/ });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Олена Коваленко')).toBeVisible();
    // A Ukrainian decimal comma.
    expect(screen.getByText('Рейтинг 4,9')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('is named by its own text, which says what the avatar shows (no aria-label to drift from it)', async () => {
    setup(2);
    const trigger = screen.getByRole('button', { name: 'Меню акаунта: Олена Коваленко, 2 нові сповіщення' });
    expect(trigger).not.toHaveAttribute('aria-label');
    const result = await axe.run(trigger.parentElement!, { runOnly: ['label-content-name-mismatch', 'button-name'] });
    expect(result.violations).toEqual([]);
  });

  it('ends with sign-out', async () => {
    const user = setup(0);
    await user.click(screen.getByRole('button', { name: /Меню акаунта/ }));
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Вийти');
  });
});
