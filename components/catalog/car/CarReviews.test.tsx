/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { CarReviews } from './CarReviews';

const reviews = [
  { rating: 5, comment: 'Чиста машина, власник пунктуальний', author: 'Тарас Ш.', created_at: '2026-11-03T10:00:00.000Z' },
  { rating: 3, comment: '', author: '', created_at: '2026-10-01T10:00:00.000Z' },
];

function show(locale: 'uk' | 'en', props: Partial<Parameters<typeof CarReviews>[0]> = {}) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <CarReviews rating={4} count={2} reviews={reviews} locale={locale} {...props} />
    </NextIntlClientProvider>,
  );
}

describe('CarReviews', () => {
  it('lists what renters wrote with their stars, author and month', () => {
    show('uk');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: '5 зірок з 5' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Тарас Ш.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Чиста машина, власник пунктуальний')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: '3 зірки з 5' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Колишній користувач')).toBeInTheDocument();
  });

  it('says there are none yet, in English too, and shows no list', () => {
    show('en', { rating: null, count: 0, reviews: [] });
    expect(screen.getByText(/No reviews/i)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
