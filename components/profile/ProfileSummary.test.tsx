/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { TPublicProfile } from '@/lib/accounts/contracts';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { ProfileReviews } from './ProfileReviews';
import { ProfileSummary } from './ProfileSummary';

const base: TPublicProfile = {
  id: 7,
  kind: 'host',
  full_name: 'Олена К.',
  avatar: null,
  city: 'Київ',
  languages: [
    { code: 'uk', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
  joined_at: '2026-11-15T10:00:00.000Z',
  trips_count: 0,
  response_time_minutes: null,
  rating: null,
  reviews: [],
  verified: true,
};

function renderSummary(overrides: Partial<TPublicProfile>, locale: Locale = 'uk') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en}>
      <ProfileSummary profile={{ ...base, ...overrides }} locale={locale} />
    </NextIntlClientProvider>,
  );
}

/** The figure a label stands for, read as a person would: label (dt) → value (dd). */
function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent!;
}

describe('ProfileSummary', () => {
  it('says since when in the genitive: "На Kermo з листопада 2026 р."', () => {
    renderSummary({});
    const since = screen.getByText(/^На Kermo з листопада 2026/);
    // A no-break space keeps "2026 р." together.
    expect(since.textContent).toBe('На Kermo з листопада 2026\u00a0р.');
    expect(document.body.textContent).not.toContain('з листопад ');
  });

  it('gives the trips their own label, apart from the response time, in every plural form', () => {
    for (const [count, text] of [
      [0, '0 поїздок'],
      [1, '1 поїздка'],
      [2, '2 поїздки'],
      [5, '5 поїздок'],
      [11, '11 поїздок'],
      [21, '21 поїздка'],
      [22, '22 поїздки'],
      [25, '25 поїздок'],
    ] as const) {
      const { unmount } = renderSummary({ trips_count: count });
      expect(valueOf(uk.Profile.tripsLabel)).toBe(text);
      // The count is a value, never a label beside another figure.
      expect(screen.queryByText(text, { selector: 'dt' })).toBeNull();
      unmount();
    }
  });

  it('shows response time in minutes, then hours with their plural', () => {
    const cases = [
      [15, 'у середньому 15 хв'],
      [60, 'у середньому 1 година'],
      [120, 'у середньому 2 години'],
      [300, 'у середньому 5 годин'],
      [null, uk.Profile.noResponseTime],
    ] as const;
    for (const [minutes, text] of cases) {
      const { unmount } = renderSummary({ response_time_minutes: minutes });
      expect(valueOf(uk.Profile.responseLabel)).toBe(text);
      unmount();
    }
  });

  it('writes the rating with a decimal comma in Ukrainian and a point in English', () => {
    const { unmount } = renderSummary({ rating: 4.86 });
    expect(valueOf(uk.Profile.rating)).toContain('4,9 з 5');
    unmount();
    renderSummary({ rating: 4.86 }, 'en');
    expect(valueOf(en.Profile.rating)).toContain('4.9 out of 5');
  });

  it('lists languages as a sentence does, and says the English date plainly', () => {
    const { unmount } = renderSummary({});
    expect(valueOf(uk.Profile.languages)).toBe('Українська, англійська');
    unmount();
    renderSummary({}, 'en');
    expect(screen.getByText('On Kermo since November 2026')).toBeVisible();
    expect(valueOf(en.Profile.languages)).toBe('Ukrainian, English');
    expect(valueOf(en.Profile.tripsLabel)).toBe('0 trips');
  });
});

describe('ProfileSummary, a new profile', () => {
  it('leaves out what the person has not told rather than showing dashes', () => {
    renderSummary({ city: null, languages: [] });
    expect(screen.queryByText(uk.Profile.city)).toBeNull();
    expect(screen.queryByText(uk.Profile.languages)).toBeNull();
    expect(screen.queryByText('—')).toBeNull();
  });
});

describe('ProfileReviews', () => {
  it('counts reviews with the Ukrainian plural and dates each with its month in the nominative', () => {
    const review = { rating: 5, comment: 'Чудова машина', author: 'Тарас Ш.', created_at: '2026-03-02T10:00:00.000Z' };
    render(
      <NextIntlClientProvider locale="uk" messages={uk}>
        <ProfileReviews reviews={[review, { ...review, author: 'Ірина П.' }]} locale="uk" />
      </NextIntlClientProvider>,
    );
    const heading = screen.getByRole('heading', { name: /Відгуки/ });
    expect(heading).toHaveTextContent('2 відгуки');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]!.querySelector('time')!.textContent).toBe('березень 2026\u00a0р.');
    expect(items[0]).toHaveTextContent('5,0 з 5');
  });
});
