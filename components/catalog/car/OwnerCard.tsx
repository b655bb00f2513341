import { useTranslations } from 'next-intl';
import type { TCarOwner } from '@/lib/catalog/car-contracts';
import { formatMonthYear } from '@/lib/format/month-year';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './car-page.module.css';

/**
 * Who rents the car out: photo, name, verified, since when, rating, trips and response time (the
 * public profile's facts and words), and a link to their profile. Trips and ratings come with
 * bookings and reviews; until then the card says so rather than showing zeros as scores.
 */
export function OwnerCard({ owner, locale }: { owner: TCarOwner; locale: Locale }) {
  const t = useTranslations('CarPage.owner');
  const tp = useTranslations('Profile');
  const company = owner.kind === 'company';
  const response =
    owner.response_time === null ? tp('noResponseTime') : owner.response_time < 60 ? tp('responseTime', { minutes: owner.response_time }) : tp('responseHours', { hours: Math.round(owner.response_time / 60) });
  return (
    <section className={styles.section} aria-labelledby="car-owner">
      <h2 id="car-owner" className={styles.sectionTitle}>
        {t(company ? 'titleCompany' : 'title')}
      </h2>
      <div className={styles.owner}>
        <div className={styles.ownerWho}>
          {owner.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- sized by our image pipeline
            <img className={styles.ownerPhoto} src={owner.photo} alt="" width={56} height={56} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.ownerInitial} aria-hidden="true">
              {owner.name.charAt(0)}
            </span>
          )}
          <div>
            <p className={styles.ownerName}>{owner.name}</p>
            <p className={styles.ownerMeta}>
              {owner.verified ? <span className={styles.ownerVerified}>{t(company ? 'verifiedCompany' : 'verified')}</span> : null}
              <span>{tp('joined', { date: formatMonthYear(owner.joined_at, locale, 'genitive') })}</span>
            </p>
          </div>
        </div>
        <dl className={styles.ownerStats}>
          <div>
            <dt>{tp('rating')}</dt>
            <dd>{owner.rating === null ? <span className={styles.muted}>{tp('noRating')}</span> : tp('ratingValue', { rating: formatNumber(owner.rating, { decimals: 1, locale }) })}</dd>
          </div>
          <div>
            <dt>{tp('tripsLabel')}</dt>
            <dd>{tp('trips', { count: owner.trips })}</dd>
          </div>
          <div>
            <dt>{tp('responseLabel')}</dt>
            <dd className={owner.response_time === null ? styles.muted : undefined}>{response}</dd>
          </div>
        </dl>
        <a className={styles.ownerLink} href={owner.url}>
          {t(company ? 'profileCompany' : 'profile')}
        </a>
      </div>
    </section>
  );
}
