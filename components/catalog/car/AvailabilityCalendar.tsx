'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { dayStates } from '@/components/cars/calendar/day-states';
import type { TBusyPeriod } from '@/lib/catalog/car-contracts';
import { addDays } from '@/lib/time/iso-date';
import styles from './car-page.module.css';

type Props = {
  busy: TBusyPeriod[];
  /** Kyiv today and the last day the busy periods cover, `YYYY-MM-DD`. */
  today: string;
  lastDay: string;
  /** The months that can be shown, `YYYY-MM`, each with its heading ("Листопад 2026 р."), first shown first. */
  months: { month: string; caption: string }[];
  /** Monday … Sunday, short, in the page's language. */
  weekdays: { short: string; long: string }[];
  /** The month to show first, `YYYY-MM` (the chosen pick-up's); the first of `months` when absent or not among them. */
  initialMonth?: string;
};

/** The weeks (Monday first) of a month: each day `YYYY-MM-DD`, or null before the 1st and after the last. */
function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const offset = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/**
 * When the car is taken, a month at a time, read-only: busy days (a booking or the owner's block
 * covers the whole day) and partly busy ones marked in colour and in words, past days dimmed.
 * Server-rendered at the first month (readable without JavaScript); previous and next move
 * through the months the page has data for.
 */
export function AvailabilityCalendar({ busy, today, lastDay, months, weekdays, initialMonth }: Props) {
  const t = useTranslations('CarPage.calendar');
  const [shown, setShown] = useState(() => Math.max(0, months.findIndex((entry) => entry.month === initialMonth)));
  // From the month shown when the press is handled, within the months there are: presses made before
  // the code came are pressed again one after another, before React renders between them.
  const step = (by: number) => setShown((current) => Math.min(Math.max(current + by, 0), months.length - 1));
  const { month, caption } = months[shown]!;
  const states = useMemo(
    () => dayStates(busy.map((period) => ({ kind: 'block' as const, start_local: period.start_local, end_local: period.end_local })), today, lastDay),
    [busy, today, lastDay],
  );
  const stateOf = (day: string) => {
    if (day < today) return 'past';
    const state = states.get(day);
    return state === 'blocked' ? 'busy' : state === 'partial' ? 'partial' : 'free';
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarBar}>
        <button type="button" className={styles.monthButton} onClick={() => step(-1)} disabled={shown === 0} aria-label={t('previous')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h3 className={styles.monthCaption} id="car-calendar-month" aria-live="polite">
          {caption}
        </h3>
        <button type="button" className={styles.monthButton} onClick={() => step(1)} disabled={shown === months.length - 1} aria-label={t('next')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <table className={styles.monthGrid} aria-labelledby="car-calendar-month">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`blank-${index}`} />;
                const state = stateOf(day);
                const words = [state === 'busy' ? t('dayBusy') : state === 'partial' ? t('dayPartial') : state === 'past' ? t('past') : '', day === today ? t('today') : ''].filter(Boolean);
                return (
                  <td key={day} className={clsx(styles.day, styles[`day-${state}`], day === today && styles.today)} data-day={day} data-state={state}>
                    {Number(day.slice(8))}
                    {words.length ? <span className="visually-hidden">, {words.join(', ')}</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend}>
        <li>
          <span className={clsx(styles.swatch, styles['day-free'])} aria-hidden="true" /> {t('free')}
        </li>
        <li>
          <span className={clsx(styles.swatch, styles['day-partial'])} aria-hidden="true" /> {t('partial')}
        </li>
        <li>
          <span className={clsx(styles.swatch, styles['day-busy'])} aria-hidden="true" /> {t('busy')}
        </li>
      </ul>
    </div>
  );
}
