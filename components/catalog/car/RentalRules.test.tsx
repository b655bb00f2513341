/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { TCarPage } from '@/lib/catalog/car-contracts';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { carPageFixture } from '@/tests/support/car-page';
import { RentalRules } from './RentalRules';

function show(car: TCarPage, locale: 'uk' | 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <RentalRules car={car} locale={locale} />
    </NextIntlClientProvider>,
  );
}

const valueOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');

describe('RentalRules', () => {
  it('says what a late return costs before the renter books: the hourly price, capped at the day', () => {
    const car = carPageFixture();
    show({ ...car, prices: { ...car.prices, per_hour: 15_000, per_day: 120_000 } }, 'uk');
    expect(valueOf('Пізнє повернення')).toBe('Перші 30 хв безкоштовно, далі 150 ₴ за кожну почату годину, не більше 1 200 ₴ за добу');
  });

  it('a car without an hourly price charges the day ÷ 24 (English)', () => {
    const car = carPageFixture();
    show({ ...car, prices: { ...car.prices, per_hour: null, per_day: 100_000 } }, 'en');
    expect(valueOf('Late return')).toBe('The first 30 min free, then ₴41.67 for each hour begun, at most ₴1 000 a day');
  });

  it('a car that counts calendar days says the last date is paid whole', () => {
    const car = carPageFixture();
    show({ ...car, prices: { ...car.prices, per_hour: 15_000, per_day: 120_000, is_daily_price: true } }, 'uk');
    expect(valueOf('Пізнє повернення')).toBe('Остання дата оплачена повністю; після її кінця перші 30 хв безкоштовно, далі 150 ₴ за кожну почату годину, не більше 1 200 ₴ за добу');
  });
});
