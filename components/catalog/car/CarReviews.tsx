import { useTranslations } from 'next-intl';
import type { TCarPage } from '@/lib/catalog/car-contracts';
import { formatMonthYear } from '@/lib/format/month-year';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './car-page.module.css';

/**
 * Reviews of the car: its rating and count, and what renters wrote after their trips (the latest
 * ten, each with its stars, author and month). Until a car has any, the page says so and never
 * shows a made-up score.
 */
export function CarReviews({ rating, count, reviews, locale }: { rating: number | null; count: number; reviews: TCarPage['reviews']; locale: Locale }) {
  const t = useTranslations('CarPage');
  return (
    <section className={styles.section} aria-labelledby="car-reviews">
      <h2 id="car-reviews" className={styles.sectionTitle}>
        {t('reviews.title')}
      </h2>
      {rating !== null && count > 0 ? (
        <p className={styles.ratingLine}>
          <span aria-hidden="true">★ </span>
          {t('rating', { rating: formatNumber(rating, { decimals: 1, locale }), count })}
        </p>
      ) : (
        <p className={styles.empty}>{t('reviews.none')}</p>
      )}
      {reviews.length ? (
        <ul className={styles.reviewList}>
          {reviews.map((review) => (
            <li key={`${review.created_at}-${review.author}`} className={styles.review}>
              <p className={styles.reviewHead}>
                <span className={styles.stars} role="img" aria-label={t('reviews.stars', { rating: review.rating })}>
                  {'★'.repeat(review.rating)}
                  <span className={styles.starsOff}>{'★'.repeat(5 - review.rating)}</span>
                </span>
                <span>{review.author || t('reviews.formerUser')}</span>
                <span className={styles.muted}>{formatMonthYear(review.created_at, locale)}</span>
              </p>
              {review.comment ? <p className={styles.comment}>{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
