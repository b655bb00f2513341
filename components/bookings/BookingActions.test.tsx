/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookingView } from '@/lib/bookings/contracts';
import { pageNavigation } from '@/lib/browser/page-navigation';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { bookingViewFixture } from '@/tests/support/booking-view';
import { BookingActions } from './BookingActions';

const uploadApi = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/upload', () => ({ uploadApi }));

const LIMITS = { message: 255, address: { min: 5, max: 255 }, reason: { min: 3, max: 255 } };
const TERMS = {
  schedule: { '0': { from: '08:00', to: '21:00' }, '1': { from: '08:00', to: '21:00' }, '2': { from: '08:00', to: '21:00' }, '3': { from: '08:00', to: '21:00' }, '4': { from: '08:00', to: '21:00' }, '5': { from: '10:00', to: '18:00' } },
  delivery: { offered: true, free: false, price: 30_000 },
  today: '2026-12-01',
  lastDay: '2028-11-30',
};

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replies = [];
  fetchMock = vi.fn(async () => {
    const reply = replies.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  uploadApi.mockReset();
});

function show(view: TBookingView, locale: 'uk' | 'en' = 'uk', setup: Parameters<typeof userEvent.setup>[0] = {}) {
  const onDone = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <BookingActions view={view} locale={locale} terms={TERMS} limits={LIMITS} onDone={onDone} />
    </NextIntlClientProvider>,
  );
  return { user: userEvent.setup(setup), onDone };
}

const buttons = () => {
  const group = screen.queryByRole('group', { name: 'Дії з бронюванням' });
  return group ? within(group).getAllByRole('button').map((button) => button.textContent) : [];
};
/** Money and kilometres as the page writes them: digits grouped and units joined with no-break spaces. */
const nb = (text: string) => text.replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0').replace(/(\d) (₴|км|km)/g, '$1\u00a0$2');
const bodyOf = (call: number) => JSON.parse((fetchMock.mock.calls[call]![1] as RequestInit).body as string) as Record<string, unknown>;

