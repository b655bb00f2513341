/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStoreProvider } from '@/components/state/AppStoreProvider';
import { endpoints } from '@/lib/api/endpoints';
import type { Viewer } from '@/lib/auth/viewer';
import { pageNavigation } from '@/lib/browser/page-navigation';
import type { AppInitialState } from '@/lib/state/app-store';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { RoleSwitch } from './RoleSwitch';

const viewer = (over: Partial<Viewer>): Viewer => ({
  id: 7, fullName: 'Андрій Мельник', role: 2, isHost: true, isUser: true, legalVerification: 0,
  isDriverLicenseVerified: false, avatarUrl: null, rating: null, notifications: 0, ...over,
});

function state(user: Viewer): AppInitialState {
  return {
    loggedIn: true, user, reviews: { rating: null }, balance: 0, mainMenu: [], mobMenu: [], footerMenu: [],
    settings: { site_name: 'Kermo', favicon: '', socials: { facebook: '', instagram: '', telegram: '' }, app_links: { app_store: '', google_play: '' } },
    contacts: [],
    modals: {
      host: { title: 'Угода власника', policy: '<p>Умови для власників</p>', btn_name: 'Прийняти угоду' },
      user: { title: 'Угода користувача', policy: '<p>Умови для орендарів</p>', btn_name: 'Прийняти угоду' },
    },
    dictionary: null, countNotifications: 0, currentBookingIds: [], bookingStatusItems: [], unreadAs: { renter: 0, owner: 0 },
  };
}

/** The change-role reply (spec §7: clients read data.data.user). */
function reply(user: { role: number; legal_verification?: number; is_driver_license_verified?: number }) {
  return new Response(JSON.stringify({ data: { data: { user: { is_host: 1, is_user: 1, legal_verification: 0, is_driver_license_verified: 0, ...user } } } }), { status: 200 });
}

function setup(options: { user: Viewer; label: string; agreement: 'host' | 'user' | null; reply: Response; locale?: 'uk' | 'en' }) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => options.reply);
  vi.stubGlobal('fetch', fetchMock);
  const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  const reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  const locale = options.locale ?? 'uk';
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en}>
      <AppStoreProvider initial={state(options.user)}>
        <RoleSwitch label={options.label} agreement={options.agreement} />
      </AppStoreProvider>
    </NextIntlClientProvider>,
  );
  const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> }));
  return { user: userEvent.setup(), sent, assign, reload };
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RoleSwitch: host → renter', () => {
  it('says what changes before switching; Escape and "stay a host" leave everything as it was', async () => {
    const { user, sent } = setup({ user: viewer({}), label: 'Акаунт орендаря', agreement: null, reply: reply({ role: 1 }) });
    const trigger = screen.getByRole('button', { name: 'Акаунт орендаря' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: uk.RoleSwitch.toRenterTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Ваші авто залишаються в каталозі'));
    expect(dialog).toHaveTextContent('«Мої авто» і «Моя активність»');
    expect(dialog).toHaveTextContent('кнопкою «Акаунт власника»');
    // Not yet a verified driver: the dialog says booking needs the licence.
    expect(dialog).toHaveTextContent(uk.RoleSwitch.toRenterLicence);
    expect(within(dialog).getByRole('button', { name: uk.RoleSwitch.toRenterConfirm })).toHaveFocus();
    expect((await axe.run(dialog)).violations).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: uk.RoleSwitch.stayHost }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = setup({ user: viewer({}), label: 'Акаунт орендаря', agreement: null, reply: reply({ role: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Акаунт орендаря' }));
    const confirm = screen.getByRole('button', { name: uk.RoleSwitch.toRenterConfirm });
    const stay = screen.getByRole('button', { name: uk.RoleSwitch.stayHost });
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(stay).toHaveFocus();
  });

  it('switches on confirmation and takes a renter without a verified licence to the licence step', async () => {
    const { user, sent, assign, reload } = setup({ user: viewer({}), label: 'Renter account', agreement: null, reply: reply({ role: 1 }), locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Renter account' }));
    await user.click(screen.getByRole('button', { name: en.RoleSwitch.toRenterConfirm }));
    expect(sent()).toEqual([{ url: endpoints.changeRole.path, body: { accept_agreement: false, lang: 'en' } }]);
    expect(assign).toHaveBeenCalledWith('/en/user-verification');
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps a verified driver on the page they switched on', async () => {
    window.history.replaceState(null, '', '/catalog/kyiv');
    const { user, assign, reload } = setup({ user: viewer({ isDriverLicenseVerified: true }), label: 'Акаунт орендаря', agreement: null, reply: reply({ role: 1, is_driver_license_verified: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Акаунт орендаря' }));
    expect(screen.getByRole('dialog')).not.toHaveTextContent(uk.RoleSwitch.toRenterLicence);
    await user.click(screen.getByRole('button', { name: uk.RoleSwitch.toRenterConfirm }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('from a host-only page goes to the trips', async () => {
    window.history.replaceState(null, '', '/car-list');
    const { user, assign } = setup({ user: viewer({ isDriverLicenseVerified: true }), label: 'Акаунт орендаря', agreement: null, reply: reply({ role: 1, is_driver_license_verified: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Акаунт орендаря' }));
    await user.click(screen.getByRole('button', { name: uk.RoleSwitch.toRenterConfirm }));
    expect(assign).toHaveBeenCalledWith('/mytrips');
  });

  it('explains the change in the user agreement when the host has not accepted it (is_user 0)', async () => {
    const { user, sent, assign } = setup({ user: viewer({ isUser: false }), label: 'Акаунт орендаря', agreement: 'user', reply: reply({ role: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Акаунт орендаря' }));
    const dialog = screen.getByRole('dialog', { name: 'Угода користувача' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(uk.RoleSwitch.toRenterLead));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Прийняти угоду' }));
    expect(sent()[0]!.body).toEqual({ accept_agreement: true, lang: 'uk' });
    expect(assign).toHaveBeenCalledWith('/user-verification');
  });
});

describe('RoleSwitch: renter → host', () => {
  it('after the host agreement takes the new host to the host application', async () => {
    const renter = viewer({ role: 1, isHost: false });
    const { user, sent, assign, reload } = setup({ user: renter, label: 'Стати власником', agreement: 'host', reply: reply({ role: 2 }) });
    await user.click(screen.getByRole('button', { name: 'Стати власником' }));
    const dialog = screen.getByRole('dialog', { name: 'Угода власника' });
    expect(dialog).toHaveAccessibleDescription(uk.RoleSwitch.toHostIntro);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Прийняти угоду' }));
    expect(sent()).toEqual([{ url: endpoints.changeRole.path, body: { accept_agreement: true, lang: 'uk' } }]);
    expect(assign).toHaveBeenCalledWith('/user-verification');
    expect(reload).not.toHaveBeenCalled();
  });

  it('switches a returning host at once and takes a verified one to their cars', async () => {
    const renter = viewer({ role: 1, isHost: true, legalVerification: 2 });
    const { user, sent, assign } = setup({ user: renter, label: 'Host account', agreement: null, reply: reply({ role: 2, legal_verification: 2 }), locale: 'en' });
    const trigger = screen.getByRole('button', { name: 'Host account' });
    expect(trigger).not.toHaveAttribute('aria-haspopup');
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent()).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/en/car-list');
  });
});
