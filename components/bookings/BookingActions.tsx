'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { pageNavigation } from '@/lib/browser/page-navigation';
import type { TBookingView } from '@/lib/bookings/contracts';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import type { BookingAction } from '@/lib/bookings/transitions';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney, formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { ActionDialog } from './ActionDialog';
import type { BookingLimits, PeriodTerms } from './booking-props';
import { ContractUpload } from './ContractUpload';
import { InputField, TextAreaField, wholeNumber } from './fields';
import { defaultPayChoice, PayChoice, type PayChoiceValue } from './PayChoice';
import { PeriodChangeDialog } from './PeriodChangeDialog';
import { useBookingCall } from './use-booking-call';
import styles from './bookings.module.css';

/** Steps asked about in a dialog first: a reason, the mileage, or new dates. */
type Asked = 'reject' | 'cancel' | 'edit_request' | 'propose_change' | 'reject_contract' | 'hand_over' | 'dispute_start_mileage' | 'end_trip' | 'dispute_end_mileage';

export type BookingActionsProps = {
  view: TBookingView;
  locale: Locale;
  /** The car's hours and delivery, for new dates; null when the car is no longer listed. */
  terms: PeriodTerms | null;
  limits: BookingLimits;
  /** The booking as the server answered after `action`: the page shows it from now on. */
  onDone: (view: TBookingView, action: BookingAction) => void;
};

const MILEAGE_MAX = 2_000_000;
const FUEL_MAX = 100_000;

/**
 * Exactly the steps this viewer may take now (`view.actions`, from the one transition table), as
 * buttons — the step that moves the booking on first, cancelling last. Steps that need words or
 * numbers ask in a dialog (cancelling says first what it costs); paying leaves for the payment
 * page. Every answer is the booking as the server now has it, handed to `onDone`.
 */
