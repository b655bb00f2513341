'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ApiError, callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import { minutesOf, SCHEDULE_RULES, type TWeeklySchedule, WEEKDAYS, type Weekday } from '@/lib/cars/schedule';
import { availabilityKey } from './AvailabilityEditor';
import styles from './calendar.module.css';

type Row = { on: boolean; from: string; to: string };

const DEFAULT_HOURS = { from: '08:00', to: '21:00' };
/** Notice choices (hours): none, a few hours, a day or more, a week. */
const NOTICE_CHOICES = [0, 1, 2, 3, 4, 6, 8, 12, 24, 48, 72, 168] as const;

/** Clock times in half-hour steps: 00:00–23:30 for "from", 00:30–24:00 for "until". */
const times = (first: number, last: number) =>
  Array.from({ length: (last - first) / SCHEDULE_RULES.stepMinutes + 1 }, (_, index) => {
    const minutes = first + index * SCHEDULE_RULES.stepMinutes;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
const FROM_TIMES = times(0, 24 * 60 - SCHEDULE_RULES.stepMinutes);
const TO_TIMES = times(SCHEDULE_RULES.stepMinutes, 24 * 60);

/** Monday … Sunday in the page's language, capitalised ("Понеділок"). 1 January 2024 was a Monday. */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((day) => {
    const name = format.format(new Date(Date.UTC(2024, 0, 1 + Number(day))));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

const rowsOf = (schedule: TWeeklySchedule): Record<Weekday, Row> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, schedule[day] ? { on: true, ...schedule[day]! } : { on: false, ...DEFAULT_HOURS }])) as Record<Weekday, Row>;

/**
 * The weekly pick-up and drop-off hours (a switch and two times per weekday, Kyiv time) and the
 * minimum notice before a trip, saved together. "Until" must come after "from"; at least one day
 * must be open (the server says the same, with the same words).
 */
export function ScheduleEditor({ carId, schedule, minNotice, instantBooking }: { carId: number; schedule: TWeeklySchedule; minNotice: number; instantBooking: boolean }) {
  const t = useTranslations('CarCalendar');
  const tv = useTranslations('Validation');
  const locale = useLocale() as Locale;
  const id = useId();
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [rows, setRows] = useState(() => rowsOf(schedule));
  const [notice, setNotice] = useState(minNotice);
  const [instant, setInstant] = useState(instantBooking);
  const [result, setResult] = useState<{ kind: 'ok' | 'error'; text: string; fields?: Record<string, string> } | null>(null);
  const names = weekdayNames(locale);

  const set = (day: Weekday, change: Partial<Row>) => {
    setRows((current) => ({ ...current, [day]: { ...current[day], ...change } }));
    setResult(null);
  };

  // Checked here first with the rules the server applies, so the messages appear at once.
  const problems: Record<string, string> = {};
  for (const day of WEEKDAYS) if (rows[day].on && minutesOf(rows[day].to) <= minutesOf(rows[day].from)) problems[`schedule.${day}.to`] = tv('scheduleToAfterFrom');
  if (!WEEKDAYS.some((day) => rows[day].on)) problems.schedule = tv('scheduleEmpty');

  const save = useMutation({
    mutationFn: () =>
      callApi(endpoints.carAvailabilitySchedule, {
        car_id: carId,
        schedule: Object.fromEntries(WEEKDAYS.map((day) => [day, rows[day].on ? { from: rows[day].from, to: rows[day].to } : null])),
        min_notice_hours: notice,
        instant_booking: instant,
        lang: locale,
      }),
    onSuccess: async () => {
      setResult({ kind: 'ok', text: t('schedule.saved') });
      await client.invalidateQueries({ queryKey: availabilityKey(carId) });
    },
    onError: (error) => setResult({ kind: 'error', text: errorMessage(error), fields: error instanceof ApiError ? error.fields : undefined }),
  });
  const [tried, setTried] = useState(false);
  const shown = tried ? { ...result?.fields, ...problems } : (result?.fields ?? {});

  return (
    <form
      className={styles.schedule}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!Object.keys(problems).length) save.mutate();
      }}
    >
      <fieldset className={styles.days} aria-describedby={shown.schedule ? `${id}-schedule-error` : undefined}>
        <legend className="visually-hidden">{t('schedule.legend')}</legend>
        {WEEKDAYS.map((day, index) => {
          const row = rows[day];
          const error = shown[`schedule.${day}.to`] ?? shown[`schedule.${day}.from`] ?? shown[`schedule.${day}`];
          return (
            <div key={day} className={styles.dayRow} data-on={row.on}>
              <label className={styles.dayToggle}>
                <input type="checkbox" checked={row.on} onChange={(event) => set(day, { on: event.target.checked })} />
                <span>{names[index]}</span>
              </label>
              {row.on ? (
                <div className={styles.dayTimes}>
                  <label>
                    <span className="visually-hidden">{t('schedule.fromLabel', { day: names[index]! })}</span>
                    <select value={row.from} onChange={(event) => set(day, { from: event.target.value })} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-${day}-error` : undefined}>
                      {FROM_TIMES.map((time) => (
                        <option key={time}>{time}</option>
                      ))}
                    </select>
                  </label>
                  <span aria-hidden="true">–</span>
                  <label>
                    <span className="visually-hidden">{t('schedule.toLabel', { day: names[index]! })}</span>
                    <select value={row.to} onChange={(event) => set(day, { to: event.target.value })} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-${day}-error` : undefined}>
                      {TO_TIMES.map((time) => (
                        <option key={time}>{time}</option>
                      ))}
                    </select>
                  </label>
                </div>
              ) : (
                <span className={styles.closed}>{t('schedule.closed')}</span>
              )}
              {error ? (
                <p id={`${id}-${day}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {shown.schedule ? (
        <p id={`${id}-schedule-error`} className={styles.error}>
          {shown.schedule}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.textButton}
        onClick={() => {
          const monday = rows['0'];
          setRows(Object.fromEntries(WEEKDAYS.map((day) => [day, { ...monday }])) as Record<Weekday, Row>);
          setResult(null);
        }}
      >
        {t('schedule.copyMonday')}
      </button>
      <div className={styles.noticeField}>
        <label htmlFor={`${id}-notice`}>{t('schedule.notice')}</label>
        <select id={`${id}-notice`} value={notice} onChange={(event) => setNotice(Number(event.target.value))} aria-describedby={`${id}-notice-hint`}>
          {[...new Set([...NOTICE_CHOICES, minNotice])]
            .sort((a, b) => a - b)
            .map((hours) => (
              <option key={hours} value={hours}>
                {hours === 0 ? t('schedule.noNotice') : t('schedule.hours', { count: hours })}
              </option>
            ))}
        </select>
        <p id={`${id}-notice-hint`} className={styles.hint}>
          {t('schedule.noticeHint')}
        </p>
      </div>
      <div className={styles.noticeField}>
        <label className={styles.dayToggle}>
          <input
            type="checkbox"
            checked={instant}
            aria-describedby={`${id}-instant-hint`}
            onChange={(event) => {
              setInstant(event.target.checked);
              setResult(null);
            }}
          />
          <span>{t('schedule.instant')}</span>
        </label>
        <p id={`${id}-instant-hint`} className={styles.hint}>
          {t('schedule.instantHint')}
        </p>
      </div>
      <div className={styles.scheduleActions}>
        <button type="submit" className={styles.primary} disabled={save.isPending} aria-busy={save.isPending}>
          {t('schedule.save')}
        </button>
        <p role="status" className={styles.saved}>
          {result?.kind === 'ok' ? result.text : ''}
        </p>
      </div>
      {result?.kind === 'error' && !Object.keys(result.fields ?? {}).length ? (
        <p className={styles.error} role="alert">
          {result.text}
        </p>
      ) : null}
    </form>
  );
}
