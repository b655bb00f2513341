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
 * The reminder's island (ReviewReminder gives it its words): rate the trip now (the booking page's
 * review form), or "not now", which tells the server to stop asking.
 */
export function ReviewReminderIsland({ bookingId, car, href, locale }: { bookingId: number; car: string; href: string; locale: Locale }) {
  const t = useTranslations('Booking.review');
  const call = useBookingCall();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    // A landmark of its own: it sits between the header and the page's main, outside both. The card
    // is inside the container, not on it: `.container` sets margin and padding and would cancel the card's.
    <section className="container" aria-label={t('promptLabel')}>
      <div className={styles.reminder}>
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
    </section>
  );
}
