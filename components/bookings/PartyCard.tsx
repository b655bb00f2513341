import { useLocale, useTranslations } from 'next-intl';
import type { TBookingView } from '@/lib/bookings/contracts';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import styles from './bookings.module.css';

/** The other party of a booking: photo, name, who they are on it, rating, and their public profile. */
export function PartyCard({ party }: { party: TBookingView['other'] }) {
  const t = useTranslations('Booking.party');
  const locale = useLocale() as Locale;
  const name = party.name || t('deleted');
  return (
    <section className={styles.card} aria-labelledby="booking-party">
      <h2 id="booking-party" className={styles.sectionTitle}>
        {t(party.kind)}
      </h2>
      <div className={styles.party}>
        {party.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- sized by our image pipeline
          <img className={styles.partyPhoto} src={party.photo} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.partyInitial} aria-hidden="true">
            {name.charAt(0)}
          </span>
        )}
        <div>
          <p className={styles.partyName}>{name}</p>
          <p className={styles.muted}>{party.rating === null ? t('noRating') : t('rating', { rating: formatNumber(party.rating, { decimals: 1, locale }) })}</p>
        </div>
      </div>
      {party.profile ? (
        <a className={styles.link} href={party.profile}>
          {t(party.kind === 'company' ? 'profileCompany' : 'profile')}
        </a>
      ) : null}
    </section>
  );
}
