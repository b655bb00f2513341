import { describe, expect, it } from 'vitest';
import { handoverAllowed } from '@/lib/cars/schedule';
import { kyivDateTimeToInstant } from '@/lib/cars/periods';
import { HANDOVER_TIMES, handoverTimes, preferredTime, splitUrlTime, URL_DEFAULT_TIME, urlTime, weekdayOf } from './handover-times';

const office = { '0': { from: '09:00', to: '18:00' }, '4': { from: '09:30', to: '11:00' }, '5': { from: '00:00', to: '24:00' } };

describe('handover times', () => {
  it('reads the weekday of a calendar date, Monday first', () => {
    expect(weekdayOf('2026-11-30')).toBe('0');
    expect(weekdayOf('2026-12-06')).toBe('6');
    expect(weekdayOf('2027-01-01')).toBe('4');
  });

  it('offers the half hours within the day’s hours, both ends included, and midnight after a day open to 24:00', () => {
    expect(handoverTimes(office, '2026-12-04')).toEqual(['09:30', '10:00', '10:30', '11:00']);
    expect(handoverTimes(office, '2026-12-05')).toHaveLength(48);
    expect(handoverTimes(office, '2026-12-05').at(-1)).toBe('23:30');
    // Sunday has no hours of its own, but Saturday runs to 24:00: its midnight is Sunday's 00:00.
    expect(handoverTimes(office, '2026-12-06')).toEqual(['00:00']);
    expect(handoverTimes(office, '2026-12-08')).toEqual([]);
  });

  it('offers exactly the times the booking check accepts', () => {
    for (const date of ['2026-11-30', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-08']) {
      for (let minutes = 0; minutes < 1440; minutes += 30) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
        expect(handoverTimes(office, date).includes(time), `${date} ${time}`).toBe(handoverAllowed(kyivDateTimeToInstant(`${date}T${time}`), office));
      }
    }
  });

  it('keeps a wanted time the car takes, else 10:00, else the first', () => {
    expect(preferredTime(office, '2026-11-30', '17:30')).toBe('17:30');
    expect(preferredTime(office, '2026-11-30', '20:00')).toBe('10:00');
    expect(preferredTime(office, '2026-12-06', '10:00')).toBe('00:00');
    expect(preferredTime(office, '2026-12-08', '12:00')).toBe('12:00');
  });

  it('writes and reads URL times as the catalog does: a bare date is 10:00', () => {
    expect(URL_DEFAULT_TIME).toBe('10:00');
    expect(HANDOVER_TIMES).toHaveLength(48);
    expect([HANDOVER_TIMES[0], HANDOVER_TIMES[1], HANDOVER_TIMES[47]]).toEqual(['00:00', '00:30', '23:30']);
    expect(urlTime('2026-12-10', '10:00')).toBe('2026-12-10');
    expect(urlTime('2026-12-10', '18:30')).toBe('2026-12-10T18:30');
    expect(splitUrlTime('2026-12-10')).toEqual({ date: '2026-12-10', time: '10:00' });
    expect(splitUrlTime('2026-12-10T18:30')).toEqual({ date: '2026-12-10', time: '18:30' });
    expect(splitUrlTime('10.12.2026')).toBeNull();
  });
});
