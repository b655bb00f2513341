'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { formatDateTime } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/locales';
import type { TSavedCard } from '@/lib/payments/cabinet-contracts';
import styles from './saved-cards.module.css';

/** A date and time that never breaks between the two on a narrow card. */
const unbroken = (at: string, locale: Locale) => formatDateTime(at, locale).replace(/ /g, '\u00a0');

type Props = {
  initial: TSavedCard[];
  /** The heading level of the section's title (2 alone on the page, 3 under "Paying for trips"). */
  level: 2 | 3;
};

/**
 * The renter's saved cards (docs/cabinet-payments.md "Saved cards"): each by its last four digits
 * with when it was last used, and a Remove button that asks first (a dialog: confirm is focused,
 * Escape or "Keep it" closes it and focus goes back to the button). A removed card leaves the list,
 * and the live message under the title says so — and takes the focus the vanished button had.
 */
export function SavedCards({ initial, level }: Props) {
  const t = useTranslations('CabinetPayments.cards');
  const locale = useLocale() as Locale;
  const errorMessage = useApiErrorMessage();
  const [cards, setCards] = useState(initial);
  const [asking, setAsking] = useState<TSavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const Title = `h${level}` as const;

  async function remove(card: TSavedCard) {
    setBusy(true);
    try {
      await callApi(endpoints.cardRemove, { card_id: card.id, lang: locale });
      setCards((list) => list.filter((item) => item.id !== card.id));
      setMessage({ text: t('removed', { last: card.last_four }), error: false });
    } catch (failure) {
      setMessage({ text: errorMessage(failure), error: true });
    } finally {
      setBusy(false);
      setAsking(null);
      // The dialog gives focus back to the Remove button, which is gone once the card is: the message takes it.
      requestAnimationFrame(() => status.current?.focus());
    }
  }

  return (
    <section className={styles.section} aria-labelledby="saved-cards-title">
      <Title id="saved-cards-title" className={styles.title}>
        {t('title')}
      </Title>
      <p className={styles.lead}>{cards.length ? t('lead') : t('empty')}</p>
      <p ref={status} tabIndex={-1} role={message?.error ? 'alert' : 'status'} className={message?.error ? styles.error : styles.status}>
        {message?.text}
      </p>
      {cards.length ? (
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <div>
                <p className={styles.mask}>{t('card', { last: card.last_four })}</p>
                <p className={styles.muted}>{card.last_used ? t('lastUsed', { date: unbroken(card.last_used.at, locale) }) : t('added', { date: unbroken(card.created.at, locale) })}</p>
              </div>
              <button type="button" className={styles.remove} onClick={() => setAsking(card)} disabled={busy} aria-label={t('removeLabel', { last: card.last_four })}>
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t('confirmTitle', { last: asking.last_four }) : ''}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busy={busy}
        busyLabel={t('removing')}
        onConfirm={() => asking && remove(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{t('confirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}
