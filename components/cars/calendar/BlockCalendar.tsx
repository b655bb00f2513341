'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import { enGB, uk } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TAvailabilityView, TBlockView } from '@/lib/cars/availability';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/format/date-time';
import { addDays, addYears } from '@/lib/time/iso-date';
import { availabilityKey } from './AvailabilityEditor';
import { blocksWithin, dayStates } from './day-states';
import styles from './calendar.module.css';

/** ISO `yyyy-mm-dd` as a local midnight, the way DayPicker counts days. */
const toDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};
const toIso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

type Props = {
  carId: number;
  /** The month shown, `YYYY-MM`. */
  month: string;
  onMonth: (month: string) => void;
  today: string;
  periods: TAvailabilityView['periods'];
  loading: boolean;
};

/**
 * The month grid: blocked, partly blocked and booked days marked (in colour and in each day's
 * name), a range of days picked with two clicks or the keyboard (arrows, Enter), then blocked or
 * unblocked. The blocks of the month are listed below with a button each, for a quicker way back.
 */
export function BlockCalendar({ carId, month, onMonth, today, periods, loading }: Props) {
  const t = useTranslations('CarCalendar');
  const locale = useLocale() as Locale;
  const client = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [range, setRange] = useState<DateRange | undefined>();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const first = `${month}-01`;
  // The grid shows a few days of the next month too.
  const states = useMemo(() => dayStates(periods, first, addDays(first, 41)), [first, periods]);
  const blocks = periods.filter((period): period is TBlockView => period.kind === 'block');
  const from = range?.from ? toIso(range.from) : undefined;
  const to = range?.to ? toIso(range.to) : from;
  const chosen = from && to ? blocksWithin(blocks, from, to) : [];
  const dayName = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const short = new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { day: 'numeric', month: 'long' });
  const span = (start: string, end: string) => (start === end ? short.format(toDate(start)) : t('span', { from: short.format(toDate(start)), to: short.format(toDate(end)) }));

  const refresh = () => client.invalidateQueries({ queryKey: availabilityKey(carId) });
  const fail = (error: unknown) => setMessage({ kind: 'error', text: errorMessage(error, 'to_date') });

  const block = useMutation({
    mutationFn: () => callApi(endpoints.carAvailabilityBlock, { car_id: carId, from_date: from!, to_date: to!, note: note.trim() || undefined, lang: locale }),
    onSuccess: async () => {
      setMessage({ kind: 'ok', text: t('blocked', { days: span(from!, to!) }) });
      setRange(undefined);
      setNote('');
      await refresh();
    },
    onError: fail,
  });
  const unblock = useMutation({
    mutationFn: async (targets: { block: TBlockView; from?: string; to?: string }[]) => {
      for (const target of targets) {
        await callApi(endpoints.carAvailabilityUnblock, { car_id: carId, period_id: target.block.id, ...(target.from ? { from_date: target.from, to_date: target.to } : {}), lang: locale });
      }
    },
    onSuccess: async (_data, targets) => {
      setMessage({ kind: 'ok', text: targets.length === 1 && !targets[0]!.from ? t('unblockedOne') : t('unblocked', { days: from && to ? span(from, to) : '' }) });
      setRange(undefined);
      await refresh();
    },
    onError: fail,
  });
  const busy = block.isPending || unblock.isPending;

  const labelOf = (date: Date) => {
    const state = states.get(toIso(date));
    return [dayName.format(date), state ? t(`state.${state}`) : '', toIso(date) === today ? t('today') : ''].filter(Boolean).join(', ');
  };

  return (
    <div className={styles.blocks} aria-busy={loading || busy}>
      <DayPicker
        className={styles.calendar}
        mode="range"
        locale={locale === 'uk' ? uk : enGB}
        month={toDate(first)}
        onMonthChange={(date) => onMonth(toIso(date).slice(0, 7))}
        startMonth={toDate(today)}
        endMonth={toDate(addYears(today, 2))}
        today={toDate(today)}
        selected={range}
        onSelect={(next) => {
          setRange(next);
          setMessage(null);
        }}
        disabled={[{ before: toDate(today) }, (date: Date) => states.get(toIso(date)) === 'booked']}
        modifiers={{
          blocked: (date: Date) => states.get(toIso(date)) === 'blocked',
          partial: (date: Date) => states.get(toIso(date)) === 'partial',
          booked: (date: Date) => states.get(toIso(date)) === 'booked',
        }}
        modifiersClassNames={{ blocked: styles.dayBlocked ?? '', partial: styles.dayPartial ?? '', booked: styles.dayBooked ?? '' }}
        labels={{ labelDayButton: (date, modifiers) => [labelOf(date), modifiers.selected ? t('selected') : ''].filter(Boolean).join(', ') }}
      />
      <ul className={styles.legend} aria-label={t('legend')}>
        <li>
          <span className={`${styles.swatch} ${styles.swatchFree}`} aria-hidden="true" /> {t('state.free')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchBlocked}`} aria-hidden="true" /> {t('state.blocked')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchPartial}`} aria-hidden="true" /> {t('state.partial')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchBooked}`} aria-hidden="true" /> {t('state.booked')}
        </li>
      </ul>

      <div className={styles.selection}>
        {from && to ? (
          <>
            <p className={styles.selectionText} aria-live="polite">
              {t('chosen', { days: span(from, to) })}
            </p>
            <label className={styles.noteField}>
              <span>{t('note')}</span>
              <input type="text" value={note} maxLength={255} onChange={(event) => setNote(event.target.value)} placeholder={t('notePlaceholder')} />
            </label>
            <div className={styles.selectionButtons}>
              <button type="button" className={styles.primary} onClick={() => block.mutate()} disabled={busy}>
                {t('block')}
              </button>
              {chosen.length ? (
                <button type="button" className={styles.secondary} onClick={() => unblock.mutate(chosen.map((entry) => ({ block: entry, from, to })))} disabled={busy}>
                  {t('unblock')}
                </button>
              ) : null}
              <button type="button" className={styles.textButton} onClick={() => setRange(undefined)}>
                {t('clear')}
              </button>
            </div>
          </>
        ) : (
          <p className={styles.selectionHint}>{t('pickHint')}</p>
        )}
      </div>

      <p className="visually-hidden" role="status">
        {message?.kind === 'ok' ? message.text : ''}
      </p>
      {message?.kind === 'error' ? (
        <p className={styles.error} role="alert">
          {message.text}
        </p>
      ) : null}

      {blocks.length ? (
        <div className={styles.blockList}>
          <h4>{t('listTitle')}</h4>
          <ul>
            {blocks.map((entry) => {
              const days = entry.days ? span(entry.days.from_date, entry.days.to_date) : t('times', { from: localMoment(entry.start_local, locale), to: localMoment(entry.end_local, locale) });
              return (
                <li key={entry.id}>
                  <span>
                    <strong>{days}</strong>
                    {entry.note ? <span className={styles.blockNote}> · {entry.note}</span> : null}
                  </span>
                  <button type="button" className={styles.textButton} onClick={() => unblock.mutate([{ block: entry }])} disabled={busy} aria-label={t('removeLabel', { days })}>
                    {t('remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A Kyiv local time `YYYY-MM-DDTHH:mm` as the site writes dates: `дд.мм.рррр 14:00`. */
function localMoment(local: string, locale: Locale): string {
  return `${formatDate(local.slice(0, 10), locale)} ${local.slice(11, 16)}`;
}
