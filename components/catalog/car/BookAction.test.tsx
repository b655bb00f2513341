/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { carPageFixture } from '@/tests/support/car-page';
import { PriceCalculator } from './PriceCalculator';

const car = carPageFixture();
const PAGE = '/catalog/kyiv/toyota-camry-2021-1234';
const PRICE: TCarPrice = { lines: [{ kind: 'days', quantity: 2, unit_price: 120_000, amount: 240_000 }], total: 240_000, deposit: null, days: 2, hours: 0, mode: 'time' };

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: PRICE }), { status: 200, headers: { 'content-type': 'application/json' } })));
  window.history.replaceState(null, '', PAGE);
});
afterEach(() => vi.unstubAllGlobals());

function show(locale: 'uk' | 'en', initial = { start: { date: '2026-12-10', time: '10:00' }, end: { date: '2026-12-12', time: '18:00' }, delivery: true, price: PRICE, refusal: null }, instant = false) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <PriceCalculator
        carId={car.id}
        locale={locale}
        pagePath={locale === 'uk' ? PAGE : `/en${PAGE}`}
        today="2026-12-01"
        lastDay="2028-11-30"
        schedule={car.schedule}
        terms={{ minDays: 1, maxDays: 30 }}
        delivery={car.rules.delivery}
        initial={initial}
        book={{ state: 'renter', instant, editHref: '/car-edit/x', verifyHref: '/user-verification', switchAgreement: null }}
      />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

describe('BookAction for a renter who can book', () => {
  it('leads to the request form with the chosen dates and delivery, and follows the dates as they change', async () => {
    const user = show('uk');
    const book = screen.getByRole('link', { name: 'Забронювати' });
    expect(book).toHaveAttribute('href', '/booking?car=1234&start=2026-12-10&end=2026-12-12T18%3A00&delivery=1');
    expect(screen.queryByText(/відкриються зовсім скоро/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Час повернення'), '12:00');
    expect(book).toHaveAttribute('href', '/booking?car=1234&start=2026-12-10&end=2026-12-12T12%3A00&delivery=1');
  });

  it('leads to the English form from the English page, without dates when none are chosen', () => {
    show('en', { start: null, end: null, delivery: false, price: null, refusal: null } as never);
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/en/booking?car=1234');
  });

  it('says when the car books instantly (no wait for the owner)', () => {
    show('uk', undefined, true);
    expect(screen.getByRole('link', { name: 'Забронювати миттєво' })).toHaveAttribute('href', expect.stringContaining('/booking?car=1234'));
    expect(screen.getByText(/Миттєве бронювання: власник не мусить підтверджувати/)).toBeInTheDocument();
  });
});
