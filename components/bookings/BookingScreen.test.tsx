/** @vitest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookingView } from '@/lib/bookings/contracts';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { bookingViewFixture } from '@/tests/support/booking-view';
import { AppStoreProvider } from '@/components/state/AppStoreProvider';
import { createAppStore, type AppInitialState } from '@/lib/state/app-store';
import { BookingScreen } from './BookingScreen';

const LIMITS = { message: 255, address: { min: 5, max: 255 }, reason: { min: 3, max: 255 } };

let replies: { status: number; body: unknown }[] = [];
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  replies = [];
  fetchMock = vi.fn(async () => {
    const reply = replies.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  // The conversation panel asks for its messages on its own: an empty one, kept out of the calls these tests count.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => (String(url).startsWith('/api/profile/chat/') ? chatReply() : fetchMock(url, init)));
});

const chatReply = async () =>
  new Response(JSON.stringify({ data: { thread: { booking_id: 77, role: 'renter', can_write: true, masking: true, other: { name: 'Олена К.', photo: null }, their_read_up_to: 0 }, messages: [], has_older: false } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
afterEach(() => vi.unstubAllGlobals());

function show(view: TBookingView, locale: 'uk' | 'en' = 'uk') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <BookingScreen initial={view} locale={locale} mode="time" carHref="/catalog/kyiv/toyota-camry-2021-1234" back={{ href: '/myactivity', label: 'Моя активність' }} terms={null} limits={LIMITS} />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

const next = () => screen.getByRole('region', { name: /^(Що далі|What happens next)$/ });

describe('BookingScreen', () => {
  it('says the status, what happens next and by when, for the owner of a request', () => {
    show(bookingViewFixture({ role: 'owner', actions: ['confirm', 'reject'], other: { id: 9, kind: 'renter', name: 'Оксана Б.', photo: null, rating: null, profile: '/user/9' } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Toyota Camry 2021');
    expect(screen.getByText('Бронювання № 77')).toBeInTheDocument();
    expect(within(next()).getByText('Очікує підтвердження')).toBeInTheDocument();
    expect(within(next()).getByText('Новий запит. Підтвердьте або відхиліть його до 02.12.2026, 11:30 — без відповіді він скасується.')).toBeInTheDocument();
    // The renter's card, the dates in Kyiv time, the timeline with who did what and when.
    const party = screen.getByRole('region', { name: 'Орендар' });
    expect(within(party).getByRole('link', { name: 'Профіль' })).toHaveAttribute('href', '/user/9');
    expect(screen.getByText('10.12.2026, 10:00 – 13.12.2026, 10:00')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Історія' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Запит надіслано');
    expect(within(history).getByRole('listitem')).toHaveTextContent('Орендар · 01.12.2026, 11:30');
    expect(screen.getByRole('link', { name: 'Toyota Camry 2021' })).toHaveAttribute('href', '/catalog/kyiv/toyota-camry-2021-1234');
  });

  it('shows the booking the server answered after a step: no label stays behind, and the status line says what was done', async () => {
    const user = show(bookingViewFixture({ role: 'owner', actions: ['confirm', 'reject'] }));
    const confirmed = bookingViewFixture({
      role: 'owner',
      status: 2,
      deadline: { at: '2026-12-09T08:00:00.000Z', local: '2026-12-09T10:00' },
      deadlines: { answer_by: null, pay_by: { at: '2026-12-09T08:00:00.000Z', local: '2026-12-09T10:00' }, free_cancellation_until: { at: '2026-12-09T08:00:00.000Z', local: '2026-12-09T10:00' } },
      place: { pickup: 'вул. Хрещатик, 1', delivery: null },
      actions: ['propose_change', 'cancel'],
      timeline: [...bookingViewFixture().timeline, { action: 'confirm', actor: 'owner', from: 1, to: 2, reason: null, at: '2026-12-01T10:00:00.000Z' }],
    });
    replies.push({ status: 200, body: { data: { booking: confirmed } } });
    await user.click(screen.getByRole('button', { name: 'Підтвердити запит' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Запит підтверджено'));
    // Focus moves in an effect after the commit that shows the text.
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(next()).getByText('Підтверджено')).toBeInTheDocument();
    expect(within(next()).queryByText('Очікує підтвердження')).not.toBeInTheDocument();
    expect(within(next()).getByText(/Орендар має оплатити його до 09\.12\.2026, 10:00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Підтвердити запит' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скасувати бронювання' })).toBeInTheDocument();
    expect(screen.getByText('вул. Хрещатик, 1')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Історія' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists the extras after the trip, a late return with the moment the car came back, in both languages', () => {
    const extras = {
      lines: [
        { kind: 'km_over', quantity: 120, unit_price: 500, amount: 60_000 },
        { kind: 'late_return', quantity: 3, unit_price: 15_000, amount: 45_000 },
      ],
      total: 105_000,
      paid: 0,
      collecting: false,
      returned_at: { at: '2026-12-13T10:40:00.000Z', local: '2026-12-13T12:40' },
    };
    show(bookingViewFixture({ status: 11, extras, actions: ['confirm_end_mileage', 'dispute_end_mileage'] }));
    expect(screen.getByText('Пізнє повернення: 3 години (повернуто 13.12.2026, 12:40)')).toBeInTheDocument();
    expect(screen.getByText(/^Перепробіг: 120/)).toBeInTheDocument();
    document.body.innerHTML = '';
    show(bookingViewFixture({ status: 11, extras: { ...extras, lines: [{ kind: 'late_return', quantity: 1, unit_price: 15_000, amount: 15_000 }] }, actions: [] }), 'en');
    expect(screen.getByText('Late return: 1 hour (back on 13/12/2026, 12:40)')).toBeInTheDocument();
  });

  it('shows the booking again when the status poll reports it moved on, with no reload', async () => {
    const initial: AppInitialState = {
      loggedIn: true, user: null, reviews: { rating: null }, balance: 0, mainMenu: [], mobMenu: [], footerMenu: [],
      settings: { site_name: 'Kermo', favicon: '', socials: { facebook: '', instagram: '', telegram: '' }, app_links: { app_store: '', google_play: '' } },
      contacts: [], modals: { host: { title: '', policy: '', btn_name: '' }, user: { title: '', policy: '', btn_name: '' } },
      dictionary: null, countNotifications: 0, currentBookingIds: [77], bookingStatusItems: [{ id: 77, as: 'renter', status: 1, unread_messages: 0, notifications: { status: false } }], unreadAs: { renter: 0, owner: 0 },
    };
    const store = createAppStore(initial);
    render(
      <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
        <AppStoreProvider initial={initial} store={store}>
          <BookingScreen initial={bookingViewFixture()} locale="uk" mode="time" carHref={null} back={null} terms={null} limits={LIMITS} />
        </AppStoreProvider>
      </NextIntlClientProvider>,
    );
    expect(within(next()).getByText('Очікує підтвердження')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // The owner confirmed: the next poll says 2.
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ status: 2, actions: ['pay', 'propose_change', 'cancel'] }) } } });
    act(() => store.getState().setChatStatus({ count_notifications: 1, unread_as: { renter: 1, owner: 0 }, bookings: [{ id: 77, as: 'renter', status: 2, unread_messages: 0, notifications: { status: true } }] }));
    await waitFor(() => expect(within(next()).getByText('Підтверджено')).toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/profile/booking/get']);
  });

  it('on a phone shows the booking and its conversation as two tabs, and #chat opens the conversation', async () => {
    window.location.hash = '#chat';
    const user = show(bookingViewFixture());
    const tabs = screen.getByRole('tablist', { name: 'Розділи бронювання' });
    expect(within(tabs).getByRole('tab', { name: 'Листування' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: /^Що далі$/ })).not.toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Бронювання' }));
    expect(next()).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Бронювання' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Листування' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Листування' })).toHaveFocus();
    window.location.hash = '';
  });

  it('shows the owner their share, and the renter never', () => {
    show(bookingViewFixture({ role: 'owner', actions: [], owner_share: { commission: 49_500, earnings: 280_500, commission_bp: 1500 } }));
    const price = screen.getByRole('region', { name: 'Вартість' });
    expect(within(price).getByText('Комісія Kermo (15 %)')).toBeInTheDocument();
    expect(within(price).getByText('−495 ₴')).toBeInTheDocument();
    expect(within(price).getByText('Ви отримаєте')).toBeInTheDocument();
    expect(within(price).getByText('2 805 ₴')).toBeInTheDocument();
  });

  it('asks the renter for a review after the trip, and "not now" tells the server to stop asking', async () => {
    const user = show(bookingViewFixture({ status: 13, actions: [], review: { can_review: true, ask: true, mine: null, theirs: null } }));
    expect(within(next()).getByText('Поїздку завершено. Оцініть авто й власника — це допоможе іншим орендарям.')).toBeInTheDocument();
    const prompt = screen.getByRole('note', { name: 'Прохання про відгук' });
    replies.push({ status: 200, body: { data: { booking_id: 77, reviewed: false, dismissed: true, ask: false } } });
    await user.click(within(prompt).getByRole('button', { name: 'Не зараз' }));
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Прохання про відгук' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/reviewed-status');
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({ booking_id: 77, force: true, lang: 'uk' });
    // The form stays: the renter may still rate the trip later.
    expect(screen.getByRole('form', { name: 'Оцініть авто й власника' })).toBeInTheDocument();
  });

  it('requires a rating, then sends it with the comment', async () => {
    const user = show(bookingViewFixture({ status: 13, actions: [], review: { can_review: true, ask: false, mine: null, theirs: null } }));
    const form = screen.getByRole('form', { name: 'Оцініть авто й власника' });
    await user.click(within(form).getByRole('button', { name: 'Надіслати відгук' }));
    expect(within(form).getByRole('group', { name: 'Оцінка' })).toHaveAccessibleDescription('Оберіть оцінку від 1 до 5 зірок.');
    expect(within(form).getByRole('radio', { name: '1 зірка з 5' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('radio', { name: '4 зірки з 5' }));
    await user.type(within(form).getByRole('textbox', { name: 'Відгук (необов’язково)' }), 'Чисте авто, чесний власник');
    const reviewed = bookingViewFixture({ status: 13, actions: [], review: { can_review: false, ask: false, mine: { rating: 4, comment: 'Чисте авто, чесний власник' }, theirs: null } });
    replies.push({ status: 200, body: { data: { booking: reviewed } } });
    await user.click(within(form).getByRole('button', { name: 'Надіслати відгук' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Дякуємо за відгук!'));
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({ booking_id: 77, rating: 4, comment: 'Чисте авто, чесний власник', lang: 'uk' });
    expect(screen.queryByRole('form', { name: 'Оцініть авто й власника' })).not.toBeInTheDocument();
    expect(screen.getByText('Ваш відгук')).toBeInTheDocument();
  });

  it('tells a renter who cancelled what goes back to their card and what was kept, not "the money goes back"', () => {
    const cancelled = { by: 'renter' as const, reason: 'Плани змінилися' };
    const late = bookingViewFixture({ status: 4, actions: [], cancellation: null, cancelled, paid: 510_000, refunded: 330_000, fee: 180_000 });
    const { unmount } = render(
      <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
        <BookingScreen initial={late} locale="uk" mode="time" carHref={null} back={null} terms={null} limits={LIMITS} />
      </NextIntlClientProvider>,
    );
    expect(within(next()).getByText('Бронювання скасовано.')).toBeInTheDocument();
    expect(within(next()).getByText('На картку, з якої ви платили, повернемо 3 300 ₴; 1 800 ₴ утримано за скасування пізніше ніж за 24 години до початку.')).toBeInTheDocument();
    expect(within(next()).queryByText(/Якщо ви вже платили/)).not.toBeInTheDocument();
    unmount();

    show(bookingViewFixture({ status: 4, actions: [], cancellation: null, cancelled, paid: 360_000, refunded: 360_000, fee: 0 }), 'en');
    expect(within(next()).getByText('The booking is cancelled.')).toBeInTheDocument();
    expect(within(next()).getByText('₴3 600 goes back to the card you paid with, in full.')).toBeInTheDocument();
  });

  it('tells a renter who cancelled before paying that nothing was charged, and a late cancellation of a one-day booking that nothing goes back', () => {
    const cancelled = { by: 'renter' as const, reason: 'Плани змінилися' };
    const { unmount } = render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Kyiv">
        <BookingScreen initial={bookingViewFixture({ status: 4, actions: [], cancellation: null, cancelled })} locale="en" mode="time" carHref={null} back={null} terms={null} limits={LIMITS} />
      </NextIntlClientProvider>,
    );
    expect(within(next()).getByText('The booking is cancelled.')).toBeInTheDocument();
    expect(within(next()).getByText('Nothing was charged.')).toBeInTheDocument();
    unmount();
    show(bookingViewFixture({ status: 4, actions: [], cancellation: null, cancelled, paid: 180_000, refunded: 0, fee: 180_000 }));
    expect(within(next()).getByText('1 800 ₴ утримано за скасування пізніше ніж за 24 години до початку, тож повертати нічого.')).toBeInTheDocument();
  });

  it('says in words why the bank declined a payment, and a person’s reason as they wrote it', () => {
    const at = '2026-12-01T10:00:00.000Z';
    show(
      bookingViewFixture({
        status: 7,
        timeline: [
          ...bookingViewFixture().timeline,
          { action: 'payment_failed', actor: 'system', from: 5, to: 7, reason: 'insufficient_funds', at },
          { action: 'payment_failed', actor: 'system', from: 5, to: 7, reason: '1109', at },
          { action: 'operator_refund', actor: 'operator', from: 7, to: 7, reason: 'Кондиціонер не працював', at },
        ],
      }),
    );
    expect(screen.getByText('Служба підтримки повернула кошти')).toBeInTheDocument();
    expect(screen.getByText('Причина: Кондиціонер не працював')).toBeInTheDocument();
    expect(screen.getByText('Причина: недостатньо коштів на картці')).toBeInTheDocument();
    expect(screen.getByText('Причина: код банку 1109')).toBeInTheDocument();
    expect(screen.queryByText(/insufficient_funds/)).toBeNull();
  });

  it('shows the deposit’s hold: when it will be held, and to the renter whose card refused it, the way to hold it on the page', () => {
    show(
      bookingViewFixture({
        status: 6,
        role: 'renter',
        deposit_hold: { amount: 1_000_000, rate: null, state: 'scheduled', hold_at: { at: '2026-12-09T08:00:00.000Z', local: '2026-12-09T10:00' }, captured: 0, issue: null, card: null },
      }),
    );
    expect(screen.getByText(/^Заставу 10\s000\s₴ заблокуємо на вашій картці 09\.12\.2026, 10:00/)).toBeInTheDocument();
  });

  it('offers the renter the acquirer’s page when the deposit could not be held, and the owner only the news', () => {
    const issue = { amount: 1_000_000, rate: null, state: 'issue' as const, hold_at: null, captured: 0, issue: 'insufficient_funds', card: null };
    show(bookingViewFixture({ status: 6, role: 'renter', deposit_hold: issue }));
    expect(screen.getByRole('button', { name: /^Заблокувати заставу 10\s000\s₴$/ })).toBeEnabled();
    expect(screen.getByText(/Банк відхилив блокування/)).toBeInTheDocument();
  });

  it('says why the agreement came back, in English too', () => {
    show(bookingViewFixture({ status: 16, paid: 330_000, contract: { document: '/api/profile/booking/document/77', signed: null, uploaded_at: null, rejection: 'No signature' }, actions: ['upload_contract', 'cancel'] }), 'en');
    expect(within(next()).getByText('Awaiting contract')).toBeInTheDocument();
    expect(within(next()).getByText('The contract did not pass verification: No signature. Upload the correct file.')).toBeInTheDocument();
    expect(within(next()).getByRole('link', { name: 'Download the rental agreement (PDF)' })).toHaveAttribute('href', '/api/profile/booking/document/77');
  });
});
