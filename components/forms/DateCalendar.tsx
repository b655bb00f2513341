'use client';

import { DayPicker } from 'react-day-picker';
import { enGB, uk } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { Locale } from '@/lib/i18n/locales';
import styles from './DateInput.module.css';

/** ISO `yyyy-mm-dd` as a local midnight, the way DayPicker counts days. */
function toDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

function toIso(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

type Props = {
  locale: Locale;
  selected: string | undefined;
  month: string;
  min: string;
  max: string;
  today: string;
  onPick: (iso: string) => void;
  /** Words added to a day's name for screen readers. */
  words: { today: string; selected: string };
};

/**
 * The month grid behind DateInput's calendar button (loaded on first use): weeks from Monday,
 * month and year dropdowns for birth dates decades back, days outside the field's range disabled.
 */
export default function DateCalendar({ locale, selected, month, min, max, today, onPick, words }: Props) {
  // "пʼятниця, 15 березня 2024 р." — date-fns's Ukrainian long date says "15-е березня".
  const dayName = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <DayPicker
      className={styles.calendar}
      mode="single"
      locale={locale === 'uk' ? uk : enGB}
      captionLayout="dropdown"
      labels={{
        labelDayButton: (date, modifiers) => [dayName.format(date), modifiers.today ? words.today : '', modifiers.selected ? words.selected : ''].filter(Boolean).join(', '),
      }}
      selected={selected ? toDate(selected) : undefined}
      defaultMonth={toDate(month)}
      startMonth={toDate(min)}
      endMonth={toDate(max)}
      today={toDate(today)}
      disabled={[{ before: toDate(min) }, { after: toDate(max) }]}
      autoFocus
      // The clicked day, also when it is the one already chosen (which DayPicker would clear).
      onSelect={(_, day) => onPick(toIso(day))}
    />
  );
}
