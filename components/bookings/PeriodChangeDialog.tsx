'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { HandoverTimeField } from '@/components/catalog/car/HandoverTimeField';
import calculatorStyles from '@/components/catalog/car/calculator.module.css';
import { DateInput } from '@/components/forms/DateInput';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TBookingView } from '@/lib/bookings/contracts';
import { handoverTimes, preferredTime } from '@/lib/catalog/handover-times';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { kyivDateTimeToInstant } from '@/lib/time/kyiv-clock';
import { ActionDialog } from './ActionDialog';
import type { BookingLimits, PeriodTerms } from './booking-props';
import { InputField, TextAreaField } from './fields';
import { useBookingCall } from './use-booking-call';
import styles from './bookings.module.css';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const split = (local: string) => ({ date: local.slice(0, 10), time: local.slice(11, 16) });

type Props = {
  /** `edit`: the renter changes their request (1); `propose`: either party proposes new terms (2, 7 → 15). */
  kind: 'edit' | 'propose';
  view: TBookingView;
  terms: PeriodTerms;
  limits: BookingLimits;
  locale: Locale;
  open: boolean;
  onClose: () => void;
  onDone: (view: TBookingView) => void;
};

/**
 * New dates and times (the half hours the car's hours allow), delivery to an address when the car
 * delivers, and — for a request — the message to the owner. The server prices it again; a request
 * changes at once, a proposal waits for the other party.
 */
export function PeriodChangeDialog({ kind, view, terms, limits, locale, open, onClose, onDone }: Props) {
  const t = useTranslations('Booking.period');
  const tc = useTranslations('CarPage.calculator');
  const id = useId();
  const call = useBookingCall();
  const initialStart = split(view.start.local);
  const initialEnd = split(view.end.local);
  const [startDate, setStartDate] = useState(initialStart.date);
  const [startTime, setStartTime] = useState(initialStart.time);
  const [endDate, setEndDate] = useState(initialEnd.date);
  const [endTime, setEndTime] = useState(initialEnd.time);
  const [delivery, setDelivery] = useState(view.place.delivery !== null);
  const [address, setAddress] = useState(view.place.delivery ?? '');
  const [message, setMessage] = useState(view.message ?? '');
  const [problem, setProblem] = useState<Record<string, string>>({});
  const deliveryOffered = terms.delivery.offered || view.place.delivery !== null;

  function changeDate(which: 'start' | 'end', value: string) {
    const [setDate, setTime, time] = which === 'start' ? [setStartDate, setStartTime, startTime] : [setEndDate, setEndTime, endTime];
    setDate(value);
    if (isDate(value)) setTime(handoverTimes(terms.schedule, value).length ? preferredTime(terms.schedule, value, time || undefined) : '');
  }

  function submit() {
    const missing: Record<string, string> = {};
    if (!isDate(startDate) || !startTime) missing.start = t('pickStart');
    if (!isDate(endDate) || !endTime) missing.end = t('pickEnd');
    else if (!missing.start && `${endDate}T${endTime}` <= `${startDate}T${startTime}`) missing.end = tc('endBeforeStart');
    if (delivery && address.trim().length < limits.address.min) missing.delivery_address = t('addressNeeded', { min: limits.address.min });
    setProblem(missing);
    if (Object.keys(missing).length) return;
    const body = {
      booking_id: view.id,
      start: kyivDateTimeToInstant(`${startDate}T${startTime}`).toISOString(),
      end: kyivDateTimeToInstant(`${endDate}T${endTime}`).toISOString(),
      ...(delivery ? { delivery_address: address.trim() } : {}),
      lang: locale,
    };
    void call.run(
      () => (kind === 'edit' ? callApi(endpoints.bookingEdit, { ...body, message }) : callApi(endpoints.bookingChangePropose, body)),
      (answer) => onDone(answer.booking),
      ['start', 'end', 'delivery_address', 'message'],
    );
  }

  const errorOf = (field: string) => problem[field] ?? call.fields[field];
  return (
    <ActionDialog
      open={open}
      title={t(kind === 'edit' ? 'editTitle' : 'proposeTitle')}
      lead={<p>{t(kind === 'edit' ? 'editLead' : view.role === 'owner' ? 'proposeLeadOwner' : 'proposeLeadRenter')}</p>}
      submitLabel={t(kind === 'edit' ? 'editSubmit' : 'proposeSubmit')}
      cancelLabel={t('keep')}
      busy={call.busy}
      error={call.error}
      onSubmit={submit}
      onClose={() => {
        call.reset();
        setProblem({});
        onClose();
      }}
    >
      <fieldset className={`${calculatorStyles.dates} ${styles.periodFields}`}>
        <legend className="visually-hidden">{tc('dates')}</legend>
        <div className={calculatorStyles.moment}>
          <DateInput label={tc('start')} value={startDate} onChange={(value) => changeDate('start', value)} min={terms.today} max={terms.lastDay} today={terms.today} error={errorOf('start')} className={calculatorStyles.dateField} />
          <HandoverTimeField id={`${id}-start`} label={tc('time')} name={tc('startTime')} schedule={terms.schedule} date={startDate} time={startTime} onChange={setStartTime} noHours={tc('noHours')} />
        </div>
        <div className={calculatorStyles.moment}>
          <DateInput label={tc('end')} value={endDate} onChange={(value) => changeDate('end', value)} min={isDate(startDate) ? startDate : terms.today} max={terms.lastDay} today={terms.today} error={errorOf('end')} className={calculatorStyles.dateField} />
          <HandoverTimeField id={`${id}-end`} label={tc('time')} name={tc('endTime')} schedule={terms.schedule} date={endDate} time={endTime} onChange={setEndTime} noHours={tc('noHours')} />
        </div>
      </fieldset>
      {deliveryOffered ? (
        <>
          <label className={calculatorStyles.check}>
            <input type="checkbox" checked={delivery} onChange={(event) => setDelivery(event.target.checked)} />
            <span>{terms.delivery.free || !terms.delivery.price ? tc('deliveryFree') : tc('delivery', { price: formatMoney(terms.delivery.price, locale) })}</span>
          </label>
          {delivery ? <InputField label={t('address')} value={address} onChange={setAddress} maxLength={limits.address.max} autoComplete="street-address" error={errorOf('delivery_address')} /> : null}
        </>
      ) : null}
      {kind === 'edit' ? <TextAreaField label={t('message')} value={message} onChange={setMessage} max={limits.message} error={errorOf('message')} /> : null}
    </ActionDialog>
  );
}
