/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import { pageNavigation } from '@/lib/browser/page-navigation';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { bookingViewFixture } from '@/tests/support/booking-view';
import { carPageFixture } from '@/tests/support/car-page';
import { BookingRequestForm, type BookingRequestFormProps } from './BookingRequestForm';

const car = carPageFixture();
const PAGE = '/booking?car=1234&start=2026-12-10&end=2026-12-12';
const LIMITS = { message: 255, address: { min: 5, max: 255 }, reason: { min: 3, max: 255 } };

/** What the server quotes for 10–12 December (the numbers only need to be the server's). */
const THREE_DAYS: TCarPrice = {
  lines: [
    { kind: 'days', quantity: 3, unit_price: 120_000, amount: 360_000 },
    { kind: 'discount', quantity: 3, unit_price: 10_000, amount: -30_000 },
  ],
  total: 330_000,
  deposit: { amount: 1_000_000, currency: 'UAH' },
  days: 3,
  hours: 0,
  mode: 'time',
};

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  replies = [];
  fetchMock = vi.fn(async () => {
    const reply = replies.shift() ?? { status: 200, body: { data: THREE_DAYS } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  window.history.replaceState(null, '', PAGE);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(overrides: Partial<BookingRequestFormProps> = {}, locale: 'uk' | 'en' = 'uk') {
  const props: BookingRequestFormProps = {
    carId: car.id,
    locale,
    today: '2026-12-01',
    lastDay: '2028-11-30',
    schedule: car.schedule,
    terms: { minDays: 1, maxDays: 30 },
    delivery: car.rules.delivery,
    instant: false,
    dayPrice: 120_000,
    limits: LIMITS,
    now: '2026-12-01T09:00:00.000Z',
    initial: { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2026-12-12', time: '10:00' }, delivery: false, price: THREE_DAYS, refusal: null },
    ...overrides,
  };
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <BookingRequestForm {...props} />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

const calls = (path: string) => fetchMock.mock.calls.filter((call) => call[0] === path);
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string) as Record<string, unknown>;
const submit = () => screen.getByRole('button', { name: 'Надіслати запит' });

describe('BookingRequestForm', () => {
  it('shows the server’s price for the chosen dates, the deposit, the cancellation rule and that the owner answers first', () => {
    show();
    expect(screen.getByLabelText('Отримання')).toHaveValue('10.12.2026');
    expect(screen.getByLabelText('Час повернення')).toHaveValue('10:00');
    const price = screen.getByRole('region', { name: 'Ціна за ці дати' });
    expect(within(price).getByText('Разом').nextSibling).toHaveTextContent('3 300 ₴');
    expect(within(price).getByText('Застава 10 000 ₴ — блокується на картці, не списується')).toBeInTheDocument();
    expect(within(price).getByText('Безкоштовне скасування до 09.12.2026, 10:00; пізніше утримується ціна першої доби (1 200 ₴).')).toBeInTheDocument();
    expect(within(price).getByText(/^Це запит: власник відповість протягом 24 годин/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the terms and for the delivery address at their fields, and sends nothing until they are there', async () => {
    const user = show();
    await user.click(screen.getByRole('checkbox', { name: /Доставка за вашою адресою/ }));
    await user.click(submit());
    const address = screen.getByRole('textbox', { name: 'Адреса доставки' });
    expect(address).toHaveAccessibleDescription('Вкажіть адресу доставки: щонайменше 5 символів. Вулиця, будинок і місто — куди привезти авто.');
    expect(address).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /Я погоджуюся з умовами оренди/ })).toHaveAccessibleDescription('Потрібно погодитися з умовами оренди.');
    expect(calls('/api/profile/booking/create')).toHaveLength(0);
  });

  it('sends the request with the message and delivery, and opens the booking', async () => {
    const user = show();
    await user.click(screen.getByRole('checkbox', { name: /Доставка за вашою адресою/ }));
    await user.type(screen.getByRole('textbox', { name: 'Адреса доставки' }), 'вул. Саксаганського, 12');
    const message = screen.getByRole('textbox', { name: 'Повідомлення власнику (необов’язково)' });
    await user.type(message, 'Їдемо до Карпат');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('15 / 255'));
    await user.click(screen.getByRole('checkbox', { name: /Я погоджуюся з умовами оренди/ }));
    replies.push({ status: 200, body: { data: { booking: bookingViewFixture({ id: 501 }) } } });
    await user.click(submit());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/booking/501'));
    expect(bodyOf(calls('/api/profile/booking/create')[0]!)).toEqual({
      car_id: 1234,
      start: kyivDateTimeToInstant('2026-12-10T10:00').toISOString(),
      end: kyivDateTimeToInstant('2026-12-12T10:00').toISOString(),
      delivery_address: 'вул. Саксаганського, 12',
      message: 'Їдемо до Карпат',
      accept_terms: true,
      lang: 'uk',
    });
    // The URL keeps the dates and delivery (a reload or the way back finds them).
    expect(window.location.search).toBe('?car=1234&start=2026-12-10&end=2026-12-12&delivery=1');
  });

  it('says 125 where the price is, with what to change', async () => {
    const user = show();
    await user.click(screen.getByRole('checkbox', { name: /Я погоджуюся з умовами оренди/ }));
    replies.push({ status: 409, body: { error: { code: '125', message: 'Автомобіль уже заброньовано на ці години.' } } });
    await user.click(submit());
    const alert = await within(screen.getByRole('region', { name: 'Ціна за ці дати' })).findByRole('alert');
    expect(alert).toHaveTextContent('Автомобіль уже заброньовано на ці години.');
    expect(alert).toHaveTextContent('Оберіть інші дати: зайняті дні позначено в календарі.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('links to the booking the renter already has for this car', async () => {
    const user = show();
    await user.click(screen.getByRole('checkbox', { name: /Я погоджуюся з умовами оренди/ }));
    replies.push({ status: 409, body: { error: { code: 'already_booked', message: 'Ви вже забронювали це авто. Щоб забронювати його на інший час, спершу скасуйте поточне бронювання.' } } });
    replies.push({ status: 200, body: { data: { bookings: [{ ...bookingViewFixture({ id: 300, car: { id: 999, title: 'Інше авто', photo: null, city: null } }) }, { ...bookingViewFixture({ id: 301 }) }], pagination: { total: 2, per_page: 20, current_page: 1 } } } });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ви вже забронювали це авто.');
    expect(within(alert).getByRole('link', { name: 'Відкрити це бронювання' })).toHaveAttribute('href', '/booking/301');
    expect(alert).toHaveFocus();
    expect(bodyOf(calls('/api/profile/booking/list')[0]!)).toEqual({ as: 'renter', status: [1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17], lang: 'uk' });
  });

  it('sends a renter whose licence is not verified to the licence check', async () => {
    const user = show();
    await user.click(screen.getByRole('checkbox', { name: /Я погоджуюся з умовами оренди/ }));
    replies.push({ status: 403, body: { error: { code: 'not_verified_driver', message: 'Бронювати авто можна після перевірки посвідчення водія.' } } });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Підтвердити посвідчення' })).toHaveAttribute('href', '/user-verification');
  });

  it('puts the server’s field errors at their fields', async () => {
    const user = show();
    await user.type(screen.getByRole('textbox', { name: 'Повідомлення власнику (необов’язково)' }), 'Привіт');
    await user.click(screen.getByRole('checkbox', { name: /Я погоджуюся з умовами оренди/ }));
    replies.push({ status: 422, body: { error: { code: 'validation_failed', message: 'Перевірте поля', fields: { message: 'Повідомлення містить заборонені символи.' } } } });
    await user.click(submit());
    const message = screen.getByRole('textbox', { name: 'Повідомлення власнику (необов’язково)' });
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining('Повідомлення містить заборонені символи.')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the price again as the dates change, and says a return before the pick-up at its field', async () => {
    const user = show();
    await user.selectOptions(screen.getByLabelText('Час повернення'), '12:00');
    await waitFor(() => expect(calls('/api/catalog/price')).toHaveLength(1));
    expect(bodyOf(calls('/api/catalog/price')[0]!)).toMatchObject({ car_id: 1234, end: kyivDateTimeToInstant('2026-12-12T12:00').toISOString(), delivery: false });
    const end = screen.getByLabelText('Повернення');
    await user.clear(end);
    await user.type(end, '10122026');
    await user.selectOptions(screen.getByLabelText('Час повернення'), '09:00');
    expect(end).toHaveAccessibleDescription(expect.stringContaining('Повернення має бути пізніше за отримання'));
    // Nothing is asked for a period that is none.
    expect(calls('/api/catalog/price').map((call) => bodyOf(call).end)).not.toContain(kyivDateTimeToInstant('2026-12-10T09:00').toISOString());
  });

  it('offers an instant booking as one, and says when free cancellation has passed', () => {
    show({ instant: true, now: '2026-12-09T12:00:00.000Z' });
    expect(screen.getByRole('button', { name: 'Забронювати' })).toBeInTheDocument();
    expect(screen.getByText(/^Миттєве бронювання: його підтверджено одразу/)).toBeInTheDocument();
    expect(screen.getByText('До початку менше ніж 24 години, тож безкоштовне скасування вже недоступне: скасування коштуватиме ціну першої доби (1 200 ₴).')).toBeInTheDocument();
  });

  it('speaks English on the English site', () => {
    show({}, 'en');
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeInTheDocument();
    expect(screen.getByText('Free cancellation until 09/12/2026, 10:00; later, the first day’s price (₴1 200) is kept.')).toBeInTheDocument();
  });
});
