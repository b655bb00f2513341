import { describe, expect, it } from 'vitest';
import { licenceProblem, normalizeLicenceNumber, ZLicenceFields } from './licence';

const today = '2026-11-21';
const ok = { birth_date: '1995-05-10', issued_on: '2015-06-01', expires_on: '2035-06-01' };

describe('licence rules', () => {
  it('accepts a valid licence of an experienced adult', () => {
    expect(licenceProblem(ok, today)).toBeNull();
  });

  it('refuses an expired licence, a driver under 21 and less than 2 years licensed — to the day', () => {
    expect(licenceProblem({ ...ok, expires_on: '2026-11-20' }, today)).toBe('licence_expired');
    expect(licenceProblem({ ...ok, expires_on: '2026-11-21' }, today)).toBeNull();
    expect(licenceProblem({ ...ok, birth_date: '2005-11-22', issued_on: '2023-12-01' }, today)).toBe('driver_too_young');
    expect(licenceProblem({ ...ok, birth_date: '2005-11-21', issued_on: '2025-01-01' }, today)).toBe('licence_too_new');
    expect(licenceProblem({ ...ok, issued_on: '2024-11-22' }, today)).toBe('licence_too_new');
    expect(licenceProblem({ ...ok, issued_on: '2024-11-21' }, today)).toBeNull();
  });

  it('normalises the serial and number and checks the dates fit together', () => {
    expect(normalizeLicenceNumber(' axx 123-456 ')).toBe('AXX123456');
    // Cyrillic letters that print like Latin ones are the same licence; others stay as they are.
    expect(normalizeLicenceNumber('АХХ 123456')).toBe('AXX123456');
    expect(normalizeLicenceNumber('ахх–123456')).toBe('AXX123456');
    expect(normalizeLicenceNumber('ＡＸＸ１２３４５６')).toBe('AXX123456');
    expect(normalizeLicenceNumber('БЖЯ 123456')).toBe('БЖЯ123456');
    const base = { country: 'UA', serial_number: 'ВХС 123456', first_name: 'Олег', last_name: 'Скрипка', ...ok };
    expect(ZLicenceFields.parse(base).serial_number).toBe('BXC123456');
    expect(ZLicenceFields.safeParse({ ...base, expires_on: '2014-01-01' }).success).toBe(false);
    expect(ZLicenceFields.safeParse({ ...base, country: 'ukraine' }).success).toBe(false);
    expect(ZLicenceFields.safeParse({ ...base, serial_number: '12' }).success).toBe(false);
  });
});
