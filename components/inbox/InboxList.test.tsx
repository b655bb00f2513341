/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import type { TChatInboxItem } from '@/lib/chat/contracts';
import type { Locale } from '@/lib/i18n/locales';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { type InboxPage, InboxList } from './InboxList';
import { MessagesLink } from './MessagesLink';

// Tuesday 1 December 2026, 15:00 in Kyiv.
const NOW = kyivDateTimeToInstant('2026-12-01T15:00');

const item = (overrides: Partial<TChatInboxItem>): TChatInboxItem => ({
  booking_id: 42, status: BOOKING_STATUS.requested, role: 'renter', car: { title: 'Toyota Camry 2021', photo: '/media/cars/1/thumb.webp' },
  other: { name: 'Олена К.', photo: null }, last: { text: 'Добрий день! Авто вільне?', photo: false, mine: true, at: kyivDateTimeToInstant('2026-12-01T09:05').toISOString() },
  unread: 0, ...overrides,
});

const page = (items: TChatInboxItem[], total = items.length, current = 1): InboxPage => ({ items, pagination: { total, per_page: 20, current_page: current } });

function show(data: InboxPage, locale: Locale = 'uk') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en}>
      <InboxList data={data} locale={locale} now={NOW} pageHref={(n) => `${locale === 'en' ? '/en' : ''}/messages?page=${n}`} />
    </NextIntlClientProvider>,
  );
}

const two = () => [
  item({ booking_id: 7, role: 'owner', status: BOOKING_STATUS.paid, car: { title: 'Skoda Octavia 2019', photo: null }, other: { name: 'Андрій', photo: null }, last: { text: '', photo: true, mine: false, at: kyivDateTimeToInstant('2026-12-01T14:30').toISOString() }, unread: 3 }),
  item({ last: { text: 'Добрий день! Авто вільне?', photo: false, mine: true, at: kyivDateTimeToInstant('2026-11-28T18:00').toISOString() } }),
];

describe('the chat inbox list', () => {
  it('lists each conversation as one link to its booking, its words in reading order', () => {
    const { container } = show(page(two()));
    const list = screen.getByRole('list', { name: uk.Inbox.listLabel });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/booking/7#chat', '/booking/42#chat']);
    // Theirs, a photo alone, today: the time; three unread, said in words.
    expect(links[0]).toHaveAccessibleName('Skoda Octavia 2019 Орендар: Андрій Оплачено № 7 Фото 14:30 3 непрочитані повідомлення');
    // Mine, an earlier day: "Ви:" and the date.
    expect(links[1]).toHaveAccessibleName('Toyota Camry 2021 Власник: Олена К. Очікує підтвердження № 42 Ви: Добрий день! Авто вільне? 28.11.2026');
    expect(within(links[0]!).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(list.querySelector('[data-booking="42"] time')).toHaveAttribute('dateTime', '2026-11-28T16:00:00.000Z');
    expect(list.querySelector('[data-booking="42"] img')).toHaveAttribute('alt', '');
    expect(container.querySelector('[data-booking="7"]')).toHaveAttribute('data-unread', '3');
  });

  it('speaks English, with dates as people in Ukraine write them in English', () => {
    show(page(two()), 'en');
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Skoda Octavia 2019 Renter: Андрій Paid No. 7 Photo 14:30 3 unread messages');
    expect(links[1]).toHaveAccessibleName('Toyota Camry 2021 Owner: Олена К. Awaiting confirmation No. 42 You: Добрий день! Авто вільне? 28/11/2026');
    expect(screen.getByText(en.Inbox.kyivTime)).toBeInTheDocument();
  });

  it('shows a photo with words as its words, and names a party whose account is gone', () => {
    show(page([item({ other: { name: '', photo: null }, last: { text: 'Ось подряпина', photo: true, mine: false, at: NOW.toISOString() }, unread: 1 })]));
    expect(screen.getByRole('link')).toHaveAccessibleName('Toyota Camry 2021 Власник: видалений акаунт Очікує підтвердження № 42 Ось подряпина 15:00 1 непрочитане повідомлення');
  });

  it('says where conversations come from when there are none, in both languages', () => {
    const { unmount } = show(page([]));
    expect(screen.getByText(uk.Inbox.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    show(page([]), 'en');
    expect(screen.getByText(en.Inbox.empty)).toBeInTheDocument();
  });

  it('pages with plain links only when there is more than a page', () => {
    const { unmount } = show(page(two()));
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    show(page(two(), 45, 2), 'en');
    const nav = screen.getByRole('navigation', { name: en.Pagination.label });
    expect(within(nav).getByRole('link', { name: en.Pagination.previous })).toHaveAttribute('href', '/en/messages?page=1');
    expect(within(nav).getByRole('link', { name: en.Pagination.next })).toHaveAttribute('href', '/en/messages?page=3');
  });

  it('has no accessibility violations', async () => {
    const { container } = show(page(two()));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('the way to the inbox from my trips and my activity', () => {
  it('is a link in both languages', () => {
    const { unmount } = render(
      <NextIntlClientProvider locale="uk" messages={uk}>
        <MessagesLink locale="uk" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Усі повідомлення' })).toHaveAttribute('href', '/messages');
    unmount();
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <MessagesLink locale="en" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/en/messages');
  });
});
