import { useTranslations } from 'next-intl';
import { BOOKING_STATUS as S, type BookingStatus, isBookingStatus, statusName } from '@/lib/bookings/status';
import styles from './bookings.module.css';

/** How a status looks: waiting for someone, going ahead, done, or stopped. */
export function statusTone(status: BookingStatus): 'waiting' | 'ok' | 'done' | 'stopped' {
  switch (status) {
    case S.rejected:
    case S.cancelled:
    case S.paymentFailed:
    case S.extrasFailed:
      return 'stopped';
    case S.completed:
      return 'done';
    case S.confirmed:
    case S.paid:
    case S.tripAllowed:
    case S.active:
      return 'ok';
    default:
      return 'waiting';
  }
}

/** The status in words ("Очікує підтвердження"), coloured by its tone — the words carry the meaning. */
export function StatusBadge({ status }: { status: BookingStatus | number }) {
  const t = useTranslations('Booking.status');
  if (!isBookingStatus(status)) return null;
  return (
    <span className={styles.badge} data-tone={statusTone(status)} data-status={status}>
      {t(statusName(status))}
    </span>
  );
}
