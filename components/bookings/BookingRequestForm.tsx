'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { HandoverTimeField } from '@/components/catalog/car/HandoverTimeField';
import { PriceBreakdown } from '@/components/catalog/car/PriceBreakdown';
import calculatorStyles from '@/components/catalog/car/calculator.module.css';
import { instantOf, isDate, type Moment, type Refusal, usePeriodQuote } from '@/components/catalog/car/use-period-quote';
import { DateInput } from '@/components/forms/DateInput';
import formStyles from '@/components/forms/forms.module.css';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ApiError, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { OPEN_STATUSES } from '@/lib/bookings/status';
import { pageNavigation } from '@/lib/browser/page-navigation';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import type { TWeeklySchedule } from '@/lib/cars/schedule';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import type { BookingLimits } from './booking-props';
import { InputField, TextAreaField } from './fields';
import styles from './bookings.module.css';

export type BookingRequestFormProps = {
  carId: number;
  locale: Locale;
  /** Kyiv today and the last day a rental may start, `YYYY-MM-DD`. */
  today: string;
  lastDay: string;
  schedule: TWeeklySchedule;
  terms: { minDays: number; maxDays: number };
  delivery: { offered: boolean; free: boolean; price: number | null };
  /** The owner confirms every booking of this car at once (no request step). */
  instant: boolean;
  /** The car's price for one day: what a cancellation later than 24 hours before the start keeps. */
  dayPrice: number;
  limits: BookingLimits;
  /** The server's time when it rendered the form: whether free cancellation is still ahead for a start. */
  now: string;
  /** The dates of the URL and the server's price for them (so the page shows it before any script). */
  initial: { start: Moment | null; end: Moment | null; delivery: boolean; price: TCarPrice | null; refusal: Refusal | null };
};

const DAY_MS = 86_400_000;
/** Refusals about the period or the car's terms: said where the price is, with what to change. */
const PERIOD_CODES = new Set(['125', '139', '140', '141', 'booking_in_past', 'delivery_unavailable']);
/** The fields of the create call this form shows (the server's field errors stand at them). */
const FIELDS = ['start', 'end', 'delivery_address', 'message', 'accept_terms'] as const;

/**
 * The request form (spec §2 /booking without an id): dates and times (the half hours the car's
 * hours allow), delivery to an address when the car delivers, a message to the owner, the price
 * from the server's pricing as it changes, the deposit (held, not charged), the cancellation rule
 * for these dates, whether the owner answers first or it is booked at once, and the terms. A
 * refusal is said where it belongs — at a field, at the price (125, 139, 140, 141…), or above the
 * button with the way on (the booking already made, the licence check). Success opens the booking.
 */
