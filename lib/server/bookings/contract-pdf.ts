import 'server-only';
import { LATE_RETURN_GRACE_MINUTES } from '@/lib/bookings/late-return';
import { createTranslator } from 'use-intl/core';
import { formatPlate } from '@/lib/cars/plate';
import { formatDate, formatDateTime } from '@/lib/format/date-time';
import { formatNumber } from '@/lib/format/number';
import { formatPhone } from '@/lib/format/phone';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { sumLines, type PriceLine } from '@/lib/pricing/lines';
import { kyivToday } from '@/lib/time/iso-date';
import { ContractLayout } from './contract-layout';

type Contact = { email: string | null; phone: string | null };

/**
 * Everything the rental contract prints, as plain data: the bookings code maps a booking (with its
 * stored price breakdown), both parties and the car to it. Nothing is looked up or computed from
 * the clock here, so the same data always renders the same document. A missing value prints as a
 * blank line to fill in by hand.
 */
export type ContractData = {
  locale: Locale;
  /** The contract's number, e.g. "KR-000123". */
  number: string;
  /** The document's date (shown as the Kyiv date). */
  issuedAt: Date;
  owner: Contact &
    (
      | { kind: 'host'; /** Full name. */ name: string; /** РНОКПП. */ taxNumber: string | null }
      | {
          kind: 'company';
          /** The legal name. */
          name: string;
          /** ЄДРПОУ. */
          edrpou: string | null;
          /** The registered address. */
          address: string | null;
          /** Who signs for the company (the director of the application). */
          representative: string | null;
        }
    );
  renter: Contact & {
    name: string;
    /** YYYY-MM-DD. */
    birthDate: string | null;
    /** `country`: ISO 3166-1 alpha-2, as licences store it; dates YYYY-MM-DD. */
    licence: { country: string; serialNumber: string; expiresOn: string } | null;
  };
  car: {
    /** "Toyota Camry 2021". */
    title: string;
    vin: string | null;
    plate: string | null;
    color: string | null;
    /** The registration certificate's serial and number, e.g. "СХЕ 123456". */
    certificate: string | null;
    /** Km on the odometer as the car was booked. */
    mileageAtBooking: number | null;
  };
  /** Shown on the Kyiv clock. */
  period: { start: Date; end: Date };
  /** `pickup`: where the car stands (and is returned); `delivery`: the renter's address when delivered. */
  place: { pickup: string | null; delivery: string | null };
  money: {
    /** The booking's stored breakdown (lib/pricing), in its fixed order. */
    lines: readonly PriceLine[];
    /** The car counted calendar days (`is_daily_price`): its day lines read "days" rather than 24-hour "доби". */
    calendarDays: boolean;
    /** Must equal the sum of `lines`. */
    totalKop: number;
    deposit: { amountMinor: number; currency: 'UAH' | 'USD' | 'EUR' } | null;
  };
  /** As the car was booked: `pricePerKmKop` null or 0 means unlimited mileage; `freePerDay` 0 means every km is paid. */
  mileage: { freePerDay: number | null; pricePerKmKop: number | null };
  /** A late return (lib/bookings/late-return.ts): `hourKop` per started hour past the grace, at most `dayKop` per started day (calendar days: from the end of the last date). */
  lateReturn: { hourKop: number; dayKop: number };
  /** Free until `freeUntil` (24 hours before the start); `lateFeeKop` the fee after it, when known. */
  cancellation: { freeUntil: Date; lateFeeKop: number | null };
};

const BLANK = '________________________';
const NBSP = '\u00A0';
const SIGNS = { UAH: '₴', USD: '$', EUR: '€' } as const;

/**
 * Money in a contract always shows its kopiyky ("12 345,00 ₴"; en "₴12 345.00"), unlike the
 * interface's whole-hryvnia prices: a legal document states the exact amount.
 */
