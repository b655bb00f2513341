/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { carMonths, carWeekdays } from '@/lib/catalog/car-page-view';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { AvailabilityCalendar } from './AvailabilityCalendar';

const busy = [
  // A booking and a block merged by the server: 10 Dec 10:00 → 14 Dec 00:00.
  { start: '2026-12-10T08:00:00.000Z', end: '2026-12-13T22:00:00.000Z', start_local: '2026-12-10T10:00', end_local: '2026-12-14T00:00' },
  { start: '2027-01-05T08:00:00.000Z', end: '2027-01-05T16:00:00.000Z', start_local: '2027-01-05T10:00', end_local: '2027-01-05T18:00' },
];

function show(locale: 'uk' | 'en', initialMonth?: string) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <AvailabilityCalendar busy={busy} today="2026-12-03" lastDay="2027-06-03" months={carMonths('2026-12-03', '2027-06-03T08:00:00.000Z', locale)} weekdays={carWeekdays(locale)} initialMonth={initialMonth} />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

const cell = (day: string) => document.querySelector(`[data-day="${day}"]`)!;

describe('AvailabilityCalendar', () => {
  it('marks busy, partly busy, past days and today in colour and in words, and walks the months it has', async () => {
    const user = show('uk');
    expect(screen.getByRole('heading', { name: /^Грудень 2026\sр\.$/ })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAccessibleName(/^Грудень 2026\sр\.$/);
    expect(cell('2026-12-10')).toHaveAttribute('data-state', 'partial');
    expect(cell('2026-12-11')).toHaveTextContent('11, зайнято');
    expect(cell('2026-12-13')).toHaveAttribute('data-state', 'busy');
    expect(cell('2026-12-14')).toHaveAttribute('data-state', 'free');
    expect(cell('2026-12-02')).toHaveTextContent('2, минув');
    expect(cell('2026-12-03')).toHaveTextContent('3, сьогодні');
    // 1 December 2026 is a Tuesday: one blank before it.
    expect(screen.getAllByRole('row')[1]!.querySelectorAll('td')[1]).toBe(cell('2026-12-01'));
    expect(screen.getByRole('button', { name: 'Попередній місяць' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Наступний місяць' }));
    expect(screen.getByRole('heading', { name: /^Січень 2027\sр\.$/ })).toBeInTheDocument();
    expect(cell('2027-01-05')).toHaveTextContent('5, зайнято частину дня');
    for (let step = 0; step < 5; step += 1) await user.click(screen.getByRole('button', { name: 'Наступний місяць' }));
    expect(screen.getByRole('heading', { name: /^Червень 2027\sр\.$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Наступний місяць' })).toBeDisabled();
  });

  it('counts presses made one after another before React renders (an island replays them so), and stops at the last month', () => {
    show('uk');
    const next = screen.getByRole('button', { name: 'Наступний місяць' });
    act(() => {
      next.click();
      next.click();
    });
    expect(screen.getByRole('heading', { name: /^Лютий 2027\sр\.$/ })).toBeInTheDocument();
    act(() => {
      for (let press = 0; press < 9; press += 1) next.click();
    });
    expect(screen.getByRole('heading', { name: /^Червень 2027\sр\.$/ })).toBeInTheDocument();
  });

  it('opens at the chosen pick-up’s month', () => {
    show('en', '2027-01');
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
  });

  it('speaks English', () => {
    show('en');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Mon' })).toHaveAttribute('abbr', 'Monday');
    expect(cell('2026-12-11')).toHaveTextContent('11, busy');
  });
});
