import { useTranslations } from 'next-intl';
import type { TBookingSummary } from '@/lib/bookings/contracts';
import { BOOKING_STATUS } from '@/lib/bookings/status';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes';
import { periodText } from './booking-words';
import { QuickAnswer } from './QuickAnswer';
import { StatusBadge } from './StatusBadge';
import styles from './bookings.module.css';

type Props = {
  booking: TBookingSummary;
  locale: Locale;
  /** The reason limits of a rejection, for the owner's quick answer to a request. */
  reasonLimits?: { min: number; max: number };
  /** The list's first card: its photo is the page's largest paint. */
  first?: boolean;
  /** The card's heading level: 4 under a car's own heading. */
  level?: 3 | 4;
};

/**
 * One booking in my trips or my activity: the car's photo and title (the link to the booking),
 * the dates, the status in words, the other party, the total, and the next deadline; an owner
 * answers a request from here.
 */
export function BookingCard({ booking, locale, reasonLimits, first = false, level = 3 }: Props) {
  const Heading = level === 4 ? 'h4' : 'h3';
  const t = useTranslations('BookingList.card');
  const headingId = `booking-${booking.id}`;
  const owner = booking.role !== 'renter';
  const request = booking.status === BOOKING_STATUS.requested;
  const deadline = booking.deadline ? t(`${request ? 'answer' : 'pay'}${owner ? 'Owner' : 'Renter'}`, { at: formatDateTime(booking.deadline.at, locale) }) : null;
  const title = `${booking.car.title}, ${periodText(booking, locale)}`;
  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemPhoto}>
        {booking.car.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a size from our own image pipeline
          <img src={booking.car.photo} alt="" width={400} height={267} loading={first ? 'eager' : 'lazy'} decoding="async" />
        ) : null}
      </div>
      <div className={styles.itemBody}>
        <Heading id={headingId} className={styles.itemTitle}>
          <a href={href('booking-id', { locale, params: { id: booking.id } })}>{booking.car.title}</a>
        </Heading>
        <p className={styles.itemPeriod}>{periodText(booking, locale)}</p>
        <p className={styles.itemMeta}>
          <StatusBadge status={booking.status} />
          <span>{t('number', { id: booking.id })}</span>
        </p>
        <dl className={styles.itemFacts}>
          <div>
            <dt>{t(owner ? 'renter' : 'owner')}</dt>
            <dd>{booking.other.name || t('deleted')}</dd>
          </div>
          <div>
            <dt>{t('total')}</dt>
            <dd>{formatMoney(booking.total, locale)}</dd>
          </div>
          {booking.car.city ? (
            <div>
              <dt>{t('city')}</dt>
              <dd>{booking.car.city}</dd>
            </div>
          ) : null}
        </dl>
        {deadline ? <p className={styles.deadline}>{deadline}</p> : null}
        {owner && request && booking.role === 'owner' && reasonLimits ? <QuickAnswer bookingId={booking.id} title={title} reasonLimits={reasonLimits} /> : null}
      </div>
    </article>
  );
}
