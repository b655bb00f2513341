'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { Locale } from '@/lib/i18n/locales';
import styles from './bookings.module.css';
import { useBookingCall } from './use-booking-call';

/**
 * The renter's reminder on every page after a completed trip (spec §4, §7 reviewed-status): rate it
 * now (the booking page's review form), or "not now", which tells the server to stop asking. The
 * layout leaves it out on that booking's own page, which asks in place.
 */
export function ReviewReminder({ bookingId, car, href, locale }: { bookingId: number; car: string; href: string; locale: Locale }) {
  const t = useTranslations('Booking.review');
  const call = useBookingCall();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div className={clsx('container', styles.reminder)} role="note" aria-label={t('promptLabel')}>
      <p>{t('prompt', { car })}</p>
      <div className={styles.actionRow}>
        <a href={`${href}#review`} className={clsx(styles.button, styles.primary)}>
          {t('rateNow')}
        </a>
        <button
          type="button"
          className={styles.button}
          disabled={call.busy}
          aria-busy={call.busy}
          onClick={() => void call.run(() => callApi(endpoints.bookingReviewedStatus, { booking_id: bookingId, force: true, lang: locale }), (answer) => setShown(answer.ask))}
        >
          {t('notNow')}
        </button>
      </div>
      {call.error ? (
        <p className={styles.formError} role="alert">
          {call.error}
        </p>
      ) : null}
    </div>
  );
}
