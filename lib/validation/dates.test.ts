import { describe, expect, it } from 'vitest';
import { ZLicenceFields } from '@/lib/verification/licence';
import { ZHostApplication } from '@/lib/verification/schemas';
import { ZCalendarDate, isCalendarDate } from './dates';
import { issueMessage } from './issue-message';

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['1990-01-31', '2024-02-29', '2000-02-29', '1900-12-31', '2100-01-01', '2026-04-30']) expect(isCalendarDate(day), day).toBe(true);
  });

  it('refuses days the calendar does not have and years no person types', () => {
    for (const day of ['1990-02-30', '2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-01-00', '0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  it('refuses anything but YYYY-MM-DD', () => {
    for (const value of ['1990-2-3', '19900203', '1990-02-03T00:00:00Z', ' 1990-02-03', '+01990-02-03', '１９９０-02-03']) expect(isCalendarDate(value), value).toBe(false);
  });
});

describe('ZCalendarDate in every date field', () => {
  it('gives the invalidFormat message', () => {
    const result = ZCalendarDate.safeParse('1990-02-30');
    expect(result.success).toBe(false);
    expect(issueMessage(result.error!.issues[0]!)).toEqual({ key: 'invalidFormat' });
  });

  it('guards the licence and the host application (multipart and JSON)', () => {
    const licence = { country: 'UA', serial_number: 'AXX123456', first_name: 'Тарас', last_name: 'Шевченко', birth_date: '1990-01-01', issued_on: '2010-01-01', expires_on: '2030-01-01' };
    expect(ZLicenceFields.safeParse(licence).success).toBe(true);
    for (const field of ['birth_date', 'issued_on', 'expires_on'] as const) {
      for (const bad of ['1990-02-30', '0000-01-01', '2024-13-01']) {
        const result = ZLicenceFields.safeParse({ ...licence, [field]: bad });
        expect(result.success, `${field}=${bad}`).toBe(false);
        expect(result.error!.issues.map((issue) => issue.path.join('.')), `${field}=${bad}`).toContain(field);
      }
    }
    expect(ZHostApplication.safeParse({ tax_number: '1234567890', birth_date: '1990-02-30' }).error?.issues.map((i) => i.path.join('.'))).toContain('birth_date');
  });
});
