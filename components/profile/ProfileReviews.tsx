import { useTranslations } from 'next-intl';
import type { TPublicProfile } from '@/lib/accounts/contracts';
import { formatMonthYear } from '@/lib/format/month-year';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './profile.module.css';

/** Reviews on a public profile (they come with trips), or a line saying why there are none yet. */
export function ProfileReviews({ reviews, locale }: { reviews: TPublicProfile['reviews']; locale: Locale }) {
  const t = useTranslations('Profile');
  return (
    <section className={styles.card} aria-labelledby="profile-reviews">
      <h2 id="profile-reviews" className={styles.cardTitle}>
        {t('reviews')}
        {reviews.length ? <span className={styles.count}>{t('reviewsCount', { count: reviews.length })}</span> : null}
      </h2>
      {reviews.length ? (
        <ul className={styles.reviews}>
          {reviews.map((review, index) => (
            <li key={index} className={styles.review}>
              <p className={styles.reviewHead}>
                <strong>{review.author}</strong>
                <span>
                  <span aria-hidden="true">★ </span>
                  {t('ratingValue', { rating: formatNumber(review.rating, { decimals: 1, locale }) })}
                </span>
                {/* A month standing alone: nominative ("листопад 2026 р."). */}
                <time dateTime={review.created_at}>{formatMonthYear(review.created_at, locale)}</time>
              </p>
              {review.comment ? <p className={styles.reviewText}>{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('noReviews')}</p>
      )}
    </section>
  );
}
