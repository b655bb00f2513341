'use client';

import { useTranslations } from 'next-intl';
import type { TBookingView } from '@/lib/bookings/contracts';
import { formatMinorAmount } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { cardLastFour } from '@/lib/payments/pan-masked';
import styles from './bookings.module.css';

/** The renter's choice before paying: a saved card (its id) or a new one on the page (null), and whether to keep it. */
export type PayChoiceValue = { cardId: number | null; remember: boolean };

/** The card chosen by default: the one used last, when there is one. */
export const defaultPayChoice = (view: TBookingView): PayChoiceValue => ({ cardId: view.saved_cards[0]?.id ?? null, remember: false });

/**
 * How the renter pays: one of their remembered cards (charged without the acquirer's page) or a new
 * card on the page — which keeps the card for this booking's deposit and extras (a term said here
 * before they pay), and with their separate consent for their next bookings too.
 */
export function PayChoice({ view, locale, value, onChange, forExtras }: { view: TBookingView; locale: Locale; value: PayChoiceValue; onChange: (next: PayChoiceValue) => void; forExtras: boolean }) {
  const t = useTranslations('Booking.payChoice');
  const name = `pay-card-${view.id}`;
  const cards = view.saved_cards;
  const deposit = view.deposit;
  return (
    <fieldset className={styles.payChoice}>
      <legend className={styles.subTitle}>{t('legend')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={styles.choice}>
          <input type="radio" name={name} checked={value.cardId === card.id} onChange={() => onChange({ cardId: card.id, remember: false })} />
          <span>{t('saved', { last4: cardLastFour(card.pan_masked) })}</span>
        </label>
      ))}
      {cards.length ? (
        <label className={styles.choice}>
          <input type="radio" name={name} checked={value.cardId === null} onChange={() => onChange({ cardId: null, remember: value.remember })} />
          <span>{t('newCard')}</span>
        </label>
      ) : null}
      {value.cardId === null ? (
        <label className={styles.choice}>
          <input type="checkbox" checked={value.remember} onChange={(event) => onChange({ cardId: null, remember: event.target.checked })} />
          <span>{t('remember')}</span>
        </label>
      ) : null}
      {!forExtras ? (
        <p className={styles.hint}>
          {deposit ? t('termsDeposit', { deposit: formatMinorAmount(deposit.amount, deposit.currency, locale) }) : t('terms')}
        </p>
      ) : null}
    </fieldset>
  );
}
