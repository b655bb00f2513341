import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZLicenceFields } from '@/lib/verification/licence';
import { ZHostApplication } from '@/lib/verification/schemas';
import { ZBirthDate, ZCalendarDate, ZExpiryDate, ZIssueDate, isCalendarDate } from './dates';
import { issueMessage } from './issue-message';

/** The message a value gets from a schema, or null when it passes. */
function messageOf(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } } }, value: string) {
  const result = schema.safeParse(value);
  return result.success ? null : issueMessage(result.error!.issues[0]!);
}

// 15 March 2026, 00:30 in Kyiv (22:30 UTC the day before): the Kyiv date decides, not the UTC one.
const NOW = new Date('2026-03-14T22:30:00Z');
afterEach(() => vi.useRealTimers());

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
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
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

describe('dates relative to today in Kyiv (time frozen)', () => {
  it('takes a birth date of an adult of 18 to 120, counted on the Kyiv calendar day', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    expect(messageOf(ZBirthDate, '2008-03-15')).toBeNull(); // 18 today in Kyiv (still the 14th in UTC)
    expect(messageOf(ZBirthDate, '2008-03-16')).toEqual({ key: 'birthDateAge', params: { min: 18, max: 120 } });
    expect(messageOf(ZBirthDate, '2026-03-15')).toEqual({ key: 'birthDateAge', params: { min: 18, max: 120 } });
    expect(messageOf(ZBirthDate, '2090-01-01')).toEqual({ key: 'birthDateAge', params: { min: 18, max: 120 } });
  });

  it('refuses a birth date over 120 years ago', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    expect(messageOf(ZBirthDate, '1905-03-16')).toBeNull(); // 120, turning 121 tomorrow
    expect(messageOf(ZBirthDate, '1905-03-15')).toEqual({ key: 'birthDateAge', params: { min: 18, max: 120 } });
    expect(messageOf(ZBirthDate, '1900-01-01')).toEqual({ key: 'birthDateAge', params: { min: 18, max: 120 } });
  });

  it('takes a date of issue up to today, within a century', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    expect(messageOf(ZIssueDate, '2026-03-15')).toBeNull();
    expect(messageOf(ZIssueDate, '2026-03-16')).toEqual({ key: 'dateInFuture' });
    expect(messageOf(ZIssueDate, '1926-03-15')).toBeNull();
    expect(messageOf(ZIssueDate, '1926-03-14')).toEqual({ key: 'dateTooOld', params: { years: 100 } });
  });

  it('takes an expiry date up to 50 years ahead (an expired one is the submit step’s to refuse)', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    expect(messageOf(ZExpiryDate, '2020-01-01')).toBeNull();
    expect(messageOf(ZExpiryDate, '2076-03-15')).toBeNull();
    expect(messageOf(ZExpiryDate, '2076-03-16')).toEqual({ key: 'dateTooFar', params: { years: 50 } });
    expect(messageOf(ZExpiryDate, '2099-12-31')).toEqual({ key: 'dateTooFar', params: { years: 50 } });
  });

  it('reads today at every parse, never once at import', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    expect(messageOf(ZBirthDate, '2008-03-16')).not.toBeNull();
    vi.setSystemTime(new Date('2026-03-15T22:00:00Z')); // the 16th in Kyiv
    expect(messageOf(ZBirthDate, '2008-03-16')).toBeNull();
  });

  it('gives impossible days their format message only, never a range message too', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    for (const schema of [ZBirthDate, ZIssueDate, ZExpiryDate]) {
      for (const bad of ['1990-02-30', '9999-99-99', '9999-12-31', '2024-13-01']) {
        const result = schema.safeParse(bad);
        expect(result.success, bad).toBe(false);
        expect(new Set(result.error!.issues.map((issue) => issueMessage(issue).key)), bad).toEqual(new Set(['invalidFormat']));
      }
    }
  });

  it('guards every date of the licence and the host application with the ranges and plain cross-field messages', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const licence = { country: 'UA', serial_number: 'AXX123456', first_name: 'Тарас', last_name: 'Шевченко', birth_date: '1990-01-01', issued_on: '2010-01-01', expires_on: '2030-01-01' };
    const fieldMessage = (body: Record<string, string>, field: string) => {
      const issue = ZLicenceFields.safeParse(body).error?.issues.find((item) => item.path.join('.') === field);
      return issue ? issueMessage(issue) : null;
    };
    expect(fieldMessage({ ...licence, birth_date: '2015-06-01' }, 'birth_date')).toEqual({ key: 'birthDateAge', params: { min: 18, max: 120 } });
    expect(fieldMessage({ ...licence, issued_on: '2027-01-01' }, 'issued_on')).toEqual({ key: 'dateInFuture' });
    expect(fieldMessage({ ...licence, expires_on: '2099-01-01' }, 'expires_on')).toEqual({ key: 'dateTooFar', params: { years: 50 } });
    expect(fieldMessage({ ...licence, expires_on: '2009-01-01' }, 'expires_on')).toEqual({ key: 'expiresBeforeIssued' });
    expect(fieldMessage({ ...licence, issued_on: '1989-01-01' }, 'issued_on')).toEqual({ key: 'issuedBeforeBirth' });
    const host = ZHostApplication.safeParse({ tax_number: '1234567899', birth_date: '2010-05-05' });
    expect(host.error!.issues.map((issue) => [issue.path.join('.'), issueMessage(issue)])).toEqual([['birth_date', { key: 'birthDateAge', params: { min: 18, max: 120 } }]]);
    expect(ZHostApplication.safeParse({ tax_number: '1234567899', birth_date: '1990-02-28' }).success).toBe(true);
  });
});
