'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import styles from './bookings.module.css';
import { ReviewAsk } from './ReviewAsk';

/**
 * The reminder's island (ReviewReminder gives it its words): rate the trip now (the booking page's
 * review form), or "not now", which tells the server to stop asking.
 */
export function ReviewReminderIsland({ bookingId, car, href, locale }: { bookingId: number; car: string; href: string; locale: Locale }) {
  const t = useTranslations('Booking.review');
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    // A landmark of its own: it sits between the header and the page's main, outside both. The card
    // is inside the container, not on it: `.container` sets margin and padding and would cancel the card's.
    <section className="container" aria-label={t('promptLabel')}>
      <div className={styles.reminder}>
        <ReviewAsk bookingId={bookingId} car={car} rateHref={`${href}#review`} locale={locale} onAnswered={setShown} />
      </div>
    </section>
  );
}
