import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './car-page.module.css';

/**
 * Reviews of the car. They arrive with trips (the bookings issue adds their texts); until a car has
 * any, the page says so and never shows a made-up score.
 */
export function CarReviews({ rating, count, locale }: { rating: number | null; count: number; locale: Locale }) {
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
    </section>
  );
}
