import { describe, expect, it } from 'vitest';
import { addDays, addYears } from './iso-date';

describe('calendar arithmetic on ISO dates', () => {
  it('moves by whole years, 29 February landing on the 28th in a common year', () => {
    expect(addYears('2026-11-21', -30)).toBe('1996-11-21');
    expect(addYears('2028-02-29', -30)).toBe('1998-02-28');
    expect(addYears('2028-02-29', -28)).toBe('2000-02-29');
    expect(addYears('2024-02-29', 76)).toBe('2100-02-28');
  });

  it('moves by days across month and year ends, whatever the process time zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });
});
