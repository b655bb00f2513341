import { describe, expect, it } from 'vitest';
import { typedDates } from './typed-dates';

describe('typedDates', () => {
  it('reads the dates as typed in either language, and ISO, as ISO', () => {
    expect(typedDates({ city: 'kyiv', start: '10.12.2026', end: '12/12/2026' }, '2026-11-21')).toEqual({ city: 'kyiv', start: '2026-12-10', end: '2026-12-12' });
    expect(typedDates({ start: '2026-12-10', end: ' 5.1.27 ' }, '2026-11-21')).toEqual({ start: '2026-12-10', end: '2027-01-05' });
  });

  it('leaves what is not a real day, and times, to the catalog’s own reading', () => {
    expect(typedDates({ start: '30.02.2027', end: '2026-12-12T18:00', page: ['1', '2'] }, '2026-11-21')).toEqual({ start: '30.02.2027', end: '2026-12-12T18:00', page: ['1', '2'] });
    expect(typedDates({ start: '', end: undefined }, '2026-11-21')).toEqual({ start: '', end: undefined });
  });
});
