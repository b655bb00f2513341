'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { DateInput } from '@/components/forms/DateInput';
import { ApiError, apiErrorMessage, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import { handoverTimes, preferredTime, urlTime } from '@/lib/catalog/handover-times';
import type { TWeeklySchedule } from '@/lib/cars/schedule';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { BookAction, type BookProps } from './BookAction';
import { HandoverTimeField } from './HandoverTimeField';
import { PriceBreakdown } from './PriceBreakdown';
import styles from './calculator.module.css';

type Moment = { date: string; time: string };
type Refusal = { code: string; message: string };
type Answer = { key: string; price: TCarPrice | null; refusal: Refusal | null };

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

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const keyOf = (start: Moment | null, end: Moment | null, delivery: boolean) => (start && end ? `${start.date}T${start.time}|${end.date}T${end.time}|${delivery}` : '');

/** The page's query for these dates: `start`/`end` as catalog links write them (lib/catalog/url-state.ts), `delivery=1`. */
function queryOf(start: Moment | null, end: Moment | null, delivery: boolean): Record<string, string> {
  if (!start || !end) return {};
  return { start: urlTime(start.date, start.time), end: urlTime(end.date, end.time), ...(delivery ? { delivery: '1' } : {}) };
}

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
  const te = useTranslations('Errors');
  const id = useId();
  const [startDate, setStartDate] = useState(initial.start?.date ?? '');
  const [startTime, setStartTime] = useState(initial.start?.time ?? '');
  const [endDate, setEndDate] = useState(initial.end?.date ?? '');
  const [endTime, setEndTime] = useState(initial.end?.time ?? '');
  const [delivery, setDelivery] = useState(initial.delivery && props.delivery.offered);
  // The server answered for the URL's dates already; anything else is asked when it is chosen.
  const initialKey = keyOf(initial.start, initial.end, initial.delivery && props.delivery.offered);
  const served = useRef<string | null>(initialKey);
  const [answer, setAnswer] = useState<Answer | null>(() => (initialKey ? { key: initialKey, price: initial.price, refusal: initial.refusal } : null));

  const start = isDate(startDate) && startTime ? { date: startDate, time: startTime } : null;
  const end = isDate(endDate) && endTime ? { date: endDate, time: endTime } : null;
  const reversed = !!start && !!end && `${end.date}T${end.time}` <= `${start.date}T${start.time}`;
  const key = keyOf(start, end, delivery);
  const wanted = !!start && !!end && !reversed;
  // An answer counts only for the dates it was asked for; till the next one arrives, the price is being worked out.
  const current = wanted && answer?.key === key ? answer : null;
  const loading = wanted && !current;
  const price = current?.price ?? null;
  const refusal = current?.refusal ?? null;

  useEffect(() => {
    // The URL follows the dates (back and forward stay the catalog's; a reload keeps them).
    const url = new URL(window.location.href);
    for (const name of ['start', 'end', 'start_time', 'end_time', 'delivery']) url.searchParams.delete(name);
    for (const [name, value] of Object.entries(queryOf(start, end, delivery))) url.searchParams.set(name, value);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for start, end and delivery
  }, [key]);

  useEffect(() => {
    if (key === served.current) return;
    served.current = null;
    if (!start || !end || reversed) return;
    const controller = new AbortController();
    callApi(
      endpoints.catalogPrice,
      { car_id: carId, start: kyivDateTimeToInstant(`${start.date}T${start.time}`).toISOString(), end: kyivDateTimeToInstant(`${end.date}T${end.time}`).toISOString(), delivery, lang: locale },
      { signal: controller.signal },
    )
      .then((answered) => setAnswer({ key, price: answered, refusal: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const code = error instanceof ApiError ? error.code : 'internal';
        // A date the search limits refuse (too far ahead, too long) is said at its field.
        const field = error instanceof ApiError ? (error.fields.start ?? error.fields.end) : undefined;
        setAnswer({ key, price: null, refusal: { code, message: field ?? apiErrorMessage(error, (name) => (te.has(name as never) ? (te(name as never) as string) : null)) } });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for start, end and delivery
  }, [key]);

  /** A new date keeps the time when the car takes it that day, else offers its default; a day without handovers has no time. */
  function changeDate(which: 'start' | 'end', value: string) {
    const [setDate, setTime, time] = which === 'start' ? [setStartDate, setStartTime, startTime] : [setEndDate, setEndTime, endTime];
    setDate(value);
    if (isDate(value)) setTime(handoverTimes(schedule, value).length ? preferredTime(schedule, value, time || undefined) : '');
  }

  const hint = refusal ? hintFor(refusal.code) : null;
  function hintFor(code: string): string | null {
    if (code === '139') return t('hint139');
    if (code === '141') return t('hint141', { count: terms.minDays });
    if (code === '140') return t('hint140', { count: terms.maxDays });
    if (code === '125') return t('hint125');
    return null;
  }

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
          <div className={styles.refusal} role="alert">
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
