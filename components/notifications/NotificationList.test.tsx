/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import type { TNotification, TNotificationPage } from '@/lib/notifications/contracts';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { MarkAllRead } from './MarkAllRead';
import { NotificationList } from './NotificationList';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
});

const item = (overrides: Partial<TNotification>): TNotification => ({
  id: 1, kind: 'requested', booking_id: 42, role: 'owner', text: 'Новий запит на бронювання Toyota Camry 2021', car: { title: 'Toyota Camry 2021' },
  url: '/booking/42', created: { at: '2026-12-01T08:05:00.000Z', local: '2026-12-01T10:05' }, read: false, ...overrides,
});

const page = (notifications: TNotification[], total = notifications.length): TNotificationPage => ({
  notifications, unread: notifications.filter((n) => !n.read).length, newest_id: notifications[0]?.id ?? null, pagination: { total, per_page: 20, current_page: 1 },
});

function show(data: TNotificationPage, locale: Locale = 'uk') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en}>
      <NotificationList data={data} locale={locale} pageHref={(n) => `/notifications?page=${n}`} />
    </NextIntlClientProvider>,
  );
}

describe('the notification centre list', () => {
  it('lists them newest first, each a link to its booking, unread said in words and shown', () => {
    show(page([item({ id: 3 }), item({ id: 2, kind: 'paid', booking_id: 7, url: '/booking/7', text: 'Орендар оплатив бронювання Skoda Octavia 2019', read: true })]));
    const list = screen.getByRole('list', { name: uk.Notifications.listLabel });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/booking/42', '/booking/7']);
    // The accessible name starts with "Unread:" for the unread one only.
    expect(links[0]).toHaveAccessibleName(/^Непрочитане: Новий запит на бронювання Toyota Camry 2021 Бронювання № 42 01\.12\.2026, 10:05$/);
    expect(links[1]).toHaveAccessibleName(/^Орендар оплатив бронювання Skoda Octavia 2019/);
    expect(list.querySelector('[data-notification="3"]')).toHaveAttribute('data-read', 'false');
    expect(list.querySelector('[data-notification="2"]')).toHaveAttribute('data-read', 'true');
  });

  it('speaks English, with the date as people in Ukraine read it', () => {
    show(page([item({ text: 'New booking request for Toyota Camry 2021' })]), 'en');
    expect(screen.getByRole('link')).toHaveAccessibleName('Unread: New booking request for Toyota Camry 2021 Booking No. 42 01/12/2026, 10:05');
    expect(screen.getByText(en.Notifications.kyivTime)).toBeInTheDocument();
  });

  it('says so when there is nothing yet, in both languages', () => {
    show(page([]));
    expect(screen.getByText(uk.Notifications.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('pages with plain links when there are more than a page', () => {
    show(page([item({})], 45), 'en');
    const nav = screen.getByRole('navigation', { name: en.Pagination.label });
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/notifications?page=2');
  });
});

describe('mark all as read', () => {
  it('marks every one the page knew of read in one call, says so and reloads the list', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { updated: 3, unread: 0 } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <NextIntlClientProvider locale="uk" messages={uk}>
        <MarkAllRead unread={3} upTo={41} />
      </NextIntlClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: uk.Notifications.markAll }));
    expect(await screen.findByRole('status')).toHaveTextContent(uk.Notifications.markedAll);
    expect(screen.queryByRole('button')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoints.notificationRead.path);
    expect(JSON.parse(init.body as string)).toEqual({ all: true, up_to: 41, lang: 'uk' });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('offers nothing to mark when all is read, and words a failure', async () => {
    const { unmount } = render(
      <NextIntlClientProvider locale="en" messages={en}>
        <MarkAllRead unread={0} upTo={null} />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign-in required' } }), { status: 401, headers: { 'content-type': 'application/json' } })));
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <MarkAllRead unread={2} upTo={7} />
      </NextIntlClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: en.Notifications.markAll }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in required');
    expect(screen.getByRole('button', { name: en.Notifications.markAll })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });
});