export function BookingActions({ view, locale, terms, limits, onDone }: BookingActionsProps) {
  const t = useTranslations('Booking.actions');
  const tf = useTranslations('Booking.fields');
  const inline = useBookingCall();
  const asked = useBookingCall();
  const [dialog, setDialog] = useState<Asked | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [reason, setReason] = useState('');
  const [mileage, setMileage] = useState('');
  const [fuel, setFuel] = useState('');
  const [chargeLate, setChargeLate] = useState(true);
  const [problem, setProblem] = useState<Record<string, string>>({});
  const [choice, setChoice] = useState<PayChoiceValue>(() => defaultPayChoice(view));
  const can = (action: BookingAction) => view.actions.includes(action);
  const ref = { booking_id: view.id, lang: locale };
  const payWith = choice.cardId ? { card_id: choice.cardId } : { remember_card: choice.remember };
  // Extras being taken from the deposit or the saved card: the page would have the renter pay twice.
  const extrasOpen = can('pay_extras') && !view.extras.collecting;
  const paying = view.role === 'renter' && (can('pay') || extrasOpen);

  function open(kind: Asked) {
    setReason('');
    setMileage(kind === 'hand_over' && view.mileage.start !== null ? String(view.mileage.start) : kind === 'end_trip' && view.mileage.end !== null ? String(view.mileage.end) : '');
    setFuel('');
    // Ending again (a correction): the owner's first answer about the late return stands.
    setChargeLate(view.mileage.end === null || view.extras.lines.some((line) => line.kind === 'late_return'));
    setProblem({});
    asked.reset();
    setDialog(kind);
  }
  const close = () => setDialog(null);
  const finish = (action: BookingAction) => (answer: { booking: TBookingView }) => {
    setDialog(null);
    onDone(answer.booking, action);
  };

  /** A button that acts at once. */
  function now(action: BookingAction, call: () => Promise<{ booking: TBookingView }>) {
    void inline.run(call, finish(action));
  }

  /** Paying leaves for the acquirer's page the server names. */
  function pay(call: () => Promise<{ redirect_url: string }>) {
    void inline.run(call, (answer) => {
      setLeaving(true);
      pageNavigation.assign(answer.redirect_url);
    });
  }

  /** The reason a dialog asks for: required, or optional but then long enough. */
  function reasonProblem(required: boolean): string | null {
    const text = reason.trim();
    if (!text) return required ? tf('reasonRequired') : null;
    return text.length < limits.reason.min ? tf('reasonShort', { min: limits.reason.min }) : null;
  }

  function submitAsked() {
    if (!dialog) return;
    const found: Record<string, string> = {};
    const requiredReason = dialog === 'cancel' || dialog === 'reject_contract' || dialog === 'dispute_start_mileage' || dialog === 'dispute_end_mileage';
    if (dialog !== 'hand_over' && dialog !== 'end_trip') {
      const issue = reasonProblem(requiredReason);
      if (issue) found.reason = issue;
    }
    const km = wholeNumber(mileage);
    const fuelUah = wholeNumber(fuel);
    const late = view.late_return;
    if (dialog === 'hand_over' || dialog === 'end_trip') {
      if (km === undefined) found.mileage = tf('mileageRequired');
      else if (km > MILEAGE_MAX) found.mileage = tf('mileageTooLarge', { max: formatNumber(MILEAGE_MAX, { decimals: 0, locale }) });
      if (dialog === 'end_trip' && fuel.trim() && (fuelUah === undefined || fuelUah > FUEL_MAX)) found.fuel = tf('fuelInvalid', { max: formatNumber(FUEL_MAX, { decimals: 0, locale }) });
    }
    setProblem(found);
    if (Object.keys(found).length) return;
    const why = reason.trim() || undefined;
    const fields = ['reason', 'mileage', 'fuel'];
    switch (dialog) {
      case 'reject':
        return void asked.run(() => callApi(endpoints.bookingReject, { ...ref, reason: why }), finish('reject'), fields);
      case 'cancel':
        return void asked.run(() => callApi(endpoints.bookingCancel, { ...ref, reason: why! }), finish('cancel'), fields);
      case 'reject_contract':
        return void asked.run(() => callApi(endpoints.bookingContractVerify, { ...ref, accept: false, reason: why }), finish('reject_contract'), fields);
      case 'dispute_start_mileage':
      case 'dispute_end_mileage':
        return void asked.run(() => callApi(endpoints.bookingMileage, { ...ref, accept: false, reason: why }), finish(dialog), fields);
      case 'hand_over':
        return void asked.run(() => callApi(endpoints.bookingHandOver, { ...ref, mileage: km! }), finish('hand_over'), fields);
      case 'end_trip':
        return void asked.run(() => callApi(endpoints.bookingEndTrip, { ...ref, mileage: km!, ...(fuelUah ? { fuel: fuelUah } : {}), ...(late ? { waive_late_return: !chargeLate } : {}) }), finish('end_trip'), fields);
    }
  }

  const busy = inline.busy || leaving;
  const button = (label: string, onClick: () => void, kind: 'primary' | 'plain' | 'danger' = 'plain') => (
    <button type="button" className={clsx(styles.button, kind === 'primary' && styles.primary, kind === 'danger' && styles.danger)} disabled={busy} aria-busy={busy} onClick={onClick}>
      {label}
    </button>
  );
  const mine = view.change?.by === view.role;
  const controls: ReactNode[] = [];
  // The step that moves the booking on comes first.
  if (can('confirm')) controls.push(button(t('confirm'), () => now('confirm', () => callApi(endpoints.bookingConfirm, ref)), 'primary'));
  if (can('pay')) controls.push(button(t(view.status === BOOKING_STATUS.paymentFailed ? 'payAgain' : 'pay', { amount: formatMoney(view.total, locale) }), () => pay(() => callApi(endpoints.bookingPay, { ...ref, ...payWith })), 'primary'));
  if (can('accept_change')) controls.push(button(t('acceptChange'), () => now('accept_change', () => callApi(endpoints.bookingChangeAnswer, { ...ref, accept: true })), 'primary'));
  if (can('accept_contract')) controls.push(button(t('acceptContract'), () => now('accept_contract', () => callApi(endpoints.bookingContractVerify, { ...ref, accept: true })), 'primary'));
  if (can('hand_over')) controls.push(button(t(view.status === BOOKING_STATUS.startMileageCheck ? 'handOverAgain' : 'handOver'), () => open('hand_over'), view.status === BOOKING_STATUS.startMileageCheck ? 'plain' : 'primary'));
  if (can('confirm_start_mileage')) controls.push(button(t('confirmStartMileage'), () => now('confirm_start_mileage', () => callApi(endpoints.bookingMileage, { ...ref, accept: true })), 'primary'));
  if (can('end_trip')) controls.push(button(t(view.status === BOOKING_STATUS.endMileageCheck ? 'endTripAgain' : 'endTrip'), () => open('end_trip'), view.status === BOOKING_STATUS.endMileageCheck ? 'plain' : 'primary'));
  if (can('confirm_end_mileage')) controls.push(button(t('confirmEndMileage'), () => now('confirm_end_mileage', () => callApi(endpoints.bookingMileage, { ...ref, accept: true })), 'primary'));
  if (extrasOpen) controls.push(button(t('payExtras', { amount: formatMoney(view.extras.total - view.extras.paid, locale) }), () => pay(() => callApi(endpoints.bookingPayExtras, { ...ref, ...(choice.cardId ? { card_id: choice.cardId } : {}) })), 'primary'));
  // Then the other answers and changes.
  if (can('reject')) controls.push(button(t('reject'), () => open('reject')));
  if (can('decline_change')) controls.push(button(t(mine ? 'withdrawChange' : 'declineChange'), () => now('decline_change', () => callApi(endpoints.bookingChangeAnswer, { ...ref, accept: false }))));
  if (can('reject_contract')) controls.push(button(t('rejectContract'), () => open('reject_contract')));
  if (can('dispute_start_mileage')) controls.push(button(t('disputeMileage'), () => open('dispute_start_mileage')));
  if (can('dispute_end_mileage')) controls.push(button(t('disputeMileage'), () => open('dispute_end_mileage')));
  if (can('edit_request') && terms) controls.push(button(t('editRequest'), () => open('edit_request')));
  if (can('propose_change') && terms) controls.push(button(t('proposeChange'), () => open('propose_change')));
  // Cancelling last.
  if (can('cancel')) controls.push(button(t('cancel'), () => open('cancel'), 'danger'));

  const upload = can('upload_contract');
  const collecting = can('pay_extras') && view.extras.collecting;
  if (!controls.length && !upload && !collecting) return null;

  const reasonField = (label: string, required: boolean, hint?: string) => (
    <TextAreaField label={label} value={reason} onChange={setReason} max={limits.reason.max} required={required} hint={hint} error={problem.reason ?? asked.fields.reason} />
  );
  const mileageField = (hint: string) => (
    <InputField label={tf('mileage')} value={mileage} onChange={setMileage} inputMode="numeric" autoComplete="off" hint={hint} unit={tf('km')} error={problem.mileage ?? asked.fields.mileage} />
  );
  const dialogs: Record<Exclude<Asked, 'edit_request' | 'propose_change'>, { title: string; submit: string; lead?: ReactNode; fields: ReactNode }> = {
    reject: { title: t('rejectTitle'), submit: t('rejectSubmit'), lead: <p>{t('rejectLead')}</p>, fields: reasonField(tf('reason'), false) },
    cancel: { title: t('cancelTitle'), submit: t('cancelSubmit'), lead: <CancelCost view={view} locale={locale} />, fields: reasonField(tf('reason'), true) },
    reject_contract: { title: t('rejectContractTitle'), submit: t('rejectContractSubmit'), lead: <p>{t('rejectContractLead')}</p>, fields: reasonField(tf('contractReason'), true) },
    dispute_start_mileage: {
      title: t('disputeTitle'),
      submit: t('disputeSubmit'),
      lead: <p>{t('disputeStartLead', { km: formatNumber(view.mileage.start ?? 0, { decimals: 0, locale }) })}</p>,
      fields: reasonField(tf('disputeReason'), true),
    },
    dispute_end_mileage: {
      title: t('disputeTitle'),
      submit: t('disputeSubmit'),
      lead: <p>{t('disputeEndLead', { km: formatNumber(view.mileage.end ?? 0, { decimals: 0, locale }) })}</p>,
      fields: reasonField(tf('disputeReason'), true),
    },
    hand_over: { title: t('handOverTitle'), submit: t('handOverSubmit'), lead: <p>{t('handOverLead')}</p>, fields: mileageField(tf('mileageHint')) },
    end_trip: {
      title: t('endTripTitle'),
      submit: t('endTripSubmit'),
      lead: (
        <>
          <p>{t('endTripLead', { km: formatNumber(view.mileage.start ?? 0, { decimals: 0, locale }) })}</p>
          {view.late_return ? (
            <p>
              {t('lateReturnLead', {
                end: formatDateTime(view.late_return.paid_until.at, locale),
                returned: formatDateTime(view.late_return.returned_at.at, locale),
                amount: formatMoney(view.late_return.amount, locale),
                hours: view.late_return.hours,
              })}
            </p>
          ) : null}
        </>
      ),
      fields: (
        <>
          {mileageField(tf('endMileageHint'))}
          <InputField label={tf('fuel')} value={fuel} onChange={setFuel} inputMode="numeric" autoComplete="off" hint={tf('fuelHint')} unit="₴" error={problem.fuel ?? asked.fields.fuel} />
          {view.late_return ? (
            <label className={styles.choice}>
              <input type="checkbox" checked={chargeLate} onChange={(event) => setChargeLate(event.target.checked)} />
              <span>{tf('chargeLateReturn')}</span>
            </label>
          ) : null}
        </>
      ),
    },
  };
  const current = dialog && dialog !== 'edit_request' && dialog !== 'propose_change' ? dialogs[dialog] : null;

  return (
    <div className={styles.actions}>
      {upload ? <ContractUpload view={view} locale={locale} onDone={(next) => onDone(next, 'upload_contract')} /> : null}
      {collecting ? <p className={styles.muted}>{t('extrasCollecting')}</p> : null}
      {paying ? <PayChoice view={view} locale={locale} value={choice} onChange={setChoice} forExtras={!can('pay')} /> : null}
      {controls.length ? (
        <div className={styles.actionRow} role="group" aria-label={t('label')}>
          {controls.map((control, index) => (
            <span key={index} className={styles.actionItem}>
              {control}
            </span>
          ))}
        </div>
      ) : null}
      {inline.error ? (
        <p className={styles.formError} role="alert">
          {inline.error}
        </p>
      ) : null}
      {current ? (
        <ActionDialog open title={current.title} lead={current.lead} submitLabel={current.submit} cancelLabel={t('keep')} busy={asked.busy} error={asked.error} onSubmit={submitAsked} onClose={close}>
          {current.fields}
        </ActionDialog>
      ) : null}
      {terms && (dialog === 'edit_request' || dialog === 'propose_change') ? (
        <PeriodChangeDialog kind={dialog === 'edit_request' ? 'edit' : 'propose'} view={view} terms={terms} limits={limits} locale={locale} open onClose={close} onDone={(next) => finish(dialog)({ booking: next })} />
      ) : null}
    </div>
  );
}

/** What cancelling now costs this viewer (view.cancellation), said before they confirm. */
export function CancelCost({ view, locale }: { view: TBookingView; locale: Locale }) {
  const t = useTranslations('Booking.cancel');
  const cost = view.cancellation;
  const money = (kop: number) => formatMoney(kop, locale);
  let text: string;
  if (view.role === 'owner') text = view.paid > 0 ? t('ownerPaid', { refund: money(cost?.refund ?? view.paid) }) : t('ownerUnpaid');
  else if (view.role === 'operator') text = t('operator', { refund: money(cost?.refund ?? view.paid) });
  else if (view.paid === 0) text = t('renterUnpaid');
  else if (!cost || cost.free) text = t('renterFree', { refund: money(cost?.refund ?? view.paid), until: formatDateTime(view.deadlines.free_cancellation_until.at, locale) });
  else text = t('renterFee', { fee: money(cost.fee), refund: money(cost.refund), until: formatDateTime(view.deadlines.free_cancellation_until.at, locale) });
  return (
    <p className={styles.cost} data-free={cost ? String(cost.free) : undefined}>
      {text}
    </p>
  );
}