describe('BookingActions', () => {
  it.each<[string, Partial<TBookingView>, string[]]>([
    ['the owner of a request', { role: 'owner', status: 1, actions: ['confirm', 'reject'] }, ['Підтвердити запит', 'Відхилити запит']],
    ['the renter of a request', { role: 'renter', status: 1, actions: ['edit_request', 'cancel'] }, ['Змінити запит', 'Скасувати бронювання']],
    ['the renter of a confirmed booking', { status: 2, actions: ['pay', 'propose_change', 'cancel'] }, ['Оплатити 3 300 ₴', 'Запропонувати інші умови', 'Скасувати бронювання']],
    ['the renter after a failed payment', { status: 7, actions: ['pay', 'propose_change', 'cancel'] }, ['Оплатити ще раз: 3 300 ₴', 'Запропонувати інші умови', 'Скасувати бронювання']],
    ['the renter asked to accept the owner’s change', { status: 15, change: { by: 'owner', start: bookingViewFixture().start, end: bookingViewFixture().end, delivery_address: null, total: 300_000, lines: [] }, actions: ['accept_change', 'decline_change', 'cancel'] }, ['Прийняти нові умови', 'Відхилити нові умови', 'Скасувати бронювання']],
    ['the renter who proposed a change', { status: 15, change: { by: 'renter', start: bookingViewFixture().start, end: bookingViewFixture().end, delivery_address: null, total: 300_000, lines: [] }, actions: ['decline_change', 'cancel'] }, ['Відкликати пропозицію', 'Скасувати бронювання']],
    ['the owner checking the agreement', { role: 'owner', status: 17, actions: ['accept_contract', 'reject_contract', 'cancel'] }, ['Прийняти договір', 'Повернути договір', 'Скасувати бронювання']],
    ['the owner at the handover', { role: 'owner', status: 8, actions: ['hand_over', 'cancel'] }, ['Передати авто й внести пробіг', 'Скасувати бронювання']],
    ['the owner correcting the start mileage', { role: 'owner', status: 10, actions: ['hand_over', 'cancel'] }, ['Виправити пробіг', 'Скасувати бронювання']],
    ['the renter checking the start mileage', { status: 10, mileage: { start: 42_000, end: null, dispute: null }, actions: ['confirm_start_mileage', 'dispute_start_mileage', 'cancel'] }, ['Пробіг правильний — почати поїздку', 'Пробіг неправильний', 'Скасувати бронювання']],
    ['the owner during the trip', { role: 'owner', status: 9, actions: ['end_trip'] }, ['Завершити поїздку']],
    ['the renter checking the end mileage', { status: 11, actions: ['confirm_end_mileage', 'dispute_end_mileage'] }, ['Підтвердити пробіг і доплати', 'Пробіг неправильний']],
    ['the renter owing extras', { status: 12, extras: { lines: [{ kind: 'fuel', quantity: 1, unit_price: 50_000, amount: 50_000 }], total: 50_000, paid: 0, collecting: false, returned_at: null }, actions: ['pay_extras'] }, ['Сплатити доплати: 500 ₴']],
  ])('offers %s exactly the steps the view allows', (_who, overrides, expected) => {
    show(bookingViewFixture(overrides));
    expect(buttons()).toEqual(expected.map(nb));
  });

  it('offers nothing when the viewer may do nothing', () => {
    const { container } = render(
      <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
        <BookingActions view={bookingViewFixture({ status: 13, actions: [] })} locale="uk" terms={null} limits={LIMITS} onDone={vi.fn()} />
      </NextIntlClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says what a late cancellation costs before the renter confirms, asks for the reason, and hands the answer on', async () => {
    const view = bookingViewFixture({ status: 6, paid: 330_000, cancellation: { free: false, fee: 120_000, refund: 210_000 }, actions: ['upload_contract', 'cancel'] });
    const { user, onDone } = show(view);
    await user.click(screen.getByRole('button', { name: 'Скасувати бронювання' }));
    const dialog = screen.getByRole('dialog', { name: 'Скасувати бронювання?' });
    expect(dialog).toHaveAccessibleDescription(nb('Безкоштовне скасування діяло до 09.12.2026, 10:00. Утримаємо 1 200 ₴ — ціну першої доби, повернемо 2 100 ₴.'));
    // A reason is required: nothing is sent without one, and the field says why.
    await user.click(within(dialog).getByRole('button', { name: 'Так, скасувати' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const reason = within(dialog).getByRole('textbox', { name: 'Причина' });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Вкажіть причину.'));
    await user.type(reason, 'Змінилися плани');
    expect(within(dialog).getByText('15 / 255')).toBeInTheDocument();
    const cancelled = bookingViewFixture({ status: 4, actions: [], cancelled: { by: 'renter', reason: 'Змінилися плани' } });
    replies.push({ status: 200, body: { data: { booking: cancelled, cancellation: { free: false, fee: 120_000, refund: 210_000 } } } });
    await user.click(within(dialog).getByRole('button', { name: 'Так, скасувати' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(cancelled, 'cancel'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/cancel');
    expect(bodyOf(0)).toEqual({ booking_id: 77, lang: 'uk', reason: 'Змінилися плани' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, Partial<TBookingView>, string]>([
    ['a free cancellation of a paid booking', { status: 6, paid: 330_000, cancellation: { free: true, fee: 0, refund: 330_000 } }, 'Скасування безкоштовне (до 09.12.2026, 10:00): повернемо 3 300 ₴ повністю.'],
    ['an unpaid booking', { status: 2, paid: 0, cancellation: { free: true, fee: 0, refund: 0 } }, 'Ви ще нічого не сплатили, тож скасування нічого не коштує.'],
    ['the owner’s cancellation', { role: 'owner', status: 6, paid: 330_000, cancellation: { free: true, fee: 0, refund: 330_000 } }, 'Орендар отримає все сплачене (3 300 ₴). Скасування власником видно у вашому профілі.'],
  ])('tells the cost of %s', async (_what, overrides, text) => {
    const { user } = show(bookingViewFixture({ ...overrides, actions: ['cancel'] }));
    await user.click(screen.getByRole('button', { name: 'Скасувати бронювання' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(nb(text));
  });

  it('shows the server’s word about the mileage at its field, not above the buttons', async () => {
    const { user, onDone } = show(bookingViewFixture({ role: 'owner', status: 8, actions: ['hand_over', 'cancel'] }));
    await user.click(screen.getByRole('button', { name: 'Передати авто й внести пробіг' }));
    const dialog = screen.getByRole('dialog', { name: 'Передача авто' });
    const mileage = within(dialog).getByRole('textbox', { name: 'Пробіг, км' });
    await user.click(within(dialog).getByRole('button', { name: 'Зберегти пробіг' }));
    expect(mileage).toHaveAccessibleDescription(expect.stringContaining('Вкажіть пробіг цілим числом кілометрів.'));
    await user.type(mileage, '41000');
    replies.push({ status: 422, body: { error: { code: 'validation_failed', message: 'Перевірте поля', fields: { mileage: 'Пробіг не може бути меншим за пробіг авто (42 000 км).' } } } });
    await user.click(within(dialog).getByRole('button', { name: 'Зберегти пробіг' }));
    await waitFor(() => expect(mileage).toHaveAccessibleDescription(expect.stringContaining('Пробіг не може бути меншим за пробіг авто (42 000 км).')));
    expect(mileage).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(bodyOf(0)).toEqual({ booking_id: 77, lang: 'uk', mileage: 41_000 });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says a refusal about no field above the buttons and keeps the dialog open', async () => {
    const { user } = show(bookingViewFixture({ role: 'owner', actions: ['confirm', 'reject'] }));
    await user.click(screen.getByRole('button', { name: 'Відхилити запит' }));
    replies.push({ status: 409, body: { error: { code: 'booking_action_unavailable', message: 'Цю дію зараз виконати не можна.' } } });
    await user.click(screen.getByRole('button', { name: 'Відхилити' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Цю дію зараз виконати не можна.');
    // The reason is optional: the call went without one.
    expect(bodyOf(0)).toEqual({ booking_id: 77, lang: 'uk' });
  });

  it('confirms a request at once and hands the confirmed booking on', async () => {
    const { user, onDone } = show(bookingViewFixture({ role: 'owner', actions: ['confirm', 'reject'] }));
    const confirmed = bookingViewFixture({ role: 'owner', status: 2, actions: ['propose_change', 'cancel'] });
    replies.push({ status: 200, body: { data: { booking: confirmed } } });
    await user.click(screen.getByRole('button', { name: 'Підтвердити запит' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(confirmed, 'confirm'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/confirm');
  });

  it('sends the renter to the payment page the server names', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = show(bookingViewFixture({ status: 2, actions: ['pay', 'cancel'] }));
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ status: 5, actions: ['cancel'] }), redirect_url: '/pay/sandbox/pay_abc' } } });
    await user.click(screen.getByRole('button', { name: nb('Оплатити 3 300 ₴') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/pay_abc'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/pay');
    expect(screen.getByRole('button', { name: nb('Оплатити 3 300 ₴') })).toBeDisabled();
  });

  it('says the card is kept for the deposit, and sends the consent to remember it only when given', async () => {
    vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = show(bookingViewFixture({ status: 2, actions: ['pay', 'cancel'] }));
    expect(screen.getByText(/за добу до початку на ній заблокують заставу 10\s000\s₴/)).toBeInTheDocument();
    const remember = screen.getByRole('checkbox', { name: 'Запам’ятати картку для наступних бронювань' });
    expect(remember).not.toBeChecked();
    await user.click(remember);
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ status: 5, actions: ['cancel'] }), redirect_url: '/pay/sandbox/kp-1' } } });
    await user.click(screen.getByRole('button', { name: nb('Оплатити 3 300 ₴') }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(0)).toMatchObject({ booking_id: 77, remember_card: true });
    expect(bodyOf(0)).not.toHaveProperty('card_id');
  });

  it('offers the remembered cards first and pays with the chosen one by keyboard', async () => {
    vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const saved = [
      { id: 7, pan_masked: '424242******4242' },
      { id: 9, pan_masked: null },
    ];
    const { user } = show(bookingViewFixture({ status: 2, actions: ['pay', 'cancel'], saved_cards: saved }));
    expect(screen.getByRole('radio', { name: 'Збережена картка •••• 4242' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Збережена картка •••• XXXX' })).not.toBeChecked();
    // A saved card is paid without the page: nothing to remember.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Збережена картка •••• XXXX' })).toBeChecked();
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ status: 6, actions: [] }), redirect_url: '/booking/1' } } });
    await user.click(screen.getByRole('button', { name: nb('Оплатити 3 300 ₴') }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(0)).toMatchObject({ booking_id: 77, card_id: 9 });
  });

  it('offers no page for the extras while they are being taken from the deposit, and asks only for what is left after', () => {
    const extras = { lines: [{ kind: 'fuel', quantity: 1, unit_price: 650_000, amount: 650_000 }], total: 650_000 };
    show(bookingViewFixture({ status: 12, extras: { ...extras, paid: 0, collecting: true, returned_at: null }, actions: ['pay_extras'] }));
    expect(buttons()).toEqual([]);
    expect(screen.getByText(/Доплату списуємо із застави/)).toBeInTheDocument();
  });

  it('asks the renter for what the deposit did not cover', () => {
    const extras = { lines: [{ kind: 'fuel', quantity: 1, unit_price: 650_000, amount: 650_000 }], total: 650_000 };
    show(bookingViewFixture({ status: 14, extras: { ...extras, paid: 500_000, collecting: false, returned_at: null }, actions: ['pay_extras'] }));
    expect(buttons()).toEqual([nb('Сплатити доплати: 1 500 ₴')]);
  });

  it('ends the trip with the end mileage and a fuel charge in hryvnias', async () => {
    const { user, onDone } = show(bookingViewFixture({ role: 'owner', status: 9, mileage: { start: 42_000, end: null, dispute: null }, actions: ['end_trip'] }));
    await user.click(screen.getByRole('button', { name: 'Завершити поїздку' }));
    const dialog = screen.getByRole('dialog', { name: 'Завершення поїздки' });
    expect(dialog).toHaveAccessibleDescription(nb('Пробіг на початку — 42 000 км. Доплату за перепробіг і повернення з доставки порахуємо самі.'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Пробіг, км' }), '42800');
    await user.type(within(dialog).getByRole('textbox', { name: 'Доплата за пальне, ₴' }), '350');
    const ended = bookingViewFixture({ role: 'owner', status: 11, actions: ['end_trip'] });
    replies.push({ status: 200, body: { data: { booking: ended } } });
    await user.click(within(dialog).getByRole('button', { name: 'Завершити поїздку' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(ended, 'end_trip'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/end-trip');
    expect(bodyOf(0)).toEqual({ booking_id: 77, lang: 'uk', mileage: 42_800, fuel: 350 });
  });

  it('says what a late return adds and lets the owner waive it', async () => {
    // The rental ended 13.12 at 10:00; the car came back at 13:10: four started hours, 600 ₴.
    const late = { hours: 4, amount: 60_000, returned_at: { at: '2026-12-13T11:10:00.000Z', local: '2026-12-13T13:10' }, paid_until: { at: '2026-12-13T08:00:00.000Z', local: '2026-12-13T10:00' } };
    const { user } = show(bookingViewFixture({ role: 'owner', status: 9, mileage: { start: 42_000, end: null, dispute: null }, late_return: late, actions: ['end_trip'] }));
    await user.click(screen.getByRole('button', { name: 'Завершити поїздку' }));
    const dialog = screen.getByRole('dialog', { name: 'Завершення поїздки' });
    expect(dialog).toHaveAccessibleDescription(
      nb('Пробіг на початку — 42 000 км. Доплату за перепробіг і повернення з доставки порахуємо самі. ') +
        nb('Оплачений час закінчився 13.12.2026, 10:00, автомобіль повернуто 13.12.2026, 13:10. За пізнє повернення буде додано 600 ₴: 4 години за погодинною ціною, не більше ціни доби за кожну почату добу.'),
    );
    const charge = within(dialog).getByRole('checkbox', { name: 'Стягнути доплату за пізнє повернення' });
    expect(charge).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Пробіг, км' }), '42800');
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ role: 'owner', status: 11, actions: ['end_trip'] }) } } });
    await user.click(within(dialog).getByRole('button', { name: 'Завершити поїздку' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(0)).toEqual({ booking_id: 77, lang: 'uk', mileage: 42_800, waive_late_return: false });
  });

  it('sends the waiver when the owner unticks the late-return charge (English)', async () => {
    const late = { hours: 1, amount: 15_000, returned_at: { at: '2026-12-13T08:45:00.000Z', local: '2026-12-13T10:45' }, paid_until: { at: '2026-12-13T08:00:00.000Z', local: '2026-12-13T10:00' } };
    const { user } = show(bookingViewFixture({ role: 'owner', status: 9, mileage: { start: 42_000, end: null, dispute: null }, late_return: late, actions: ['end_trip'] }), 'en');
    await user.click(screen.getByRole('button', { name: 'End the trip' }));
    const dialog = screen.getByRole('dialog', { name: 'Ending the trip' });
    expect(within(dialog).getByText(/A late return adds/).textContent).toBe(nb('The paid time ended on 13/12/2026, 10:00; the car came back on 13/12/2026, 10:45. A late return adds ₴150: 1 hour at the hourly price, at most the daily price for each day begun.'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Charge for the late return' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Mileage, km' }), '42100');
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ role: 'owner', status: 11, actions: ['end_trip'] }) } } });
    await user.click(within(dialog).getByRole('button', { name: 'End the trip' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(0)).toEqual({ booking_id: 77, lang: 'en', mileage: 42_100, waive_late_return: true });
  });

  it('disputes the start mileage with a reason', async () => {
    const { user, onDone } = show(bookingViewFixture({ status: 10, mileage: { start: 42_000, end: null, dispute: null }, actions: ['confirm_start_mileage', 'dispute_start_mileage', 'cancel'] }));
    await user.click(screen.getByRole('button', { name: 'Пробіг неправильний' }));
    const dialog = screen.getByRole('dialog', { name: 'Оскаржити пробіг?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Що не так із пробігом' }), 'На одометрі 41 500');
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ status: 8, actions: ['cancel'] }) } } });
    await user.click(within(dialog).getByRole('button', { name: 'Надіслати' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 8 }), 'dispute_start_mileage'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/mileage');
    expect(bodyOf(0)).toEqual({ booking_id: 77, lang: 'uk', accept: false, reason: 'На одометрі 41 500' });
  });

  it('sends the agreement back with a reason, and accepts it with one press', async () => {
    const { user } = show(bookingViewFixture({ role: 'owner', status: 17, actions: ['accept_contract', 'reject_contract', 'cancel'] }));
    await user.click(screen.getByRole('button', { name: 'Повернути договір' }));
    const dialog = screen.getByRole('dialog', { name: 'Повернути договір орендарю?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Що не так із договором' }), 'Немає підпису');
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ status: 16 }) } } });
    await user.click(within(dialog).getByRole('button', { name: 'Повернути' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/contract/verify');
    expect(bodyOf(0)).toEqual({ booking_id: 77, lang: 'uk', accept: false, reason: 'Немає підпису' });
  });

  it('proposes new dates and delivery to an address', async () => {
    const { user, onDone } = show(bookingViewFixture({ status: 2, actions: ['pay', 'propose_change', 'cancel'] }));
    await user.click(screen.getByRole('button', { name: 'Запропонувати інші умови' }));
    const dialog = screen.getByRole('dialog', { name: 'Запропонувати інші умови' });
    expect(within(dialog).getByLabelText('Отримання')).toHaveValue('10.12.2026');
    await user.selectOptions(within(dialog).getByLabelText('Час отримання'), '12:00');
    await user.click(within(dialog).getByRole('checkbox', { name: /Доставка/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Надіслати пропозицію' }));
    expect(within(dialog).getByRole('textbox', { name: 'Адреса доставки' })).toHaveAccessibleDescription('Вкажіть адресу доставки: щонайменше 5 символів.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Адреса доставки' }), 'вул. Велика Васильківська, 10');
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ status: 15 }) } } });
    await user.click(within(dialog).getByRole('button', { name: 'Надіслати пропозицію' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 15 }), 'propose_change'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/booking/change/propose');
    expect(bodyOf(0)).toEqual({ booking_id: 77, start: '2026-12-10T10:00:00.000Z', end: '2026-12-13T08:00:00.000Z', delivery_address: 'вул. Велика Васильківська, 10', lang: 'uk' });
  });

  it('checks the signed agreement’s type before sending it, then uploads it', async () => {
    const { user, onDone } = show(bookingViewFixture({ status: 6, paid: 330_000, contract: { document: '/api/profile/booking/document/77', signed: null, uploaded_at: null, rejection: null }, actions: ['upload_contract', 'cancel'] }), 'uk', { applyAccept: false });
    const picker = screen.getByLabelText('Підписаний договір Вибрати файл');
    await user.click(screen.getByRole('button', { name: 'Надіслати договір' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Спершу виберіть файл.');
    await user.upload(picker, new File(['x'], 'contract.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(screen.getByRole('alert')).toHaveTextContent('«contract.docx» — не PDF і не фото. Виберіть інший файл.');
    const signed = new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' });
    await user.upload(picker, signed);
    expect(screen.getByText(/signed\.pdf/)).toBeInTheDocument();
    uploadApi.mockResolvedValueOnce({ booking: bookingViewFixture({ status: 17 }) });
    await user.click(screen.getByRole('button', { name: 'Надіслати договір' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 17 }), 'upload_contract'));
    const form = uploadApi.mock.calls[0]![1] as FormData;
    expect(uploadApi.mock.calls[0]![0]).toMatchObject({ path: '/api/profile/booking/contract/upload' });
    expect([form.get('booking_id'), (form.get('file') as File).name, form.get('lang')]).toEqual(['77', 'signed.pdf', 'uk']);
  });

  it('speaks English on the English site', async () => {
    const { user } = show(bookingViewFixture({ status: 6, paid: 330_000, cancellation: { free: false, fee: 120_000, refund: 210_000 }, actions: ['cancel'] }), 'en');
    await user.click(screen.getByRole('button', { name: 'Cancel the booking' }));
    expect(screen.getByRole('dialog', { name: 'Cancel the booking?' })).toHaveAccessibleDescription(nb('Free cancellation ended at 09/12/2026, 10:00. We keep ₴1 200, the first day’s price, and refund ₴2 100.'));
  });
});
