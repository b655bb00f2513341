'use client';

import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAnnounce } from '@/components/cars/CarListLive';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import { ActionDialog } from './ActionDialog';
import { TextAreaField } from './fields';
import { useBookingCall } from './use-booking-call';
import styles from './bookings.module.css';

/**
 * An owner's answer to a request straight from my activity: confirm, or reject with an optional
 * reason (asked in a dialog). The list is rendered again by the server afterwards, and the status
 * line above it says what was done (the request's own buttons are gone by then).
 */
export function QuickAnswer({ bookingId, title, reasonLimits }: { bookingId: number; /** The request as the card names it, for the buttons' full names. */ title: string; reasonLimits: { min: number; max: number } }) {
  const t = useTranslations('BookingList.quick');
  const tf = useTranslations('Booking.fields');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const announce = useAnnounce();
  const confirm = useBookingCall();
  const reject = useBookingCall();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function after(text: string) {
    setAsking(false);
    announce(text, { focus: true });
    router.refresh();
  }

  function sendReject() {
    const text = reason.trim();
    if (text && text.length < reasonLimits.min) return setProblem(tf('reasonShort', { min: reasonLimits.min }));
    setProblem(null);
    void reject.run(() => callApi(endpoints.bookingReject, { booking_id: bookingId, reason: text || undefined, lang: locale }), () => after(t('rejected', { title })), ['reason']);
  }

  const busy = confirm.busy || reject.busy;
  return (
    <div className={styles.quick}>
      <div className={styles.actionRow}>
        <button
          type="button"
          className={clsx(styles.button, styles.primary)}
          disabled={busy}
          aria-busy={confirm.busy}
          onClick={() => void confirm.run(() => callApi(endpoints.bookingConfirm, { booking_id: bookingId, lang: locale }), () => after(t('confirmed', { title })))}
        >
          {t('confirm')}
          <span className="visually-hidden">: {title}</span>
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          onClick={() => {
            setReason('');
            setProblem(null);
            reject.reset();
            setAsking(true);
          }}
        >
          {t('reject')}
          <span className="visually-hidden">: {title}</span>
        </button>
      </div>
      {confirm.error ? (
        <p className={styles.formError} role="alert">
          {confirm.error}
        </p>
      ) : null}
      <ActionDialog
        open={asking}
        title={t('rejectTitle', { title })}
        lead={<p>{t('rejectLead')}</p>}
        submitLabel={t('rejectSubmit')}
        cancelLabel={t('keep')}
        busy={reject.busy}
        error={reject.error}
        onSubmit={sendReject}
        onClose={() => setAsking(false)}
      >
        <TextAreaField label={tf('reason')} value={reason} onChange={setReason} max={reasonLimits.max} error={problem ?? reject.fields.reason} />
      </ActionDialog>
    </div>
  );
}
