'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiErrorMessage, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TCarPrice } from '@/lib/catalog/car-contracts';
import { handoverTimes, preferredTime, urlTime } from '@/lib/catalog/handover-times';
import type { TWeeklySchedule } from '@/lib/cars/schedule';
import type { Locale } from '@/lib/i18n/locales';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';

export type Moment = { date: string; time: string };
export type Refusal = { code: string; message: string };
type Answer = { key: string; price: TCarPrice | null; refusal: Refusal | null };

export type PeriodQuoteOptions = {
  carId: number;
  locale: Locale;
  schedule: TWeeklySchedule;
  terms: { minDays: number; maxDays: number };
  deliveryOffered: boolean;
  /** The dates of the URL and what the server answered for them (shown before any script runs). */
  initial: { start: Moment | null; end: Moment | null; delivery: boolean; price: TCarPrice | null; refusal: Refusal | null };
};

export const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const keyOf = (start: Moment | null, end: Moment | null, delivery: boolean) => (start && end ? `${start.date}T${start.time}|${end.date}T${end.time}|${delivery}` : '');

/** A chosen moment as the instant the API takes (Kyiv wall-clock time). */
export const instantOf = (moment: Moment) => kyivDateTimeToInstant(`${moment.date}T${moment.time}`);

/** The page's query for these dates: `start`/`end` as catalog links write them (lib/catalog/url-state.ts), `delivery=1`. */
export function queryOf(start: Moment | null, end: Moment | null, delivery: boolean): Record<string, string> {
  if (!start || !end) return {};
  return { start: urlTime(start.date, start.time), end: urlTime(end.date, end.time), ...(delivery ? { delivery: '1' } : {}) };
}

/**
 * A rental period being chosen and its price, as the car page's calculator and the request form
 * share them: pick-up and return date and time (a new date keeps the time when the car takes it
 * that day, else offers its default; a day without handovers has no time) and delivery; each change
 * asks the server's pricing (`POST /api/catalog/price`, the function bookings charge by) and keeps
 * its answer only for the dates it was asked for. The dates live in the URL (replaced, not pushed),
 * so a reload, a shared link and the way back from sign-in keep them. `refuse` puts a refusal of
 * another call (the booking's) where the price stands; `hint` says what to change for 125–141.
 */
export function usePeriodQuote({ carId, locale, schedule, terms, deliveryOffered, initial }: PeriodQuoteOptions) {
  const t = useTranslations('CarPage.calculator');
  const te = useTranslations('Errors');
  const [startDate, setStartDate] = useState(initial.start?.date ?? '');
  const [startTime, setStartTime] = useState(initial.start?.time ?? '');
  const [endDate, setEndDate] = useState(initial.end?.date ?? '');
  const [endTime, setEndTime] = useState(initial.end?.time ?? '');
  const [delivery, setDelivery] = useState(initial.delivery && deliveryOffered);
  // The server answered for the URL's dates already; anything else is asked when it is chosen.
  const initialKey = keyOf(initial.start, initial.end, initial.delivery && deliveryOffered);
  const served = useRef<string | null>(initialKey);
  const [answer, setAnswer] = useState<Answer | null>(() => (initialKey ? { key: initialKey, price: initial.price, refusal: initial.refusal } : null));

  const start = isDate(startDate) && startTime ? { date: startDate, time: startTime } : null;
  const end = isDate(endDate) && endTime ? { date: endDate, time: endTime } : null;
  const reversed = !!start && !!end && `${end.date}T${end.time}` <= `${start.date}T${start.time}`;
  const key = keyOf(start, end, delivery);
  const wanted = !!start && !!end && !reversed;
  // An answer counts only for the dates it was asked for; till the next one arrives, the price is being worked out.
  const current = wanted && answer?.key === key ? answer : null;
  const refusal = current?.refusal ?? null;

  useEffect(() => {
    // The URL follows the dates (back and forward stay the page's; a reload keeps them).
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
    callApi(endpoints.catalogPrice, { car_id: carId, start: instantOf(start).toISOString(), end: instantOf(end).toISOString(), delivery, lang: locale }, { signal: controller.signal })
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

  function changeDate(which: 'start' | 'end', value: string) {
    const [setDate, setTime, time] = which === 'start' ? [setStartDate, setStartTime, startTime] : [setEndDate, setEndTime, endTime];
    setDate(value);
    if (isDate(value)) setTime(handoverTimes(schedule, value).length ? preferredTime(schedule, value, time || undefined) : '');
  }

  function hintFor(code: string): string | null {
    if (code === '139') return t('hint139');
    if (code === '141') return t('hint141', { count: terms.minDays });
    if (code === '140') return t('hint140', { count: terms.maxDays });
    if (code === '125') return t('hint125');
    return null;
  }

  return {
    startDate,
    startTime,
    endDate,
    endTime,
    setStartTime,
    setEndTime,
    changeDate,
    delivery,
    setDelivery,
    start,
    end,
    reversed,
    loading: wanted && !current,
    price: current?.price ?? null,
    refusal,
    hint: refusal ? hintFor(refusal.code) : null,
    refuse: (next: Refusal) => setAnswer({ key, price: null, refusal: next }),
  };
}