export function BookingRequestForm(props: BookingRequestFormProps) {
  const { carId, locale, today, lastDay, schedule, terms, limits, initial } = props;
  const t = useTranslations('BookingForm');
  const tc = useTranslations('CarPage.calculator');
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const { startDate, startTime, endDate, endTime, setStartTime, setEndTime, changeDate, delivery, setDelivery, start, end, reversed, loading, price, refusal, hint, refuse } =
    usePeriodQuote({ carId, locale, schedule, terms, deliveryOffered: props.delivery.offered, initial });
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; action: ReactNode } | null>(null);
  const [sending, setSending] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  /** The booking this renter already holds for the car (`already_booked` names no id in its words). */
  async function openBookingHref(): Promise<string> {
    try {
      const { bookings } = await callApi(endpoints.bookingList, { as: 'renter', status: [...OPEN_STATUSES], lang: locale });
      const found = bookings.find((booking) => booking.car.id === carId);
      if (found) return href('booking-id', { locale, params: { id: found.id } });
    } catch {
      // The list is a convenience: without it, my trips has the booking.
    }
    return href('mytrips', { locale });
  }

  async function refused(error: unknown) {
    const code = error instanceof ApiError ? error.code : 'internal';
    const byField = error instanceof ApiError ? Object.fromEntries(Object.entries(error.fields).filter(([name]) => (FIELDS as readonly string[]).includes(name))) : {};
    if (Object.keys(byField).length) {
      setFields(byField);
      document.querySelector<HTMLElement>(`[data-field="${Object.keys(byField)[0]}"] input, [data-field="${Object.keys(byField)[0]}"] textarea`)?.focus();
      return;
    }
    if (PERIOD_CODES.has(code)) {
      // The price place says it (an alert), as the price call would have, with what to change.
      refuse({ code, message: errorMessage(error) });
      return;
    }
    let action: ReactNode = null;
    if (code === 'already_booked') action = <a href={await openBookingHref()}>{t('openBooking')}</a>;
    else if (code === 'not_verified_driver') action = <a href={href('user-verification', { locale })}>{t('verify')}</a>;
    else if (code === 'switch_to_renter' || code === 'legal_cannot_rent' || code === 'own_car') action = <a href={href('cabinet', { locale })}>{t('toCabinet')}</a>;
    else if (code === 'car_not_found' || code === 'car_deleted') action = <a href={href('catalog', { locale })}>{t('toCatalog')}</a>;
    setFailure({ text: errorMessage(error), action });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!start) found.start = t('pickStart');
    if (!end) found.end = t('pickEnd');
    else if (reversed) found.end = tc('endBeforeStart');
    if (delivery && address.trim().length < limits.address.min) found.delivery_address = t('addressNeeded', { min: limits.address.min });
    if (!accepted) found.accept_terms = t('acceptTermsRequired');
    setFields(found);
    setFailure(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)?.focus();
      return;
    }
    setSending(true);
    try {
      const { booking } = await callApi(endpoints.bookingCreate, {
        car_id: carId,
        start: instantOf(start!).toISOString(),
        end: instantOf(end!).toISOString(),
        ...(delivery ? { delivery_address: address.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
        accept_terms: true,
        lang: locale,
      });
      pageNavigation.assign(href('booking-id', { locale, params: { id: booking.id } }));
    } catch (error) {
      setSending(false);
      await refused(error);
    }
  }

  const rental = price ? price.lines.filter((line) => line.kind !== 'delivery').reduce((sum, line) => sum + line.amount, 0) : props.dayPrice;
  const fee = formatMoney(Math.min(props.dayPrice, rental), locale);
  const freeUntil = start ? new Date(instantOf(start).getTime() - DAY_MS) : null;
  const stillFree = freeUntil !== null && freeUntil.getTime() > new Date(props.now).getTime();

  return (
    <form className={styles.requestForm} onSubmit={submit} noValidate aria-describedby={`${id}-kind`}>
      <fieldset className={calculatorStyles.dates}>
        <legend className={styles.legend}>{t('dates')}</legend>
        <div className={calculatorStyles.moment} data-field="start">
          <DateInput label={tc('start')} value={startDate} onChange={(value) => changeDate('start', value)} min={today} max={lastDay} today={today} error={fields.start} className={calculatorStyles.dateField} />
          <HandoverTimeField id={`${id}-start-time`} label={tc('time')} name={tc('startTime')} schedule={schedule} date={startDate} time={startTime} onChange={setStartTime} noHours={tc('noHours')} />
        </div>
        <div className={calculatorStyles.moment} data-field="end">
          <DateInput
            label={tc('end')}
            value={endDate}
            onChange={(value) => changeDate('end', value)}
            min={isDate(startDate) ? startDate : today}
            max={lastDay}
            openTo={isDate(startDate) ? startDate : undefined}
            today={today}
            error={fields.end ?? (reversed ? tc('endBeforeStart') : undefined)}
            className={calculatorStyles.dateField}
          />
          <HandoverTimeField id={`${id}-end-time`} label={tc('time')} name={tc('endTime')} schedule={schedule} date={endDate} time={endTime} onChange={setEndTime} noHours={tc('noHours')} />
        </div>
        <p className={styles.muted}>{t('kyivTime')}</p>
      </fieldset>

      {props.delivery.offered ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('place')}</legend>
          <label className={calculatorStyles.check}>
            <input type="checkbox" checked={delivery} onChange={(event) => setDelivery(event.target.checked)} />
            <span>{props.delivery.free || !props.delivery.price ? tc('deliveryFree') : tc('delivery', { price: formatMoney(props.delivery.price, locale) })}</span>
          </label>
          {delivery ? (
            <div data-field="delivery_address">
              <InputField label={t('address')} value={address} onChange={setAddress} maxLength={limits.address.max} autoComplete="street-address" hint={t('addressHint')} error={fields.delivery_address} />
            </div>
          ) : (
            <p className={styles.muted}>{t('pickupNote')}</p>
          )}
        </fieldset>
      ) : (
        <p className={styles.muted}>{t('pickupNote')}</p>
      )}

      <div data-field="message">
        <TextAreaField label={t('message')} value={message} onChange={setMessage} max={limits.message} hint={t('messageHint')} error={fields.message} />
      </div>

      <section className={styles.summary} aria-labelledby={`${id}-price`}>
        <h2 id={`${id}-price`} className={styles.sectionTitle}>
          {t('priceTitle')}
        </h2>
        <div aria-busy={loading}>
          {price ? (
            <PriceBreakdown price={price} locale={locale} />
          ) : refusal ? (
            <div className={calculatorStyles.refusal} role="alert">
              <p>{refusal.message}</p>
              {hint ? <p className={calculatorStyles.hint}>{hint}</p> : null}
            </div>
          ) : loading ? (
            <p className={calculatorStyles.pending}>{tc('loading')}</p>
          ) : (
            <p className={calculatorStyles.pending}>{tc('pickDates')}</p>
          )}
          <p className="visually-hidden" role="status">
            {price && !loading ? tc('totalStatus', { total: formatMoney(price.total, locale) }) : ''}
          </p>
        </div>
        <ul className={styles.rules}>
          <li id={`${id}-kind`}>{props.instant ? t('instantNote') : t('requestNote')}</li>
          <li>{freeUntil ? (stillFree ? t('cancelFree', { until: formatDateTime(freeUntil, locale), fee }) : t('cancelLate', { fee })) : t('cancelRule', { fee })}</li>
          <li>{t('payNote')}</li>
        </ul>
      </section>

      <div className={formStyles.checkField} data-field="accept_terms">
        <div className={formStyles.check}>
          <input
            id={`${id}-terms`}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            aria-invalid={fields.accept_terms ? true : undefined}
            aria-describedby={fields.accept_terms ? `${id}-terms-error` : undefined}
          />
          <label htmlFor={`${id}-terms`}>
            {t.rich('acceptTerms', {
              terms: (chunks) => (
                <a href={href('slug', { locale, params: { slug: 'terms' } })} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
            })}
          </label>
        </div>
        {fields.accept_terms ? (
          <p id={`${id}-terms-error`} className={formStyles.error}>
            {fields.accept_terms}
          </p>
        ) : null}
      </div>

      {failure ? (
        <div ref={failureRef} className={styles.failure} role="alert" tabIndex={-1}>
          <p>{failure.text}</p>
          {failure.action ? <p>{failure.action}</p> : null}
        </div>
      ) : null}

      <button type="submit" className={clsx(styles.button, styles.primary, styles.submit)} disabled={sending} aria-busy={sending}>
        {t(props.instant ? 'submitInstant' : 'submitRequest')}
      </button>
    </form>
  );
}
