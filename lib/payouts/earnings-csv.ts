import { formatDate } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import { kyivClock } from '@/lib/time/kyiv-clock';

/** One booking's line of the owner's export. */
export type EarningsCsvRow = { bookingId: number; car: string; startAt: Date; totalKop: number; commissionKop: number; netKop: number; state: 'pending' | 'settled' };

export type EarningsCsvLabels = {
  date: string;
  booking: string;
  car: string;
  total: string;
  commission: string;
  net: string;
  status: string;
  states: Record<EarningsCsvRow['state'], string>;
};

/**
 * The delimiter and decimal mark a spreadsheet in that language expects when the file is opened by
 * a double click: Ukrainian Excel and LibreOffice use the comma as the decimal mark, hence `;`
 * between fields; English the point and `,`. (A `sep=` line would pick the delimiter, but makes
 * Excel ignore the BOM and read UTF-8 as ANSI.)
 */
const FORMAT: Record<Locale, { delimiter: string; decimal: string }> = { uk: { delimiter: ';', decimal: ',' }, en: { delimiter: ',', decimal: '.' } };

/** Kopiyky as a plain number a spreadsheet reads as one: two decimals, no grouping, a hyphen-minus. */
function amount(kop: number, decimal: string): string {
  const sign = kop < 0 ? '-' : '';
  const abs = Math.abs(kop);
  return `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell: quoted when it holds the delimiter, a quote or a line break; a leading `= + - @`
 * (or tab, CR) is neutralised with an apostrophe, so a spreadsheet never runs a cell as a formula.
 */
function text(value: string, delimiter: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The owner's earnings per booking as CSV for Excel: UTF-8 with a byte-order mark (Excel reads a
 * file without one as the system's ANSI code page, which garbles Ukrainian), CRLF line ends, one
 * header line in the reader's language, the trip's start date in Kyiv, amounts in hryvnias.
 */
export function earningsCsv(rows: readonly EarningsCsvRow[], labels: EarningsCsvLabels, locale: Locale): string {
  const { delimiter, decimal } = FORMAT[locale];
  const lines = [[labels.date, labels.booking, labels.car, labels.total, labels.commission, labels.net, labels.status].map((cell) => text(cell, delimiter)).join(delimiter)];
  for (const row of rows) {
    lines.push(
      [
        formatDate(kyivClock(row.startAt).date, locale),
        String(row.bookingId),
        text(row.car, delimiter),
        amount(row.totalKop, decimal),
        amount(row.commissionKop, decimal),
        amount(row.netKop, decimal),
        text(labels.states[row.state], delimiter),
      ].join(delimiter),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
