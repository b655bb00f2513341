'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import styles from './owner-payments.module.css';

/** Opens the acquirer's card check for the payout card (a new one, or one replacing the current), then goes there. */
export function PayoutCardButton({ replace }: { replace: boolean }) {
  const t = useTranslations('OwnerPayments.card');
  const locale = useLocale();
  const messageOf = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setError(null);
    try {
      const { redirect_url } = await callApi(endpoints.payoutCard, { lang: locale as 'uk' | 'en' });
      window.location.assign(redirect_url);
    } catch (failure) {
      setBusy(false);
      setError(messageOf(failure));
    }
  }

  return (
    <>
      <button type="button" className={styles.button} onClick={open} disabled={busy} aria-busy={busy}>
        {busy ? t('opening') : replace ? t('replace') : t('add')}
      </button>
      {error ? (
        <p className={styles.failure} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
