import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage } from './locales';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['uk-UA,uk;q=0.9,en;q=0.8', 'uk'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.5,uk;q=0.7', 'uk'],
    ['fr, en;q=0.1', 'en'],
    ['EN-gb', 'en'],
    ['uk;q=0, en;q=0.2', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('keeps header order for equal weights', () => {
    expect(localeFromAcceptLanguage('en, uk')).toBe('en');
    expect(localeFromAcceptLanguage('uk, en')).toBe('uk');
  });

  it('returns null when nothing supported is asked for', () => {
    expect(localeFromAcceptLanguage('de-DE,fr;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
    expect(localeFromAcceptLanguage('*')).toBeNull();
  });

  it('recognises only supported locales', () => {
    expect(isLocale('uk')).toBe(true);
    expect(isLocale('ru')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
