import { describe, expect, it } from 'vitest';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import { carMonths, carWeekdays, chosenDates } from './car-page-view';

const NOW = kyivDateTimeToInstant('2026-12-01T10:00');

describe('the car page’s reading of its URL', () => {
  it('takes the dates as catalog links write them: a bare date at 10:00, a time, or a form’s separate time', () => {
    expect(chosenDates({ start: '2026-12-10', end: '2026-12-12T18:30' }, NOW)).toEqual({
      period: { start: kyivDateTimeToInstant('2026-12-10T10:00'), end: kyivDateTimeToInstant('2026-12-12T18:30') },
      start: { date: '2026-12-10', time: '10:00' },
      end: { date: '2026-12-12', time: '18:30' },
    });
    expect(chosenDates({ start: '2026-12-10', start_time: '08:30', end: '2026-12-12' }, NOW)?.start).toEqual({ date: '2026-12-10', time: '08:30' });
  });

  it('ignores dates that are missing, malformed, past, reversed or too far ahead', () => {
    for (const query of [{}, { start: '2026-12-10' }, { start: '10.12.2026', end: '2026-12-12' }, { start: '2026-11-20', end: '2026-11-22' }, { start: '2026-12-12', end: '2026-12-10' }, { start: '2030-01-01', end: '2030-01-03' }, { start: ['2026-12-10'], end: '2026-12-12' }]) {
      expect(chosenDates(query, NOW), JSON.stringify(query)).toBeNull();
    }
  });

  it('names the weekdays Monday first and the months with their years', () => {
    const uk = carWeekdays('uk');
    expect([uk[0]!.long, uk[2]!.long, uk[6]!.long]).toEqual(['Понеділок', 'Середа', 'Неділя']);
    expect(uk[0]!.short).toBe('Пн');
    expect(carWeekdays('en')[0]).toEqual({ long: 'Monday', short: 'Mon' });
    const months = carMonths('2026-12-01', kyivDateTimeToInstant('2027-06-02T10:00').toISOString(), 'uk');
    expect(months.map((month) => month.month)).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06']);
    expect(months[0]!.caption).toBe('Грудень 2026\u00a0р.');
    expect(carMonths('2026-12-01', kyivDateTimeToInstant('2027-01-01T00:30').toISOString(), 'en').map((month) => month.caption)).toEqual(['December 2026', 'January 2027']);
  });
});
