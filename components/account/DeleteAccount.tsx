'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { useApiErrorMessage } from '@/components/forms/use-api-error';
import styles from './account.module.css';

/**
 * Account deletion (spec §4): asks once more, then schedules it within 2 business days; refused
 * while bookings or trips are open (the server's message is shown). A pending request can be withdrawn.
 */
export function DeleteAccount({ dueAt }: { dueAt: string | null }) {
  const t = useTranslations('Settings');
  const errorMessage = useApiErrorMessage();
  const locale = useLocale();
  const [due, setDue] = useState(dueAt);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Kyiv' }).format(new Date(iso));

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const cancelDeletion = () =>
    run(async () => {
      await callApi(endpoints.deleteCancel, { lang: locale });
      setDue(null);
    });
  const requestDeletion = () =>
    run(async () => setDue((await callApi(endpoints.deleteRequest, { lang: locale })).deletion_due_at));

  if (due) {
    return (
      <div className={styles.avatarControls}>
        <p role="status" className={styles.notice}>
          {t('deleteScheduled', { date: format(due) })}
        </p>
        <button type="button" className={styles.button} disabled={busy} onClick={cancelDeletion}>
          {t('cancelDeletion')}
        </button>
        {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      </div>
    );
  }
  return (
    <div className={styles.avatarControls}>
      <p className={styles.muted}>{t('deleteText')}</p>
      {confirming ? (
        <div className={styles.actions}>
          <button type="button" className={`${styles.button} ${styles.danger}`} disabled={busy} onClick={requestDeletion}>
            {t('deleteConfirm')}
          </button>
          <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
            {t('deleteCancelButton')}
          </button>
        </div>
      ) : (
        <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => setConfirming(true)}>
          {t('deleteButton')}
        </button>
      )}
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
    </div>
  );
}
