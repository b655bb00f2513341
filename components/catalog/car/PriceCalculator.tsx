'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { DateInput } from '@/components/forms/DateInput';
import type { TWeeklySchedule } from '@/lib/cars/schedule';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { BookAction, type BookProps } from './BookAction';
import { HandoverTimeField } from './HandoverTimeField';
import { PriceBreakdown } from './PriceBreakdown';
import styles from './calculator.module.css';
import { isDate, type Moment, queryOf, type Refusal, usePeriodQuote } from './use-period-quote';
import type { TCarPrice } from '@/lib/catalog/car-contracts';

export type PriceCalculatorProps = {
  carId: number;
  locale: Locale;
  /** The car page's path (no query): the URL kept in step with the dates, and the sign-in's way back. */
  pagePath: string;
  /** Kyiv today and the last day a rental may start, `YYYY-MM-DD`. */
  today: string;
  lastDay: string;
  schedule: TWeeklySchedule;
  terms: { minDays: number; maxDays: number };
  delivery: { offered: boolean; free: boolean; price: number | null };
  /** The dates of the URL and what the server answered for them (so the page shows it without JavaScript). */
  initial: { start: Moment | null; end: Moment | null; delivery: boolean; price: TCarPrice | null; refusal: Refusal | null };
  book: Omit<BookProps, 'signInHref' | 'bookHref'>;
};

/**
 * The price calculator: pick-up and return date and time (the times the car's hours allow that
 * day, in half hours) and delivery when the owner offers it; each change asks the server's pricing
 * (`POST /api/catalog/price`, the function bookings charge by) and shows its lines, total and
 * deposit, or why the period cannot be booked (139, 140, 141, 125…) with what to change. The dates
 * live in the URL (replaced, not pushed), so a reload, a shared link and the way back from sign-in
 * keep them.
 */
export function PriceCalculator(props: PriceCalculatorProps) {
  const { carId, locale, pagePath, today, lastDay, schedule, terms, initial } = props;
  const t = useTranslations('CarPage.calculator');
  const id = useId();
  const { startDate, startTime, endDate, endTime, setStartTime, setEndTime, changeDate, delivery, setDelivery, start, end, reversed, loading, price, refusal, hint } =
    usePeriodQuote({ carId, locale, schedule, terms, deliveryOffered: props.delivery.offered, initial });

  const timeField = (which: 'start' | 'end', date: string, time: string, setTime: (value: string) => void) => (
    // "Час" beside its date; the select's own name says which ("Час отримання").
    <HandoverTimeField id={`${id}-${which}-time`} label={t('time')} name={t(which === 'start' ? 'startTime' : 'endTime')} schedule={schedule} date={date} time={time} onChange={setTime} noHours={t('noHours')} />
  );

  const signInHref = href('sign', { locale, query: { ref: withQuery(pagePath, queryOf(start, end, delivery)) } });
  const bookHref = href('booking-id', { locale, query: { car: carId, ...queryOf(start, end, delivery) } });

  return (
    <div className={styles.calculator}>
      <fieldset className={styles.dates}>
        <legend className="visually-hidden">{t('dates')}</legend>
        <div className={styles.moment}>
          <DateInput label={t('start')} value={startDate} onChange={(value) => changeDate('start', value)} min={today} max={lastDay} today={today} className={styles.dateField} />
          {timeField('start', startDate, startTime, setStartTime)}
        </div>
        <div className={styles.moment}>
          <DateInput
            label={t('end')}
            value={endDate}
            onChange={(value) => changeDate('end', value)}
            min={isDate(startDate) ? startDate : today}
            max={lastDay}
            openTo={isDate(startDate) ? startDate : undefined}
            today={today}
            className={styles.dateField}
            error={reversed ? t('endBeforeStart') : undefined}
          />
          {timeField('end', endDate, endTime, setEndTime)}
        </div>
        {props.delivery.offered ? (
          <label className={styles.check}>
            <input type="checkbox" checked={delivery} onChange={(event) => setDelivery(event.target.checked)} />
            <span>{props.delivery.free || !props.delivery.price ? t('deliveryFree') : t('delivery', { price: formatMoney(props.delivery.price, locale) })}</span>
          </label>
        ) : null}
      </fieldset>

      <div className={styles.result} aria-busy={loading}>
        {price ? (
          <PriceBreakdown price={price} locale={locale} />
        ) : refusal ? (
          // An alert only for what the visitor's change brought: the URL's refusal is part of the page,
          // and a new alert element already holding it (the live island replacing the server's
          // markup) would be read out again, out of context.
          <div className={styles.refusal} role={refusal === initial.refusal ? undefined : 'alert'}>
            <p>{refusal.message}</p>
            {hint ? <p className={styles.hint}>{hint}</p> : null}
          </div>
        ) : loading ? (
          <p className={styles.pending}>{t('loading')}</p>
        ) : !reversed ? (
          <p className={styles.pending}>{t('pickDates')}</p>
        ) : null}
        <p className="visually-hidden" role="status">
          {price && !loading ? t('totalStatus', { total: formatMoney(price.total, locale) }) : ''}
        </p>
      </div>

      <BookAction {...props.book} signInHref={signInHref} bookHref={bookHref} />
    </div>
  );
}

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
