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

  it('reads an escape as its character: hex digits are not upper case, and nothing is encoded twice', () => {
    // An outside probe: these went to `..%252fadmin`, `…97%253f`, `/about%252f` (404s).
    expect(lowercaseRedirect('/catalog/..%2Fadmin')).toBeNull();
    expect(lowercaseRedirect('/catalog/kyiv/volkswagen-golf-2020-97%3F')).toBeNull();
    expect(lowercaseRedirect('/About%2F')).toBe('/about%2F');
    expect(lowercaseRedirect('/Catalog/%2F%D0%9F')).toBe('/catalog/%2F%D0%BF');
    // A literal per cent sign (`%25`) and the letters after it: those are letters of the path.
    expect(lowercaseRedirect('/CATALOG/%25D0')).toBe('/catalog/%25d0');
  });

  it('copes with malformed escapes', () => {
    expect(lowercaseRedirect('/Bad%E0%A4%A')).toBe('/bad%E0%A4%A');
    expect(lowercaseRedirect('/bad%E0%A4%A')).toBeNull();
  });
});
