/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { carPageFixture } from '@/tests/support/car-page';
import { PriceCalculator, type PriceCalculatorProps } from './PriceCalculator';

const car = carPageFixture();
const PAGE = '/catalog/kyiv/toyota-camry-2021-1234';

/** 3 days at 1 200 ₴ with 100 ₴ off each: what the server quotes for 10–13 December. */
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

beforeEach(() => {
  replies = [];
  fetchMock = vi.fn(async () => {
    const reply = replies.shift() ?? { status: 200, body: { data: THREE_DAYS } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', PAGE);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function show(overrides: Partial<PriceCalculatorProps> = {}, locale: 'uk' | 'en' = 'uk') {
  const props: PriceCalculatorProps = {
    carId: car.id,
    locale,
    pagePath: locale === 'uk' ? PAGE : `/en${PAGE}`,
    today: '2026-12-01',
    lastDay: '2028-11-30',
    schedule: car.schedule,
    terms: { minDays: 2, maxDays: 30 },
    delivery: car.rules.delivery,
    initial: { start: null, end: null, delivery: false, price: null, refusal: null },
    book: { state: 'visitor', editHref: '/car-edit/x', verifyHref: '/user-verification', switchAgreement: null },
    ...overrides,
  };
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <PriceCalculator {...props} />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

const bodyOf = (call: number) => JSON.parse((fetchMock.mock.calls[call]![1] as RequestInit).body as string) as Record<string, unknown>;
const rows = () => [...document.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);

describe('PriceCalculator', () => {
  it('shows the server’s breakdown for the URL’s dates at once, in Ukrainian, without asking again', () => {
    show({ initial: { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2026-12-13', time: '10:00' }, delivery: false, price: THREE_DAYS, refusal: null } });
    expect(rows()).toEqual([
      ['3 доби × 1\u00a0200\u00a0₴', '3\u00a0600\u00a0₴'],
      ['Знижка за 3 доби', '−300\u00a0₴'],
      ['Разом', '3\u00a0300\u00a0₴'],
    ]);
    expect(screen.getByText('Застава 10 000 ₴ — блокується на картці, не списується')).toBeInTheDocument();
    expect(screen.getByText('Це повна ціна: жодних прихованих платежів.')).toBeInTheDocument();
    expect(screen.getByLabelText('Отримання')).toHaveValue('10.12.2026');
    expect(screen.getByLabelText('Час отримання')).toHaveValue('10:00');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server for dates picked by hand, offering only the times the car takes that day, and keeps the URL in step', async () => {
    const user = show();
    expect(screen.getByText('Оберіть дати й час — покажемо повну ціну.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Отримання'), '11122026');
    // Friday: 08:00–21:00, 10:00 preselected.
    const startTime = screen.getByLabelText('Час отримання');
    expect(startTime).toHaveValue('10:00');
    expect(within(startTime).getAllByRole('option').map((option) => option.textContent)).toEqual(
      Array.from({ length: 27 }, (_, index) => `${String(8 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`),
    );
    await user.type(screen.getByLabelText('Повернення'), '12122026');
    // Saturday: 10:00–18:00.
    const endTime = screen.getByLabelText('Час повернення');
    expect(within(endTime).getAllByRole('option')[0]).toHaveTextContent('10:00');
    expect(within(endTime).getAllByRole('option').at(-1)).toHaveTextContent('18:00');
    await user.selectOptions(endTime, '17:30');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/catalog/price');
    expect(bodyOf(1)).toEqual({ car_id: 1234, start: kyivDateTimeToInstant('2026-12-11T10:00').toISOString(), end: kyivDateTimeToInstant('2026-12-12T17:30').toISOString(), delivery: false, lang: 'uk' });
    expect(await screen.findByText('Разом')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Разом за оренду: 3 300 ₴');
    expect(window.location.pathname + window.location.search).toBe(`${PAGE}?start=2026-12-11&end=2026-12-12T17%3A30`);
    // The sign-in link brings the visitor back to the same dates.
    const signIn = screen.getByRole('link', { name: 'Увійти, щоб забронювати' });
    expect(new URL(signIn.getAttribute('href')!, 'http://x').searchParams.get('ref')).toBe(`${PAGE}?start=2026-12-11&end=2026-12-12T17%3A30`);
  });

  it('adds delivery when asked, and says a day without handovers has none', async () => {
    const user = show({ initial: { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2026-12-12', time: '10:00' }, delivery: false, price: THREE_DAYS, refusal: null } });
    replies.push({ status: 200, body: { data: { ...THREE_DAYS, lines: [...THREE_DAYS.lines, { kind: 'delivery', quantity: 1, unit_price: 30_000, amount: 30_000 }], total: 360_000 } } });
    await user.click(screen.getByRole('checkbox', { name: /^Доставка за вашою адресою \(\+300\s₴\)$/ }));
    await waitFor(() => expect(rows()).toContainEqual(['Доставка', '300\u00a0₴']));
    expect(bodyOf(0)).toMatchObject({ delivery: true });
    expect(window.location.search).toBe('?start=2026-12-10&end=2026-12-12&delivery=1');
    // Sunday: no hours at all.
    const returnDate = screen.getByLabelText('Повернення');
    await user.clear(returnDate);
    await user.type(returnDate, '13122026');
    expect(screen.getByLabelText('Час повернення')).toBeDisabled();
    expect(screen.getByText('Цього дня авто не видають і не приймають')).toBeInTheDocument();
  });

  it.each([
    ['141', 'Період не відповідає мінімальному чи максимальному терміну власника.', 'Найкоротша оренда — 2 доби.'],
    ['140', 'Період бронювання довший за встановлений максимум.', 'Найдовша оренда — 30 діб.'],
    ['139', 'Оберіть час, що відповідає годинам видачі й повернення власника.', 'Години видачі й повернення вказано нижче на сторінці.'],
    ['125', 'Автомобіль уже заброньовано на ці години.', 'Оберіть інші дати: зайняті дні позначено в календарі.'],
  ])('says why %s cannot be booked and what to change', async (code, message, hint) => {
    const user = show({ initial: { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2026-12-12', time: '10:00' }, delivery: false, price: THREE_DAYS, refusal: null } });
    replies.push({ status: code === '125' ? 409 : 422, body: { error: { code, message } } });
    await user.selectOptions(screen.getByLabelText('Час повернення'), '12:00');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(hint);
    expect(screen.queryByText('Разом')).not.toBeInTheDocument();
  });

  it('shows the refusal of the URL’s dates as part of the page, not as an alert (a live island replacing the server’s markup would have it read again)', () => {
    const message = 'Автомобіль уже заброньовано на ці години.';
    show({ initial: { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2026-12-12', time: '10:00' }, delivery: false, price: null, refusal: { code: '125', message } } });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask for a return before the pick-up and says so at the field', async () => {
    const user = show({ initial: { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2026-12-11', time: '10:00' }, delivery: false, price: THREE_DAYS, refusal: null } });
    await user.selectOptions(screen.getByLabelText('Час повернення'), '08:00');
    await user.selectOptions(screen.getByLabelText('Час отримання'), '12:00');
    await user.selectOptions(screen.getByLabelText('Час повернення'), '09:00');
    const returnDate = screen.getByLabelText('Повернення');
    await user.clear(returnDate);
    await user.type(returnDate, '10122026');
    expect(screen.getByText('Повернення має бути пізніше за отримання')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    // The last call was before the return went back past the pick-up; none after.
    expect(bodyOf(2)).toMatchObject({ end: kyivDateTimeToInstant('2026-12-11T09:00').toISOString() });
  });

  it('speaks English: lines, total, deposit and the way to book', () => {
    show(
      {
        initial: { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2026-12-13', time: '10:00' }, delivery: false, price: { ...THREE_DAYS, lines: [...THREE_DAYS.lines, { kind: 'hours', quantity: 2, unit_price: 15_000, amount: 30_000 }, { kind: 'delivery', quantity: 1, unit_price: 0, amount: 0 }], total: 360_000, deposit: { amount: 30_000, currency: 'USD' } }, refusal: null },
        book: { state: 'company', editHref: '/en/car-edit/x', verifyHref: '/en/user-verification', switchAgreement: null },
      },
      'en',
    );
    expect(rows()).toEqual([
      ['3 days × ₴1\u00a0200', '₴3\u00a0600'],
      ['Discount for 3 days', '−₴300'],
      ['2 hours × ₴150', '₴300'],
      ['Delivery', 'Free'],
      ['Total', '₴3\u00a0600'],
    ]);
    expect(screen.getByText('Deposit $300: held on your card, not charged')).toBeInTheDocument();
    expect(screen.getByLabelText('Pick-up')).toHaveValue('10/12/2026');
    expect(screen.getByText('Legal entities cannot rent cars on Kermo.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('counts calendar days as days in calendar mode, and months as months', () => {
    show({ initial: { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2027-02-10', time: '10:00' }, delivery: false, refusal: null, price: { lines: [{ kind: 'months', quantity: 2, unit_price: 2_800_000, amount: 5_600_000 }, { kind: 'days', quantity: 2, unit_price: 120_000, amount: 240_000 }], total: 5_840_000, deposit: null, days: 62, hours: 0, mode: 'calendar' } } });
    expect(rows().slice(0, 2)).toEqual([
      ['2 місяці × 28\u00a0000\u00a0₴', '56\u00a0000\u00a0₴'],
      ['2 дні × 1\u00a0200\u00a0₴', '2\u00a0400\u00a0₴'],
    ]);
    expect(screen.getByText('Без застави')).toBeInTheDocument();
  });

  it('tells the owner, a renter without a licence and a renter who could book what booking means for them', () => {
    show({ book: { state: 'owner', editHref: '/car-edit/toyota-camry-2021-1234', verifyHref: '/user-verification', switchAgreement: null } });
    expect(screen.getByText('Це ваше авто — забронювати його не можна.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Редагувати авто' })).toHaveAttribute('href', '/car-edit/toyota-camry-2021-1234');
  });

  it.each([
    ['unverified', 'Щоб бронювати, потрібне підтверджене посвідчення водія.', 'Підтвердити посвідчення', '/user-verification'],
    // The request form, with the calculator's dates (none chosen here): BookAction.test.tsx follows the dates.
    ['renter', 'Далі ви перевірите деталі й умови, перш ніж надіслати. Ціна вище — саме та, яку ви сплатите за ці дати.', 'Забронювати', '/booking?car=1234'],
  ] as const)('book state %s', (state, text, link, target) => {
    show({ book: { state, editHref: '/car-edit/x', verifyHref: '/user-verification', switchAgreement: null } });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', target);
  });
});
