'use client';

import { handoverTimes } from '@/lib/catalog/handover-times';
import type { TWeeklySchedule } from '@/lib/cars/schedule';
import styles from './calculator.module.css';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export type HandoverTimeFieldProps = {
  id: string;
  /** The short label beside its date ("Час"); `name` says which one ("Час отримання"). */
  label: string;
  name: string;
  schedule: TWeeklySchedule;
  /** The date the time is for, `YYYY-MM-DD` (anything else: no times yet). */
  date: string;
  time: string;
  onChange: (time: string) => void;
  /** Said under the select on a day the car is neither handed over nor taken back. */
  noHours: string;
};

/**
 * A pick-up or return time: the half hours the car's hours allow on the chosen day
 * (`handoverTimes`), disabled with a note on a day without handovers. A time from the URL outside
 * the hours is still shown, so the server can say why that time cannot be booked.
 */
export function HandoverTimeField({ id, label, name, schedule, date, time, onChange, noHours }: HandoverTimeFieldProps) {
  const times = isDate(date) ? handoverTimes(schedule, date) : [];
  const options = time && !times.includes(time) && isDate(date) ? [...times, time].sort() : times;
  const none = isDate(date) && !times.length;
  return (
    <div className={styles.timeField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-label={name} value={options.length ? time : ''} onChange={(event) => onChange(event.target.value)} disabled={!options.length} aria-describedby={none ? `${id}-none` : undefined}>
        {options.length ? null : <option value="">—</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {none ? (
        <p id={`${id}-none`} className={styles.fieldNote}>
          {noHours}
        </p>
      ) : null}
    </div>
  );
}
