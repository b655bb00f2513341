import { useTranslations } from 'next-intl';
import { Pagination, paginationLabels } from '@/components/ui/Pagination';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import type { TRenterPayment, TRenterPaymentBooking, TRenterPayments } from '@/lib/payments/cabinet-contracts';
import { failureKey, refundReasonKey, type StatusKey, statusKey } from './payment-words';
import styles from './renter-payments.module.css';

type Props = {
  data: TRenterPayments;
  locale: Locale;
  /** The heading level of the section's title; each booking's is one below. */
  level: 2 | 3;
  /** The list's page `page` (kept on /cabinet/payments as `?page=`). */
  pageHref: (page: number) => string;
};

/** How a status looks: money moved, waiting, given back, or nothing came of it. The words carry the meaning. */
function toneOf(status: StatusKey): 'ok' | 'waiting' | 'done' | 'stopped' {
  if (status === 'succeeded' || status === 'captured' || status === 'capturedAll') return 'ok';
  if (status === 'pending' || status === 'pendingHold' || status === 'held') return 'waiting';
  if (status === 'voided' || status === 'refunded') return 'done';
  return 'stopped';
}

function PaymentItem({ payment, locale, level }: { payment: TRenterPayment; locale: Locale; level: 4 | 5 }) {
  const t = useTranslations('CabinetPayments');
  const money = (kop: number) => formatMoney(kop, locale);
  const failure = failureKey(payment);
  const status = statusKey(payment);
  const { hold } = payment;
  const Title = `h${level}` as const;
  return (
    <li className={styles.payment} data-payment={payment.id} data-status={payment.status}>
      <div className={styles.paymentHead}>
        <Title className={styles.purpose}>{t(`purpose.${payment.purpose}`)}</Title>
        <span className={styles.badge} data-tone={toneOf(status)}>
          {t(`status.${status}`)}
        </span>
      </div>
      <p className={styles.amount}>{money(payment.amount)}</p>
      <ul className={styles.facts}>
        <li>
          <time dateTime={(payment.settled ?? payment.created).at}>{formatDateTime((payment.settled ?? payment.created).at, locale)}</time>
        </li>
        {payment.card ? <li className={styles.mask}>{t('history.card', { last: payment.card.last_four })}</li> : null}
        {payment.via === 'token' ? <li>{t('history.viaToken')}</li> : null}
      </ul>
      {failure ? <p className={styles.failure}>{t(`failure.${failure}`)}</p> : null}
      {hold && hold.held > 0 ? (
        <ul className={styles.hold}>
          <li>{t('history.hold.held', { amount: money(hold.held) })}</li>
          {hold.captured > 0 ? <li>{t('history.hold.captured', { amount: money(hold.captured) })}</li> : null}
          {hold.released > 0 ? <li>{t('history.hold.released', { amount: money(hold.released) })}</li> : null}
          {hold.pending ? <li className={styles.pending}>{t(`history.hold.${hold.pending}`)}</li> : null}
        </ul>
      ) : null}
      {payment.refunds.length ? (
        <div className={styles.refunds}>
          <p className={styles.refundsTitle}>{t('history.refunds')}</p>
          <ul>
            {payment.refunds.map((refund) => (
              <li key={refund.id} data-refund-status={refund.status}>
                <strong>{money(refund.amount)}</strong> · {t(`refundReason.${refundReasonKey(refund.reason)}`)} · {t(`refundStatus.${refund.status}`)} ·{' '}
                <time dateTime={(refund.settled ?? refund.created).at}>{formatDateTime((refund.settled ?? refund.created).at, locale)}</time>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {payment.receipt ? (
        <a className={styles.receipt} href={payment.receipt} aria-label={t('history.receiptLabel', { purpose: t(`purpose.${payment.purpose}`), amount: money(payment.amount) })}>
          {t('history.receipt')}
        </a>
      ) : null}
    </li>
  );
}

function BookingPayments({ booking, locale, level }: { booking: TRenterPaymentBooking; locale: Locale; level: 3 | 4 }) {
  const t = useTranslations('CabinetPayments.history');
  const Title = `h${level}` as const;
  return (
    <article className={styles.booking} aria-labelledby={`booking-payments-${booking.id}`} data-booking={booking.id}>
      <header className={styles.bookingHead}>
        <Title id={`booking-payments-${booking.id}`} className={styles.bookingTitle}>
          <a href={booking.url}>{t('booking', { id: booking.id })}</a>
        </Title>
        <p className={styles.car}>{booking.car.title}</p>
        <p className={styles.period}>
          {formatDateTime(booking.start.at, locale)} – {formatDateTime(booking.end.at, locale)}
        </p>
      </header>
      <ul className={styles.payments} aria-label={t('payments', { id: booking.id })}>
        {booking.payments.map((payment) => (
          <PaymentItem key={payment.id} payment={payment} locale={locale} level={(level + 1) as 4 | 5} />
        ))}
      </ul>
    </article>
  );
}

/**
 * The renter's payments per booking (docs/cabinet-payments.md): each booking with its payments —
 * purpose, status in words, amount, date and card — a deposit's hold (held, taken, released), the
 * refunds with their reason and state, and the receipt of each payment that took money. Plain
 * links page through it, so it works without JavaScript.
 */
export function PaymentHistory({ data, locale, level, pageHref }: Props) {
  const t = useTranslations('CabinetPayments');
  const tp = useTranslations('Pagination');
  const Title = `h${level}` as const;
  const { bookings, pagination } = data;
  return (
    <section className={styles.section} aria-labelledby="payment-history-title">
      <Title id="payment-history-title" className={styles.title}>
        {t('history.title')}
      </Title>
      {bookings.length === 0 ? (
        <p className={styles.empty}>{t('history.empty')}</p>
      ) : (
        <>
          <p className={styles.kyiv}>{t('kyivTime')}</p>
          <ul className={styles.bookings}>
            {bookings.map((booking) => (
              <li key={booking.id}>
                <BookingPayments booking={booking} locale={locale} level={(level + 1) as 3 | 4} />
              </li>
            ))}
          </ul>
          <Pagination
            total={pagination.total}
            perPage={pagination.per_page}
            currentPage={pagination.current_page}
            hrefFor={pageHref}
            labels={paginationLabels(tp)}
          />
        </>
      )}
    </section>
  );
}
