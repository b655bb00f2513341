import { describe, expect, it } from 'vitest';
import { caretAfterDigits, dateInputRange, dateSeparator, isoToDateInput, maskDateInput, parseDateInput } from './date-input';

// "Today" is given explicitly: these are pure functions of their input.
const today = '2026-11-21';

/** Types `keys` one by one as a person would, the mask applied after each keystroke. */
function typeInto(keys: string, separator: '.' | '/' = '.'): string {
  let shown = '';
  for (const key of keys) shown = maskDateInput(shown + key, separator);
  return shown;
}

describe('typed dates: Ukrainian дд.мм.рррр, English dd/mm/yyyy', () => {
  it('uses the dot in Ukrainian and the slash in English, both day first', () => {
    expect(dateSeparator('uk')).toBe('.');
    expect(dateSeparator('en')).toBe('/');
    expect(isoToDateInput('2024-02-29', '.')).toBe('29.02.2024');
    expect(isoToDateInput('2024-02-29', '/')).toBe('29/02/2024');
    expect(isoToDateInput('', '.')).toBe('');
  });

  it('puts the separators in while digits are typed', () => {
    expect(typeInto('2')).toBe('2');
    expect(typeInto('29')).toBe('29.');
    expect(typeInto('2902')).toBe('29.02.');
    expect(typeInto('29022024')).toBe('29.02.2024');
    expect(typeInto('29022024', '/')).toBe('29/02/2024');
    // A ninth digit has no place.
    expect(typeInto('290220245')).toBe('29.02.2024');
  });

  it('accepts the separator typed by habit without doubling it, and pads one-digit days and months', () => {
    expect(typeInto('29.02.2024')).toBe('29.02.2024');
    expect(typeInto('1.3.1990')).toBe('01.03.1990');
    expect(typeInto('1/3/90', '/')).toBe('01/03/90');
    expect(typeInto('..1')).toBe('1');
  });

  it('keeps letters out, and lets Backspace remove a separator', () => {
    expect(maskDateInput('2a9b.0c2', '.')).toBe('29.02.');
    expect(maskDateInput('29', '.', { deleting: true })).toBe('29');
    expect(maskDateInput('29.0', '.', { deleting: true })).toBe('29.0');
  });

  it('rewrites a pasted ISO date or another separator', () => {
    expect(maskDateInput('1990-03-01', '.')).toBe('01.03.1990');
    expect(maskDateInput(' 2024-2-9 ', '/')).toBe('09/02/2024');
    expect(maskDateInput('01-03-1990', '.')).toBe('01.03.1990');
    expect(maskDateInput('01/03/1990', '.')).toBe('01.03.1990');
    expect(maskDateInput('01031990', '.')).toBe('01.03.1990');
  });
});

describe('parseDateInput', () => {
  it('knows the calendar: 29 February only in leap years, no 31 February', () => {
    expect(parseDateInput('29.02.2024', today)).toEqual({ state: 'valid', iso: '2024-02-29' });
    expect(parseDateInput('29.02.2023', today)).toEqual({ state: 'impossible' });
    expect(parseDateInput('31.02.2024', today)).toEqual({ state: 'impossible' });
    expect(parseDateInput('29.02.1900', today)).toEqual({ state: 'impossible' });
    expect(parseDateInput('29.02.2000', today)).toEqual({ state: 'valid', iso: '2000-02-29' });
    expect(parseDateInput('31.04.2024', today)).toEqual({ state: 'impossible' });
    expect(parseDateInput('00.01.2024', today)).toEqual({ state: 'impossible' });
    expect(parseDateInput('12.13.2024', today)).toEqual({ state: 'impossible' });
    expect(parseDateInput('31.12.2024', today)).toEqual({ state: 'valid', iso: '2024-12-31' });
  });

  it('reads every separator, pasted ISO and bare digits', () => {
    expect(parseDateInput('01/03/1990', today)).toEqual({ state: 'valid', iso: '1990-03-01' });
    expect(parseDateInput('1.3.1990', today)).toEqual({ state: 'valid', iso: '1990-03-01' });
    expect(parseDateInput('1990-03-01', today)).toEqual({ state: 'valid', iso: '1990-03-01' });
    expect(parseDateInput('1990-02-30', today)).toEqual({ state: 'impossible' });
    expect(parseDateInput('01031990', today)).toEqual({ state: 'valid', iso: '1990-03-01' });
  });

  it('reads two-digit years within a century ending 20 years from today', () => {
    expect(parseDateInput('01.03.90', today)).toEqual({ state: 'valid', iso: '1990-03-01' });
    expect(parseDateInput('01.03.05', today)).toEqual({ state: 'valid', iso: '2005-03-01' });
    expect(parseDateInput('01.03.46', today)).toEqual({ state: 'valid', iso: '2046-03-01' });
    expect(parseDateInput('01.03.47', today)).toEqual({ state: 'valid', iso: '1947-03-01' });
  });

  it('tells an unfinished date from an impossible one', () => {
    expect(parseDateInput('', today)).toEqual({ state: 'empty' });
    expect(parseDateInput('  ', today)).toEqual({ state: 'empty' });
    expect(parseDateInput('29.', today)).toEqual({ state: 'incomplete' });
    expect(parseDateInput('29.02.', today)).toEqual({ state: 'incomplete' });
    expect(parseDateInput('29.02.202', today)).toEqual({ state: 'incomplete' });
    expect(parseDateInput('29.02.20245', today)).toEqual({ state: 'impossible' });
    expect(parseDateInput('9999-99-99', today)).toEqual({ state: 'impossible' });
  });
});

describe('dateInputRange and the caret', () => {
  it('narrows a field’s range to the years 1900–2100', () => {
    expect(dateInputRange()).toEqual({ min: '1900-01-01', max: '2100-12-31' });
    expect(dateInputRange('2026-11-21', '2200-01-01')).toEqual({ min: '2026-11-21', max: '2100-12-31' });
    expect(dateInputRange('1800-01-01', '2000-01-01')).toEqual({ min: '1900-01-01', max: '2000-01-01' });
  });

  it('finds the place after the n-th digit', () => {
    expect(caretAfterDigits('29.02.2024', 0)).toBe(0);
    expect(caretAfterDigits('29.02.2024', 2)).toBe(2);
    expect(caretAfterDigits('29.02.2024', 3)).toBe(4);
    expect(caretAfterDigits('29.02.2024', 9)).toBe(10);
  });
});