function money(minor: number, currency: keyof typeof SIGNS, locale: Locale): string {
  const amount = formatNumber(minor / 100, { decimals: 2, locale });
  if (locale === 'uk') return `${amount}${NBSP}${SIGNS[currency]}`;
  return amount.startsWith('−') ? `−${SIGNS[currency]}${amount.slice(1)}` : `${SIGNS[currency]}${amount}`;
}

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a region code: as stored
  }
}

/** The rental contract for a booking as an A4 PDF in the booking's language (issue 12). */
export async function renderContractPdf(data: ContractData): Promise<Uint8Array<ArrayBuffer>> {
  if (sumLines(data.money.lines) !== data.money.totalKop) throw new RangeError('The contract total is not the sum of its lines');
  const { locale } = data;
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'BookingContract' });
  const uah = (kop: number) => money(kop, 'UAH', locale);
  const or = (value: string | null | undefined) => (value && value.trim() ? value : BLANK);
  const moment = (value: Date) => formatDateTime(value, locale);

  const title = t('title', { number: data.number });
  const layout = new ContractLayout({ title, subject: data.car.title, lang: locale === 'uk' ? 'uk-UA' : 'en', createdAt: data.issuedAt });
  let section = 0;
  let clause = 0;
  const heading = (text: string) => {
    section += 1;
    clause = 0;
    layout.heading(`${section}. ${text}`);
  };
  const nextClause = () => `${section}.${(clause += 1)}.`;
  const point = (text: string, options?: { bold?: boolean; keep?: number }) => layout.clause(nextClause(), text, options);
  /** A clause that leads into rows or a list: kept with their first two lines; a table's header and first row. */
  const lead = (text: string, options: { bold?: boolean; table?: boolean } = {}) => point(text, { bold: options.bold, keep: options.table ? 4 : 2 });

  layout.title(title);
  layout.spread(t('place'), formatDate(kyivToday(data.issuedAt), locale));
  layout.paragraph(t('preamble'));

  heading(t('sections.parties'));
  const { owner, renter } = data;
  lead(t('owner'), { bold: true });
  layout.fields(
    owner.kind === 'company'
      ? [
          [t('fields.companyName'), or(owner.name)],
          [t('fields.edrpou'), or(owner.edrpou)],
          [t('fields.address'), or(owner.address)],
          [t('fields.representative'), or(owner.representative)],
          [t('fields.email'), or(owner.email)],
          [t('fields.phone'), owner.phone ? formatPhone(owner.phone) : BLANK],
        ]
      : [
          [t('fields.hostName'), or(owner.name)],
          [t('fields.taxNumber'), or(owner.taxNumber)],
          [t('fields.email'), or(owner.email)],
          [t('fields.phone'), owner.phone ? formatPhone(owner.phone) : BLANK],
        ],
  );
  lead(t('renter'), { bold: true });
  layout.fields([
    [t('fields.renterName'), or(renter.name)],
    [t('fields.birthDate'), renter.birthDate ? formatDate(renter.birthDate, locale) : BLANK],
    [t('fields.licence'), or(renter.licence?.serialNumber)],
    [t('fields.licenceCountry'), renter.licence ? countryName(renter.licence.country, locale) : BLANK],
    [t('fields.licenceExpires'), renter.licence ? formatDate(renter.licence.expiresOn, locale) : BLANK],
    [t('fields.email'), or(renter.email)],
    [t('fields.phone'), renter.phone ? formatPhone(renter.phone) : BLANK],
  ]);

  heading(t('sections.subject'));
  const { car } = data;
  lead(t('subject.transfer'));
  layout.fields([
    [t('fields.car'), or(car.title)],
    [t('fields.vin'), or(car.vin)],
    [t('fields.plate'), car.plate ? formatPlate(car.plate) : BLANK],
    [t('fields.color'), or(car.color)],
    [t('fields.certificate'), or(car.certificate)],
    [t('fields.mileage'), car.mileageAtBooking == null ? BLANK : t('km', { km: formatNumber(car.mileageAtBooking, { decimals: 0, locale }) })],
  ]);
  point(t('subject.inspection'));

  heading(t('sections.term'));
  const { pickup, delivery } = data.place;
  lead(t('term.period'));
  layout.fields([
    [t('fields.start'), moment(data.period.start)],
    [t('fields.end'), moment(data.period.end)],
    [t('fields.handover'), delivery ? t('deliveredTo', { address: delivery }) : or(pickup)],
    [t('fields.return'), or(pickup)],
  ]);
  point(t('timeNote'));
  point(t('term.returnElsewhere'));

  heading(t('sections.price'));
  lead(t('price.table'), { table: true });
  const days = data.money.calendarDays;
  const label = (line: PriceLine): string => {
    const params = { count: line.quantity, price: uah(line.unit_price) };
    switch (line.kind) {
      case 'months':
        return t('price.months', params);
      case 'days':
        return t(days ? 'price.calendarDays' : 'price.days', params);
      case 'hours':
        return t('price.hours', params);
      case 'discount':
        return t(days ? 'price.calendarDiscount' : 'price.discount', params);
      case 'delivery':
        return t('price.delivery');
    }
  };
  layout.table(
    [t('price.item'), t('price.amount')],
    data.money.lines.map((line) => [label(line), line.kind === 'delivery' && line.amount === 0 ? t('price.free') : uah(line.amount)] as const),
    [t('price.total'), uah(data.money.totalKop)],
  );
  point(t('price.payment'));
  const { deposit } = data.money;
  point(deposit && deposit.amountMinor > 0 ? t('price.deposit', { amount: money(deposit.amountMinor, deposit.currency, locale) }) : t('price.noDeposit'));
  const { freePerDay, pricePerKmKop } = data.mileage;
  point(
    !pricePerKmKop
      ? t('price.mileageUnlimited')
      : freePerDay
        ? t('price.mileageLimited', { km: formatNumber(freePerDay, { decimals: 0, locale }), price: uah(pricePerKmKop) })
        : t('price.mileageAllPaid', { price: uah(pricePerKmKop) }),
  );
  if (data.lateReturn.dayKop > 0) {
    point(t(data.money.calendarDays ? 'price.lateReturnCalendar' : 'price.lateReturn', { minutes: LATE_RETURN_GRACE_MINUTES, hour: uah(data.lateReturn.hourKop), day: uah(data.lateReturn.dayKop) }));
  }
  point(t('price.extras'));

  heading(t('sections.obligations'));
  lead(t('obligations.owner'));
  layout.bullets([t('obligations.ownerCar'), t('obligations.ownerInsurance'), t('obligations.ownerInform'), t('obligations.ownerReturn')]);
  lead(t('obligations.renter'));
  layout.bullets([t('obligations.renterUse'), t('obligations.renterNoSublet'), t('obligations.renterReturn'), t('obligations.renterReport'), t('obligations.renterFines')]);

  heading(t('sections.liability'));
  for (const key of ['damage', 'late', 'fuel', 'fines', 'owner', 'forceMajeure'] as const) point(t(`liability.${key}`));

  heading(t('sections.cancellation'));
  const { freeUntil, lateFeeKop } = data.cancellation;
  point(t('cancellation.free', { moment: moment(freeUntil) }));
  point(lateFeeKop == null ? t('cancellation.lateRules') : t('cancellation.lateFee', { fee: uah(lateFeeKop) }));
  point(t('cancellation.owner'));

  heading(t('sections.platform'));
  point(t('platform.role'));
  point(t('platform.messages'));

  heading(t('sections.final'));
  for (const key of ['effect', 'law', 'copies'] as const) point(t(`final.${key}`));

  heading(t('sections.signatures'));
  layout.signatures(
    [
      { role: t('owner'), name: owner.kind === 'company' && owner.representative ? `${owner.name}\n${owner.representative}` : owner.name },
      { role: t('renter'), name: renter.name },
    ],
    { signature: t('signature'), date: t('date') },
  );

  return layout.finish((page, pages) => ({ left: t('footer', { number: data.number }), right: t('page', { page, pages }) }));
}
