import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { earningsCsv, type EarningsCsvRow } from './earnings-csv';

const labels = (words: typeof uk.OwnerPayments.csv) => ({ ...words, states: { pending: words.pending, settled: words.settled } });

const rows: EarningsCsvRow[] = [
  // 23:30 UTC on 9 December is 01:30 on the 10th in Kyiv: the Kyiv day is the one written.
  { bookingId: 42, car: 'Toyota Camry 2021', startAt: new Date('2026-12-09T23:30:00Z'), totalKop: 140_000, commissionKop: 21_000, netKop: 119_000, state: 'settled' },
  { bookingId: 7, car: 'Škoda "Octavia"; combi', startAt: new Date('2026-12-20T08:00:00Z'), totalKop: 3_333, commissionKop: 500, netKop: 2_833, state: 'pending' },
  { bookingId: 8, car: '=HYPERLINK("x")', startAt: new Date('2026-12-21T08:00:00Z'), totalKop: -1_050, commissionKop: -158, netKop: -892, state: 'settled' },
];

describe('earningsCsv', () => {
  it('is UTF-8 with a byte-order mark and CRLF lines, the Ukrainian way: `;` between fields, decimal comma', () => {
    const csv = earningsCsv(rows, labels(uk.OwnerPayments.csv), 'uk');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Дата поїздки;Бронювання;Автомобіль;Сума, грн;Комісія, грн;Заробіток, грн;Стан');
    expect(lines[1]).toBe('10.12.2026;42;Toyota Camry 2021;1400,00;210,00;1190,00;Нараховано');
    expect(lines[2]).toBe('20.12.2026;7;"Škoda ""Octavia""; combi";33,33;5,00;28,33;Очікується');
  });

  it('never lets a cell start a formula, and writes negative amounts with a plain minus', () => {
    const csv = earningsCsv(rows, labels(uk.OwnerPayments.csv), 'uk');
    expect(csv.split('\r\n')[3]).toBe(`21.12.2026;8;"'=HYPERLINK(""x"")";-10,50;-1,58;-8,92;Нараховано`);
  });

  it('is comma-separated with a decimal point in English, headers in English', () => {
    const csv = earningsCsv(rows.slice(0, 2), labels(en.OwnerPayments.csv), 'en');
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Trip date,Booking,Car,"Amount, UAH","Commission, UAH","Earnings, UAH",Status');
    expect(lines[1]).toBe('10/12/2026,42,Toyota Camry 2021,1400.00,210.00,1190.00,Earned');
    expect(lines[2]).toBe('20/12/2026,7,"Škoda ""Octavia""; combi",33.33,5.00,28.33,Pending');
  });

  it('has only the header line when there is nothing to export', () => {
    expect(earningsCsv([], labels(en.OwnerPayments.csv), 'en').split('\r\n')).toHaveLength(2);
  });
});
