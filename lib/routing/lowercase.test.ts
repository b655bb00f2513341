import { describe, expect, it } from 'vitest';
import { lowercaseRedirect } from './lowercase';

describe('lowercaseRedirect', () => {
  it('lower-cases Latin upper case', () => {
    expect(lowercaseRedirect('/Catalog/Kyiv')).toBe('/catalog/kyiv');
    expect(lowercaseRedirect('/EN/FAQ')).toBe('/en/faq');
  });

  it('leaves lower-case paths alone', () => {
    expect(lowercaseRedirect('/')).toBeNull();
    expect(lowercaseRedirect('/catalog/kyiv')).toBeNull();
  });

  it('does not mistake percent-encoded Cyrillic for upper case', () => {
    // "/про" encoded with upper-case hex digits.
    expect(lowercaseRedirect('/%D0%BF%D1%80%D0%BE')).toBeNull();
  });

  it('lower-cases upper-case Cyrillic and re-encodes it', () => {
    expect(lowercaseRedirect('/%D0%9F%D1%80%D0%BE')).toBe('/%D0%BF%D1%80%D0%BE');
    expect(lowercaseRedirect('/Про')).toBe('/%D0%BF%D1%80%D0%BE');
  });

  it('exempts s-login paths in any case', () => {
    expect(lowercaseRedirect('/s-login/AbCdEf')).toBeNull();
    expect(lowercaseRedirect('/en/S-Login/XYZ')).toBeNull();
  });

  it('copes with malformed escapes', () => {
    expect(lowercaseRedirect('/Bad%E0%A4%A')).toBe('/bad%E0%A4%A');
    expect(lowercaseRedirect('/bad%E0%A4%A')).toBeNull();
  });
});
