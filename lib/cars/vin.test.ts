import { describe, expect, it } from 'vitest';
import { issueMessage } from '@/lib/validation/issue-message';
import { ZVin, normalizeVin, vinCheckDigit, vinHasCheckDigit, vinProblem } from './vin';

function messageOf(value: unknown) {
  const result = ZVin.safeParse(value);
  return result.success ? null : issueMessage(result.error.issues[0]!);
}

/** Published VINs whose check digit is right (49 CFR 565 example, NHTSA decoder examples). */
const NORTH_AMERICAN = ['1M8GDM9AXKP042788', '1HGCM82633A004352', '3VWFE21C04M000001'];

describe('vinCheckDigit', () => {
  it('computes position 9 of published VINs, remainder 10 as X', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('JH4KA7561PC008269')).toBe('1');
    // Position 9 itself has weight 0, so any character there gives the same result.
    expect(vinCheckDigit('1M8GDM9A0KP042788')).toBe('X');
  });
});

describe('normalizeVin', () => {
  it('trims, upper-cases, drops spaces and hyphens, folds Cyrillic look-alikes and full-width forms', () => {
    expect(normalizeVin('  1m8gdm9axkp042788 ')).toBe('1M8GDM9AXKP042788');
    expect(normalizeVin('1M8-GDM9AX KP04 2788')).toBe('1M8GDM9AXKP042788');
    expect(normalizeVin('ХТА21099043567890')).toBe('XTA21099043567890'); // typed on a Ukrainian keyboard
    expect(normalizeVin('１Ｍ８ＧＤＭ９ＡＸＫＰ０４２７８８')).toBe('1M8GDM9AXKP042788');
  });
});

describe('vinProblem', () => {
  it('accepts North American VINs with the right check digit', () => {
    for (const vin of NORTH_AMERICAN) expect(vinProblem(vin), vin).toBeNull();
  });

  it('refuses a North American VIN with a wrong check digit, and any single typo', () => {
    expect(vinProblem('1M8GDM9A1KP042788')).toEqual({ key: 'vinCheckDigit' });
    expect(vinProblem('1M8GDM9AXKP042789')).toEqual({ key: 'vinCheckDigit' });
    expect(vinProblem('1HGCM82633A004353')).toEqual({ key: 'vinCheckDigit' });
  });

  it('enforces the check digit for WMI 1–5 and Chinese L, not for Europe, Japan or Korea', () => {
    expect([...'12345L'].map((first) => vinHasCheckDigit(`${first}XXXXXXXXXXXXXXXX`))).toEqual([true, true, true, true, true, true]);
    expect([...'WVJKSZ6789'].map((first) => vinHasCheckDigit(`${first}XXXXXXXXXXXXXXXX`)).some(Boolean)).toBe(false);
    // European VINs: position 9 is a filler or a model code, not a check digit.
    for (const vin of ['WVWZZZ1JZXW000001', 'WBA3A5C51CF256985', 'VF1RFB00X56789012', 'TMBJJ7NE5H0123456', 'JH4KA7561PC008269', 'KMHD841CBMU123456']) {
      expect(vinProblem(vin), vin).toBeNull();
    }
    // A Chinese VIN: right check digit passes, wrong refuses.
    const chinese = 'LRW3E7FA?MC000000';
    const right = chinese.replace('?', vinCheckDigit(chinese.replace('?', '0')));
    expect(vinProblem(right)).toBeNull();
    expect(vinProblem(right.replace(/^(.{8})./, (_, head: string) => `${head}${right[8] === '1' ? '2' : '1'}`))).toEqual({ key: 'vinCheckDigit' });
  });

  it('refuses I, O, Q and anything outside Latin capitals and digits', () => {
    for (const vin of ['1M8GDM9AXKP04278O', 'IM8GDM9AXKP042788', '1M8GDM9AXKP0427Q8', '1M8GDM9AXKP04278_', '1M8GDM9AXKP04278Ж']) {
      expect(vinProblem(vin), vin).toEqual({ key: 'vinChars' });
    }
  });

  it('needs exactly 17 characters', () => {
    expect(vinProblem('1M8GDM9AXKP04278')).toEqual({ key: 'vinLength', params: { count: 16 } });
    expect(vinProblem('1M8GDM9AXKP0427888')).toEqual({ key: 'vinLength', params: { count: 18 } });
    expect(vinProblem('')).toEqual({ key: 'vinLength', params: { count: 0 } });
  });

  it('refuses placeholders even when the check digit happens to match', () => {
    expect(vinCheckDigit('11111111111111111')).toBe('1'); // valid by the check digit alone
    for (const vin of ['11111111111111111', 'AAAAAAAAAAAAAAAAA', '00000000000000000', 'ABABABABABABABABA', '12312312312312312']) {
      expect(vinProblem(vin), vin).toEqual({ key: 'vinImplausible' });
    }
    expect(vinProblem('1234123412341234X')).not.toEqual({ key: 'vinImplausible' }); // 5 different characters
  });
});

describe('ZVin', () => {
  it('outputs the normalized VIN', () => {
    expect(ZVin.parse(' 1m8gdm9a-xkp042788 ')).toBe('1M8GDM9AXKP042788');
    expect(ZVin.parse('1hgcm82633a004352')).toBe('1HGCM82633A004352');
  });

  it('gives each refusal its Validation key', () => {
    expect(messageOf('')).toEqual({ key: 'required' });
    expect(messageOf(undefined)).toEqual({ key: 'required' });
    expect(messageOf('1M8GDM9AXKP04278')).toEqual({ key: 'vinLength', params: { count: 16 } });
    expect(messageOf('1M8GDM9AXKP04278O')).toEqual({ key: 'vinChars' });
    expect(messageOf('1M8GDM9A1KP042788')).toEqual({ key: 'vinCheckDigit' });
    expect(messageOf('11111111111111111')).toEqual({ key: 'vinImplausible' });
    expect(messageOf('x'.repeat(41))).toEqual({ key: 'maxLength', params: { length: 40 } });
  });
});
