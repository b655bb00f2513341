'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { TBookingView } from '@/lib/bookings/contracts';
import type { Locale } from '@/lib/i18n/locales';
import { TextAreaField } from './fields';
import { ReviewAsk } from './ReviewAsk';
import { useBookingCall } from './use-booking-call';
import styles from './bookings.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_COMMENT_MAX = 255;

/**
 * The viewer's review after a completed trip: a rating of one to five stars (required; radio
 * buttons, so arrows and a screen reader work as for any choice) and a comment up to 255
 * characters. The renter rates the car and its owner, the owner the renter.
 */
export function ReviewForm({ view, locale, onDone }: { view: TBookingView; locale: Locale; onDone: (view: TBookingView) => void }) {
  const t = useTranslations('Booking.review');
  const id = useId();
  const call = useBookingCall();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      document.getElementById(`${id}-star-1`)?.focus();
      return;
    }
    void call.run(() => callApi(endpoints.bookingReview, { booking_id: view.id, rating, comment, lang: locale }), (answer) => onDone(answer.booking), ['rating', 'comment']);
  }

  const ratingError = missing && rating === null ? t('ratingRequired') : call.fields.rating;
  return (
    <form id="review" className={styles.review} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {t(view.role === 'owner' ? 'titleOwner' : 'titleRenter')}
      </h3>
      <fieldset className={styles.stars} aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend>{t('rating')}</legend>
        <div className={styles.starRow}>
          {STARS.map((value) => (
            <label key={value} className={clsx(styles.star, rating !== null && value <= rating && styles.starOn)}>
              <input id={`${id}-star-${value}`} type="radio" name={`${id}-rating`} value={value} checked={rating === value} onChange={() => setRating(value)} className="visually-hidden" />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${id}-rating-error`} className={styles.formError}>
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField label={t('comment')} value={comment} onChange={setComment} max={REVIEW_COMMENT_MAX} error={call.fields.comment} />
      {call.error ? (
        <p className={styles.formError} role="alert">
          {call.error}
        </p>
      ) : null}
      <button type="submit" className={clsx(styles.button, styles.primary)} disabled={call.busy} aria-busy={call.busy}>
        {t('submit')}
      </button>
    </form>
  );
}

/**
 * The renter's prompt on their first visits after the trip (view.review.ask, spec §7): rate it
 * now, or "not now", which tells the server to stop asking (reviewed-status with force).
 */
export function ReviewPrompt({ view, locale, onDismissed }: { view: TBookingView; locale: Locale; onDismissed: (ask: boolean) => void }) {
  const t = useTranslations('Booking.review');
  return (
    <div className={styles.prompt} role="note" aria-label={t('promptLabel')}>
      <ReviewAsk bookingId={view.id} car={view.car.title} rateHref="#review" locale={locale} onAnswered={onDismissed} />
    </div>
  );
}
