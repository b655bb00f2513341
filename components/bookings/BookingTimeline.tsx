import { useTranslations } from 'next-intl';
import type { TBookingView } from '@/lib/bookings/contracts';
import { BOOKING_STATUS, type BookingStatus, isBookingStatus, statusName } from '@/lib/bookings/status';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import styles from './bookings.module.css';

type Event = TBookingView['timeline'][number];

/** The timeline's words for an event: the action done, or — for one this page has no words for — the status it led to. */
export function eventKey(event: Pick<Event, 'action' | 'to'>, known: (key: string) => boolean): { key: string; status?: string } {
  if (event.action === 'request' && event.to === BOOKING_STATUS.confirmed) return { key: 'instant' };
  if (known(event.action)) return { key: event.action };
  return { key: 'other', status: isBookingStatus(event.to) ? statusName(event.to as BookingStatus) : undefined };
}

/**
 * Why, in words: a person's reason as they wrote it; the system's (a bank's decline code, a
 * deadline) from the known ones, else as the bank's code.
 */
function reasonWords(event: Event, t: ReturnType<typeof useTranslations<'Booking.timeline'>>): string {
  const reason = event.reason ?? '';
  if (event.actor !== 'system') return reason;
  return t.has(`systemReasons.${reason}` as never) ? t(`systemReasons.${reason}` as never) : t('systemReasonCode', { code: reason });
}

/**
 * What happened to the booking, oldest first: each event says what was done, by whom ("you" for
 * the viewer's own steps), when (Kyiv time), and why when a reason was given.
 */
export function BookingTimeline({ view, locale }: { view: Pick<TBookingView, 'timeline' | 'role'>; locale: Locale }) {
  const t = useTranslations('Booking.timeline');
  const ts = useTranslations('Booking.status');
  if (!view.timeline.length) return null;
  return (
    <ol className={styles.timeline}>
      {view.timeline.map((event, index) => {
        const { key, status } = eventKey(event, (action) => t.has(`actions.${action}` as never));
        const who = event.actor === view.role && event.actor !== 'operator' ? 'you' : event.actor;
        return (
          <li key={`${event.at}-${index}`} className={styles.event}>
            <p className={styles.eventWhat}>{key === 'other' ? t('other', { status: status ? ts(status as never) : '' }) : t(`actions.${key}` as never)}</p>
            <p className={styles.eventMeta}>
              <span>{t(`who.${who}`)}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>
            </p>
            {event.reason ? <p className={styles.eventWhy}>{t('reason', { reason: reasonWords(event, t) })}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
