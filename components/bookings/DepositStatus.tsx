'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { pageNavigation } from '@/lib/browser/page-navigation';
import type { TBookingView } from '@/lib/bookings/contracts';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMoney } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { cardLastFour } from '@/lib/payments/pan-masked';
import { useBookingCall } from './use-booking-call';
import styles from './bookings.module.css';

/**
 * The deposit's hold on the renter's card, in words: when it will be held, on which card it is
 * held, why it could not be (with the way to hold it on the page, for the renter), what the extras
 * took of it, or that it was released. The owner sees whether the car may leave against it.
 */
export function DepositStatus({ view, locale }: { view: TBookingView; locale: Locale }) {
  const t = useTranslations('Booking.deposit');
  const call = useBookingCall();
  const [leaving, setLeaving] = useState(false);
  const hold = view.deposit_hold;
  if (!hold) return null;
  const money = (kop: number) => formatMoney(kop, locale);
  const card = hold.card ? `•••• ${cardLastFour(hold.card)}` : null;
  const amount = money(hold.amount);
  let text: string;
  switch (hold.state) {
    case 'scheduled':
      text = t(view.role === 'renter' ? 'scheduledRenter' : 'scheduledOwner', { amount, at: hold.hold_at ? formatDateTime(hold.hold_at.at, locale) : '' });
      break;
    case 'held':
      text = card ? t('held', { amount, card }) : t('heldOwner', { amount });
      break;
    case 'issue':
      text = t(view.role === 'renter' ? 'issueRenter' : 'issueOwner', { amount });
      break;
    case 'captured':
      text = t('captured', { captured: money(hold.captured), released: money(hold.amount - hold.captured) });
      break;
    default:
      text = t('released', { amount });
  }
  const hold_on_page = () =>
    void call.run(
      () => callApi(endpoints.bookingDeposit, { booking_id: view.id, lang: locale }),
      (answer) => {
        setLeaving(true);
        pageNavigation.assign(answer.redirect_url);
      },
    );
  return (
    <div className={styles.deposit} data-state={hold.state}>
      <h3 className={styles.subTitle}>{t('title')}</h3>
      <p>{text}</p>
      {hold.rate ? <p className={styles.hint}>{t('rate', { rate: money(hold.rate) })}</p> : null}
      {hold.state === 'issue' && view.role === 'renter' ? (
        <>
          <p className={styles.hint}>{t(`issues.${hold.issue === 'no_saved_card' || hold.issue === 'not_supported' ? hold.issue : 'declined'}`)}</p>
          <button type="button" className={`${styles.button} ${styles.primary}`} disabled={call.busy || leaving} aria-busy={call.busy || leaving} onClick={hold_on_page}>
            {t('holdOnPage', { amount })}
          </button>
        </>
      ) : null}
      {call.error ? (
        <p className={styles.formError} role="alert">
          {call.error}
        </p>
      ) : null}
    </div>
  );
}
