'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import styles from './bookings.module.css';
import { useBookingCall } from './use-booking-call';

/**
 * The request for a review (spec §7 reviewed-status): rate the trip now (the review form at
 * `rateHref`), or "not now", which tells the server to stop asking; `onAnswered` gets whether to
 * keep asking. The booking page's prompt and the site-wide reminder both say it this way.
 */
export function ReviewAsk({ bookingId, car, rateHref, locale, onAnswered }: { bookingId: number; car: string; rateHref: string; locale: Locale; onAnswered: (ask: boolean) => void }) {
  const t = useTranslations('Booking.review');
  const call = useBookingCall();
  return (
    <>
      <p>{t('prompt', { car })}</p>
      <div className={styles.actionRow}>
        <a href={rateHref} className={clsx(styles.button, styles.primary)}>
          {t('rateNow')}
        </a>
        <button
          type="button"
          className={styles.button}
          disabled={call.busy}
          aria-busy={call.busy}
          onClick={() => void call.run(() => callApi(endpoints.bookingReviewedStatus, { booking_id: bookingId, force: true, lang: locale }), (answer) => onAnswered(answer.ask))}
        >
          {t('notNow')}
        </button>
      </div>
      {call.error ? (
        <p className={styles.formError} role="alert">
          {call.error}
        </p>
      ) : null}
    </>
  );
}
